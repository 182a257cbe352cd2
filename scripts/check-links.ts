/**
 * Link checker over the production build: crawls the site from both home pages and the sitemap with
 * linkinator and fails on any broken link, any internal link that answers with a redirect (internal links
 * must point at canonical URLs) and any `#fragment` that names no element on its page.
 *
 *   npm run build && npm run check:links          (starts `next start` on a free port itself)
 *   LINK_CHECK_URL=http://localhost:3000 npm run check:links   (checks a running server)
 *
 * Links to other hosts are not followed: the machines that run CI have no internet access, and the
 * third-party test makes sure nothing loads from them anyway.
 */
import { spawn } from 'node:child_process'
import { check, LinkState } from 'linkinator'
import { freePort } from './free-port'

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

async function main() {
  let base = process.env.LINK_CHECK_URL?.replace(/\/$/, '')
  let server: ReturnType<typeof spawn> | undefined
  if (!base) {
    const port = await freePort()
    base = `http://localhost:${port}`
    server = spawn('npx', ['next', 'start', '-p', String(port)], { cwd: 'web', stdio: 'ignore', detached: true })
    await waitFor(`${base}/`, 60_000)
  }
  const origin = new URL(base).origin
  const started = Date.now()
  try {
    const result = await check({
      path: [`${base}/`, `${base}/en`, `${base}/sitemap.xml`],
      recurse: true,
      concurrency: 8,
      timeout: 20_000,
      redirects: 'error',
      checkFragments: true,
      // Other hosts are not followed; /_next/ holds build output (scripts, styles, every srcset width of the
      // image optimizer), not links anyone wrote.
      linksToSkip: async (link) => !link.startsWith(origin) || link.startsWith(`${origin}/_next/`),
    })
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED)
    const broken = result.links.filter((link) => link.state === LinkState.BROKEN)
    for (const link of broken) {
      const detail = link.failureDetails?.map((failure) => (failure instanceof Error ? failure.message : `HTTP ${failure.status}`)).join('; ')
      console.error(`✗ ${link.status ?? ''} ${link.url}\n    linked from ${link.parent ?? '(start)'}${detail ? `\n    ${detail}` : ''}`)
    }
    const pages = new Set(checked.map((link) => link.url.split('#')[0])).size
    console.log(
      `${checked.length} links to ${pages} URLs checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        (broken.length ? `${broken.length} broken or redirected` : 'no broken link, no redirect'),
    )
    process.exitCode = broken.length ? 1 : 0
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
