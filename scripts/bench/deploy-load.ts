/**
 * npm run bench:deploy — the deployment of `npm run deploy:local` (nginx with TLS, two `next start`
 * instances, Redis, PostgreSQL) under load and faults, on loopback only, bounded in time; writes
 * docs/benchmarks-deploy.md. Uses a PostgreSQL cluster, a Redis and an SMTP server of its own (the fault
 * scenarios stop them), ports apart from `deploy:local`'s, and a temporary run directory.
 *
 *   BENCH_SUBMISSIONS=5000        submissions of the steady run (the fault runs use fewer)
 *   BENCH_SCENARIOS=steady,cache  a subset of: steady, outbox, dashboard, cache, redis, limit, smtp, kill, postgres
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as z from 'zod'
import { certificateFile, startDeployment, stopDeployment } from '../deploy/deployment'
import { deploySettings, publicUrl, repositoryRoot } from '../deploy/settings'
import { redisOutage, sharedCache } from './deploy/cache-scenarios'
import type { BenchContext, ScenarioRow } from './deploy/context'
import { killInstanceMidRun, postgresOutageMidRun, rateLimitAcrossInstances, steadyLoad } from './deploy/form-scenarios'
import { outboxBacklog, smtpOutage } from './deploy/outbox-scenarios'
import { dashboardLoad } from './deploy/portal-scenarios'
import { createPostgresCluster } from './deploy/postgres-cluster'
import { smtpCounter } from './deploy/smtp-counter'

// The outbox right after the steady run: its backlog is sent before the cache scenarios, which need quiet instances.
const SCENARIOS = ['steady', 'outbox', 'dashboard', 'cache', 'redis', 'limit', 'smtp', 'kill', 'postgres'] as const
const options = z
  .object({
    BENCH_SUBMISSIONS: z.coerce.number().int().min(100).max(20_000).default(5_000),
    BENCH_SCENARIOS: z
      .string()
      .default(SCENARIOS.join(','))
      .transform((list) => list.split(',').map((name) => name.trim()))
      .pipe(z.array(z.enum(SCENARIOS)).min(1)),
  })
  .parse(process.env)

const TIME_LIMIT_MS = 30 * 60_000
const runDir = await mkdtemp(path.join(os.tmpdir(), 'bench-deploy-'))
const postgres = await createPostgresCluster(55_433)
const smtp = smtpCounter(2_626)
const settings = deploySettings({
  ...process.env,
  DEPLOY_HTTPS_PORT: '8543',
  DEPLOY_HTTP_PORT: '8180',
  DEPLOY_APP_PORTS: '3111,3112',
  DEPLOY_REDIS_PORT: '6391',
  DEPLOY_DATABASE_URL: postgres.url('lokalsicht_bench'),
  DEPLOY_RUN_DIR: runDir,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  OUTBOX_INTERVAL_MS: '1000',
})

async function cleanUp() {
  await stopDeployment(settings).catch((error) => console.error('stopping the deployment:', error))
  await smtp.stop()
  await postgres.remove()
  await rm(runDir, { recursive: true, force: true })
}
// Interrupted (Ctrl-C, a timeout): the detached instances, nginx, Redis and PostgreSQL are stopped too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench:deploy: ${signal}, stopping what it started`)
    void cleanUp().finally(() => process.exit(130))
  })
}
const watchdog = setTimeout(() => {
  console.error(`bench:deploy exceeded ${TIME_LIMIT_MS / 60_000} minutes; stopping.`)
  void cleanUp().finally(() => process.exit(2))
}, TIME_LIMIT_MS)

const rows: ScenarioRow[] = []
let failed: unknown
const started = Date.now()
try {
  await postgres.start()
  await smtp.start()
  console.log('▶ starting the deployment (PostgreSQL, Redis, 2 instances, nginx)')
  const deployStarted = Date.now()
  await startDeployment(settings)
  console.log(`  up in ${((Date.now() - deployStarted) / 1000).toFixed(0)} s`)
  const context: BenchContext = {
    settings,
    origin: publicUrl(settings),
    ca: await readFile(certificateFile(settings), 'utf8'),
    databaseUrl: settings.DEPLOY_DATABASE_URL,
    postgres,
    smtp,
  }
  const count = options.BENCH_SUBMISSIONS
  const runs: Record<(typeof SCENARIOS)[number], () => Promise<ScenarioRow>> = {
    steady: () => steadyLoad(context, count),
    cache: () => sharedCache(context),
    redis: () => redisOutage(context),
    limit: () => rateLimitAcrossInstances(context),
    outbox: () => outboxBacklog(context),
    dashboard: () => dashboardLoad(context),
    smtp: () => smtpOutage(context, 100),
    kill: () => killInstanceMidRun(context, Math.min(count, 2_000)),
    postgres: () => postgresOutageMidRun(context, Math.min(count, 2_000)),
  }
  for (const name of options.BENCH_SCENARIOS) {
    console.log(`▶ ${name}`)
    const row = await runs[name]()
    console.log(`  ${row.held ? 'held' : 'DID NOT HOLD'}: ${row.measured}`)
    rows.push(row)
  }
} catch (error) {
  failed = error
  console.error(error)
} finally {
  clearTimeout(watchdog)
  await cleanUp()
}

const report = [
  '# Deployment under load and faults',
  '',
  `\`npm run bench:deploy\`, ${new Date().toISOString().slice(0, 10)}, one run on this 2-core machine (load generator, nginx, both instances, PostgreSQL, Redis and the SMTP server all on it; loopback only). ` +
    `The deployment of \`npm run deploy:local\`: nginx 1.22 (TLS, HTTP/2) → two \`next start\` instances of the production build → PostgreSQL 15 (a cluster of the benchmark's own) and Redis 7 (shared Next cache); an SMTP server that counts what arrives. ` +
    `Clients connect to nginx over TLS from their own loopback address (127.x.y.z), so each is a different client for the rate limits (4 submissions each, limit 10 per 10 minutes); every submission carries an Idempotency-Key, and the fault runs resend it after a 502/503 or a broken connection.`,
  '',
  '| scenario | measured | held |',
  '|---|---|---|',
  ...rows.map((row) => `| ${row.scenario} | ${row.measured} | ${row.held ? 'yes' : '**no**'} |`),
  '',
  failed ? `The run stopped early: ${(failed as Error).message}` : `(${((Date.now() - started) / 1000).toFixed(0)} s in all)`,
  '',
].join('\n')
if (rows.length) await writeFile(path.join(repositoryRoot, 'docs', 'benchmarks-deploy.md'), report)
console.log(`\n${report}`)
process.exit(!failed && rows.length && rows.every((row) => row.held) ? 0 : 1)
