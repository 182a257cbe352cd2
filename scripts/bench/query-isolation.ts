/**
 * `npm run bench:query-isolation`: does an editor's heaviest GROQ query hold up the site? Against the
 * production build (`npm run build` first) on a fresh PostgreSQL database with the sample content, one
 * instance: visitors request `/`, `/login` and the imprint (BENCH_VISITORS at once, each one request after
 * another) for BENCH_SECONDS, first alone (the anchor), then while an editor's API token runs the
 * heaviest queries we could write through the Content API (BENCH_EDITOR_LOOPS at once, back to back).
 * Goal (issue 26): the pages' p95 stays ≤ 100 ms. Writes docs/benchmarks-query-isolation.md.
 */
import { writeFile } from 'node:fs/promises'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { allowServerOnlyModules } from '../admin/server-only-modules'
import { latencySummary, seededBenchDatabase, startProductionServer } from './harness'

const root = path.resolve(import.meta.dirname, '..', '..')
const port = Number(process.env.BENCH_PORT ?? 3650)
const contentApiPort = port + 43
const site = `http://localhost:${port}`
const api = `https://localhost:${contentApiPort}/v2025-02-19/data/query/production`
const seconds = Number(process.env.BENCH_SECONDS ?? 15)
const visitors = Number(process.env.BENCH_VISITORS ?? 4)
const editorLoops = Number(process.env.BENCH_EDITOR_LOOPS ?? 4)
const database = 'lokalsicht_bench_query_isolation'
const PAGES = ['/', '/login', '/impressum']

/** What an editor could send in Vision: nested joins over every document, a full dump, reference scans. */
const HEAVY_QUERIES = [
  '*[]{_id, "a": *[]{_id, "b": *[]{_id, "c": count(*[_id == ^._id])}}}',
  '*[]{..., "referencedBy": *[references(^._id)]{..., "again": *[references(^._id)]}}',
  'count(*[]{"pairs": *[_type == ^._type]{"more": *[_type == ^._type]}})',
  '*[_type == "post"]{..., "words": *[_type == "post" && title.de match ^.title.de]{..., "all": *}}',
]

// The instance's own certificate (made on this machine): trusted for this client only.
const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false })

/** One GET to the Content API: its status and error type, if any. */
function queryOnce(url: string, token: string): Promise<{ status: number; errorType?: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { error?: { type?: string } }
          resolve({ status: response.statusCode ?? 0, errorType: body.error?.type })
        })
      })
      .on('error', reject)
  })
}

async function editorToken(databaseUrl: string): Promise<string> {
  allowServerOnlyModules()
  const { newApiTokenSecret, hashApiTokenSecret, apiTokenHint } = await import('../../web/lib/api-tokens/secret')
  const secret = newApiTokenSecret()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client
    .query('insert into api_tokens (label, role, token_hash, hint) values ($1, $2, $3, $4)', ['bench editor', 'editor', hashApiTokenSecret(secret), apiTokenHint(secret)])
    .finally(() => client.end())
  return secret
}

/** Visitors, each requesting the pages one after another until the time is up. */
async function visit(until: number): Promise<{ latencies: number[]; failures: number }> {
  const latencies: number[] = []
  let failures = 0
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      for (let index = visitor; Date.now() < until; index++) {
        const started = performance.now()
        const response = await fetch(`${site}${PAGES[index % PAGES.length]}`)
        await response.arrayBuffer()
        latencies.push(performance.now() - started)
        if (!response.ok) failures++
      }
    }),
  )
  return { latencies, failures }
}

/** The editor's loops: heavy queries back to back; how the API answered them. */
async function editor(token: string, until: number): Promise<Record<string, number>> {
  const answers: Record<string, number> = {}
  await Promise.all(
    Array.from({ length: editorLoops }, async (_, loop) => {
      for (let index = loop; Date.now() < until; index++) {
        const answer = await queryOnce(`${api}?query=${encodeURIComponent(HEAVY_QUERIES[index % HEAVY_QUERIES.length]!)}`, token)
        const key = `${answer.status}${answer.errorType ? ` ${answer.errorType}` : ''}`
        answers[key] = (answers[key] ?? 0) + 1
      }
    }),
  )
  return answers
}

const ms = (value: number) => `${value.toFixed(1)} ms`

async function main() {
  const bench = await seededBenchDatabase(database)
  const env = { DATABASE_URL: bench.url }
  const token = await editorToken(bench.url)
  const server = await startProductionServer(port, { ...env, CONTENT_API_PORT: String(contentApiPort), OUTBOX_INTERVAL_MS: '60000' })
  try {
    for (const page of PAGES) await (await fetch(`${site}${page}`)).arrayBuffer()
    const load = os.loadavg()[0]!.toFixed(2)
    const alone = await visit(Date.now() + seconds * 1000)
    const until = Date.now() + seconds * 1000
    const [loaded, answers] = await Promise.all([visit(until), editor(token, until)])
    const before = latencySummary(alone.latencies, seconds)
    const during = latencySummary(loaded.latencies, seconds)
    const row = (name: string, summary: ReturnType<typeof latencySummary>, failures: number) =>
      `| ${name} | ${summary.requests} | ${summary.rps.toFixed(0)} | ${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.p99)} | ${failures} |`
    const report = [
      '# Content API queries beside the site (`npm run bench:query-isolation`)',
      '',
      `Measured ${new Date().toISOString()} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${load} at the start; production build, one instance, PostgreSQL, sample content.`,
      `${visitors} visitors request ${PAGES.join(', ')} one after another for ${seconds} s each phase; the editor's API token runs ${editorLoops} loops of the heaviest queries below back to back in the second phase.`,
      '',
      '| phase | page requests | req/s | p50 | p95 | p99 | failed |',
      '|---|---:|---:|---:|---:|---:|---:|',
      row('pages alone (anchor)', before, alone.failures),
      row(`pages while the editor runs ${editorLoops} heavy queries at once`, during, loaded.failures),
      '',
      `Goal: p95 ≤ 100 ms while the editor's queries run: **${during.p95 <= 100 ? 'met' : 'not met'}** (${ms(during.p95)}).`,
      '',
      `The editor's queries, answered: ${Object.entries(answers)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ')}. (400 queryTimeout: stopped at the time limit; 429: more of this client's queries waiting than allowed.)`,
      '',
      'The queries:',
      '',
      ...HEAVY_QUERIES.map((query) => `- \`${query}\``),
      '',
    ].join('\n')
    await writeFile(path.join(root, 'docs', 'benchmarks-query-isolation.md'), report)
    console.log(report)
  } finally {
    server.kill()
    await bench.drop().catch(() => {})
  }
}

await main()
