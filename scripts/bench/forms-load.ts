/**
 * Load benchmark of the contact form endpoint on the production build (`npm run build` first):
 * 5,000 submissions (BENCH_REQUESTS) over 100 concurrent connections (BENCH_CONNECTIONS) on loopback,
 * once against the embedded PGlite and once against the PostgreSQL server (DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; a fresh database is created and dropped). Every request is a
 * different person (own e-mail, own client address). Afterwards it checks that every 2xx response has
 * exactly one stored lead with exactly one pair of outbox e-mails, and that no request got a 5xx.
 *
 *   npm run bench:forms            writes docs/benchmarks-forms.md
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { count, eq, inArray } from 'drizzle-orm'
import pg from 'pg'
import { closeDb, getDb } from '../../web/lib/db/client'
import { emailOutbox, leads } from '../../web/lib/db/schema'
import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../web/lib/forms/submission-constants'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const TIME_LIMIT_S = 240
const PORT = 3190
const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'
const root = path.resolve(import.meta.dirname, '..', '..')

interface Target {
  name: string
  /** Creates an empty database and returns the server environment that points at it. */
  prepare: () => Promise<Record<string, string>>
  cleanup: () => Promise<void>
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

function pgliteTarget(): Target {
  let dir = ''
  return {
    name: 'PGlite (embedded)',
    prepare: async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'bench-pglite-'))
      return { PGLITE_DATA_DIR: dir }
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  }
}

function postgresTarget(): Target {
  const database = `lokalsicht_bench_${randomBytes(5).toString('hex')}`
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return {
    name: 'PostgreSQL 15 (server)',
    prepare: async () => {
      await adminQuery(`create database ${database}`)
      return { DATABASE_URL: url.toString() }
    },
    cleanup: () => adminQuery(`drop database if exists ${database} with (force)`),
  }
}

/**
 * The site's content (`scripts/seed/index.ts`) in the new database: every submission's e-mails carry the
 * agency's details from the CMS settings, and a site without them refuses submissions.
 */
async function seedContent(env: Record<string, string>) {
  const seed = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/seed/index.ts', '--if-missing'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const code = await new Promise((resolve) => seed.once('exit', resolve))
  if (code !== 0) throw new Error(`Seeding the benchmark database failed (exit code ${code}).`)
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS as in ./harness.ts (e.g. a CPU profile of the server)
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const server = spawn(process.execPath, [...nodeArgs, path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORT)], {
    cwd: path.join(root, 'web'),
    // The load generator plays the load balancer: one trusted hop, so its X-Forwarded-For names the client.
    env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: '', TRUSTED_PROXY_HOPS: '1', ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stderr?.on('data', (chunk) => process.stderr.write(chunk))
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    try {
      // A first submission opens and migrates the database before the clock starts.
      const response = await fetch(`http://localhost:${PORT}/api/contact`, { method: 'POST', headers: { 'content-type': 'text/plain' } })
      if (response.status === 415) return server
    } catch {
      // not listening yet
    }
  }
  throw new Error('The server did not start.')
}

async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM')
  await new Promise((resolve) => server.once('exit', resolve))
}

async function run(target: Target) {
  const env = await target.prepare()
  await seedContent(env)
  const server = await startServer(env)
  const statuses = new Map<number, number>()
  const createdIds: string[] = []
  let sequence = 0
  const result = await autocannon({
    url: `http://localhost:${PORT}`,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        setupRequest: (request) => {
          const n = ++sequence
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              // Each request from its own client address, as real visitors behind the load balancer.
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              firstName: 'Bench',
              lastName: `Person ${n}`,
              email: `bench-${n}@example.org`,
              phone: '',
              message: `Load test submission number ${n}.`,
              locale: n % 2 ? 'de' : 'en',
              page: n % 2 ? '/kontakt' : '/en/contact',
              privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
              elapsedMs: 8_000,
            }),
          }
        },
        onResponse: (status, body) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          if (status >= 200 && status < 300) createdIds.push(JSON.parse(body).id)
        },
      },
    ],
  })
  await stopServer(server)

  // Verify what was stored, with the server stopped (PGlite has one owner process at a time).
  Object.assign(process.env, { DATABASE_URL: '', PGLITE_DATA_DIR: '' }, env)
  if (!env.DATABASE_URL) delete process.env.DATABASE_URL
  await closeDb()
  const db = await getDb()
  const [{ n: leadCount }] = (await db.select({ n: count() }).from(leads)) as [{ n: number }]
  const [{ n: outboxCount }] = (await db.select({ n: count() }).from(emailOutbox)) as [{ n: number }]
  let idsFound = 0
  let pairsComplete = 0
  for (let i = 0; i < createdIds.length; i += 500) {
    const slice = createdIds.slice(i, i + 500)
    idsFound += (await db.select({ id: leads.id }).from(leads).where(inArray(leads.id, slice))).length
    const perLead = await db
      .select({ leadId: emailOutbox.leadId, n: count() })
      .from(emailOutbox)
      .where(inArray(emailOutbox.leadId, slice))
      .groupBy(emailOutbox.leadId)
    pairsComplete += perLead.filter((row) => row.n === 2).length
  }
  const duplicatesInDb = (await db.select({ n: count() }).from(leads).where(eq(leads.kind, 'contact')))[0]!.n - new Set(createdIds).size
  await closeDb()
  await target.cleanup()

  const fiveXX = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
  const twoXX = createdIds.length
  const ok =
    fiveXX === 0 &&
    result.errors === 0 &&
    result.timeouts === 0 &&
    leadCount === twoXX &&
    idsFound === twoXX &&
    pairsComplete === twoXX &&
    outboxCount === 2 * twoXX &&
    duplicatesInDb === 0
  return {
    name: target.name,
    requests: result.requests.total,
    seconds: result.duration,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n}× ${status}`).join(', '),
    stored: `${leadCount} leads, ${outboxCount} mails`,
    ok,
  }
}

const started = Date.now()
const watchdog = setTimeout(() => {
  console.error(`Benchmark exceeded ${TIME_LIMIT_S * 2} s; aborting.`)
  process.exit(2)
}, TIME_LIMIT_S * 2 * 1000)

const rows = []
for (const target of [pgliteTarget(), postgresTarget()]) {
  console.log(`▶ ${target.name}: ${REQUESTS} submissions, ${CONNECTIONS} connections`)
  rows.push(await run(target))
}
clearTimeout(watchdog)

const table = [
  `Contact form load test: ${REQUESTS} submissions over ${CONNECTIONS} connections on loopback against \`next start\` (production build), ${new Date().toISOString().slice(0, 10)}, 2-core machine (load generator on the same machine).`,
  '',
  '| database | requests | duration | throughput | latency p50 | latency p99 | responses | stored | every 2xx stored once with one mail pair, no 5xx |',
  '|---|---:|---:|---:|---:|---:|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.requests} | ${row.seconds.toFixed(1)} s | ${row.rps.toFixed(0)} req/s | ${row.p50} ms | ${row.p99} ms | ${row.statuses} | ${row.stored} | ${row.ok ? 'yes' : '**NO**'} |`,
  ),
].join('\n')
console.log(`\n${table}\n\n(${((Date.now() - started) / 1000).toFixed(0)} s in all)`)
await writeFile(path.join(root, 'docs', 'benchmarks-forms.md'), `# Form endpoint load test\n\n${table}\n`)
process.exit(rows.every((row) => row.ok) ? 0 : 1)
