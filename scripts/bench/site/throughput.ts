/**
 * bench:site's throughput (autocannon): `next start` for the imprint against the bare page and the static
 * copy in turns (../throughput-in-turns.ts), and the proxy of the production setup in front of the same
 * `next start` against the same HTML as files from the same nginx (../proxy-throughput.ts).
 */
import { measureProxyThroughput, type ProxyRow } from '../proxy-throughput'
import { ratesInTurns, type Rate } from '../throughput-in-turns'
import { PAGE_TYPES, PROXY_PAGES, THROUGHPUT_PATH } from './page-types'
import { CONNECTIONS, DURATION_S } from './settings'

export interface ThroughputRow {
  label: string
  url: string
  result?: Rate
  error?: string
}

/** The imprint and the references that are running, in turns; what failed is added to `failures`. */
export async function measureThroughput(
  servers: { projectUrl: string; bareUrl: string | undefined; staticUrl: string | undefined },
  failures: string[],
): Promise<ThroughputRow[]> {
  const throughputRows: ThroughputRow[] = []
  const throughputTargets = (
    [
      ['this site, imprint', `${servers.projectUrl}${THROUGHPUT_PATH}`],
      ['bare Next page (reference)', servers.bareUrl && `${servers.bareUrl}/`],
      ['static HTML (reference)', servers.staticUrl && `${servers.staticUrl}/`],
    ] satisfies [string, string | undefined][]
  ).flatMap(([label, url]) => (url ? [{ label, url }] : []))
  console.log(`▶ throughput: ${throughputTargets.map(({ label }) => label).join(', ')}; ${DURATION_S} s each in turns, ${CONNECTIONS} connections`)
  try {
    const rates = await ratesInTurns(
      throughputTargets.map(({ url }) => url),
      { connections: CONNECTIONS, seconds: DURATION_S },
    )
    throughputTargets.forEach(({ label, url }, index) => throughputRows.push({ label, url, result: rates[index] }))
  } catch (error) {
    failures.push(`throughput: ${String(error)}`)
    throughputTargets.forEach(({ label, url }) => throughputRows.push({ label, url, error: String(error) }))
  }
  return throughputRows
}

/** The proxy (nginx with its page cache) in front of `projectUrl` against files; none when it failed (added to `failures`). */
export async function measureProxy(projectUrl: string, failures: string[]): Promise<ProxyRow[]> {
  console.log(`▶ throughput through the proxy (nginx, page cache) and of the same HTML as files, ${DURATION_S} s each`)
  try {
    return await measureProxyThroughput({
      projectUrl,
      pages: PROXY_PAGES.map((name) => ({ name, path: PAGE_TYPES.find((type) => type.name === name)!.path! })),
      seconds: DURATION_S,
      connections: CONNECTIONS,
    })
  } catch (error) {
    failures.push(`throughput through the proxy: ${String(error)}`)
    return []
  }
}
