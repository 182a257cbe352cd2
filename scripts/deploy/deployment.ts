/**
 * The local deployment: PostgreSQL database `lokalsicht_deploy` (created, migrated, seeded), its own
 * Redis (Debian's redis-server, append-only file in the run directory), N `next start` instances of the
 * production build on 127.0.0.1 and nginx in front with TLS at https://localhost:8443. Used by `npm run deploy:local`,
 * `npm run deploy:local:stop` and the benchmarks in scripts/bench/deploy-*.ts.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { loadTlsCertificate } from '../../web/lib/content-lake/outside-next'
import { startLocalNginx, stopLocalNginx } from './nginx-process'
import { ensurePrerequisites } from './prerequisites'
import { isAlive, readPid, startDetached, stopProcess, waitFor } from './processes'
import { type DeploySettings, publicUrl, repositoryRoot } from './settings'
import { httpsGet } from './tls-client'

const run = promisify(execFile)
const nextBin = path.join(repositoryRoot, 'node_modules', 'next', 'dist', 'bin', 'next')

export const instanceName = (index: number) => `app-${index + 1}`
/** Each instance's Content API listens beside it (plain HTTP; nginx serves it at /content-api/). */
export const contentApiPortOf = (appPort: number) => appPort + 100
export const redisUrl = (settings: DeploySettings) => `redis://127.0.0.1:${settings.DEPLOY_REDIS_PORT}`
export const certificateFile = (settings: DeploySettings) => path.join(settings.DEPLOY_RUN_DIR, 'tls.crt')

/** AUTH_SECRET and RATE_LIMIT_SECRET: every instance must have the same, kept in the run directory. */
async function sharedSecrets(runDir: string): Promise<Record<string, string>> {
  const file = path.join(runDir, 'secrets.json')
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch {
    const secrets = { AUTH_SECRET: randomBytes(32).toString('base64url'), RATE_LIMIT_SECRET: randomBytes(32).toString('base64url') }
    await writeFile(file, JSON.stringify(secrets), { mode: 0o600 })
    return secrets
  }
}

export async function ensureDatabase(settings: DeploySettings): Promise<void> {
  const url = new URL(settings.DEPLOY_DATABASE_URL)
  const database = url.pathname.slice(1)
  if (!/^\w+$/.test(database)) throw new Error(`Unexpected database name "${database}"`)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`create database ${database}`)
  } finally {
    await client.end()
  }
}

async function seedDatabase(settings: DeploySettings): Promise<void> {
  await run(process.execPath, [path.join(repositoryRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/seed/index.ts', '--if-missing'], {
    cwd: repositoryRoot,
    env: { ...process.env, DATABASE_URL: settings.DEPLOY_DATABASE_URL },
    maxBuffer: 16 * 1024 * 1024,
  })
}

export async function startRedis(settings: DeploySettings): Promise<void> {
  await startDetached(settings.DEPLOY_RUN_DIR, {
    name: 'redis',
    command: 'redis-server',
    // Kept on disk across a restart (append-only file in the run directory), as Debian's Redis keeps its data.
    args: ['--port', String(settings.DEPLOY_REDIS_PORT), '--bind', '127.0.0.1', '--dir', settings.DEPLOY_RUN_DIR, '--save', '', '--appendonly', 'yes'],
    cwd: settings.DEPLOY_RUN_DIR,
    env: process.env,
  })
  await waitFor('Redis', async () => (await run('redis-cli', ['-p', String(settings.DEPLOY_REDIS_PORT), 'ping'])).stdout.trim() === 'PONG', 10_000)
}

export async function instanceEnvironment(settings: DeploySettings, index: number): Promise<NodeJS.ProcessEnv> {
  const port = settings.DEPLOY_APP_PORTS[index]!
  const passOn = Object.fromEntries(
    (['SMTP_URL', 'OUTBOX_INTERVAL_MS', 'FORM_RATE_LIMIT'] as const).flatMap((name) => (settings[name] ? [[name, settings[name]]] : [])),
  )
  return {
    ...process.env,
    ...(await sharedSecrets(settings.DEPLOY_RUN_DIR)),
    ...passOn,
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: settings.DEPLOY_DATABASE_URL,
    REDIS_URL: redisUrl(settings),
    TRUSTED_PROXY_HOPS: '1',
    SITE_URL: publicUrl(settings),
    // Each instance's Content API on a private port; the studio and scripts use <SITE_URL>/content-api.
    CONTENT_API_PORT: String(contentApiPortOf(port)),
    CONTENT_API_HOST: '127.0.0.1',
    PGLITE_DATA_DIR: '',
  }
}

export async function startInstance(settings: DeploySettings, index: number): Promise<void> {
  const port = settings.DEPLOY_APP_PORTS[index]!
  await startDetached(settings.DEPLOY_RUN_DIR, {
    name: instanceName(index),
    command: process.execPath,
    // Loopback only, by the name `localhost` (IPv4 first: 127.0.0.1, where nginx sends). Not `-H 127.0.0.1`:
    // Next then takes the proxy's rewrites (web/proxy.ts) for another server and forwards them over the
    // network, with https behind nginx, which fails with 500 (vercel/next.js#94745: its own URLs say
    // `localhost` for every loopback address, its router compares with the literal one).
    args: ['--dns-result-order=ipv4first', nextBin, 'start', '-p', String(port), '-H', 'localhost'],
    cwd: path.join(repositoryRoot, 'web'),
    env: await instanceEnvironment(settings, index),
  })
  await waitFor(`instance ${index + 1} on :${port}`, async () => (await fetch(`http://127.0.0.1:${port}/login`)).ok)
}

export async function startNginx(settings: DeploySettings): Promise<void> {
  const runDir = settings.DEPLOY_RUN_DIR
  await startLocalNginx(runDir, {
    upstreams: settings.DEPLOY_APP_PORTS.map((port) => `127.0.0.1:${port}`),
    contentApiUpstreams: settings.DEPLOY_APP_PORTS.map((port) => `127.0.0.1:${contentApiPortOf(port)}`),
    httpListen: `127.0.0.1:${settings.DEPLOY_HTTP_PORT}`,
    httpsListen: `127.0.0.1:${settings.DEPLOY_HTTPS_PORT}`,
    httpsPortSuffix: `:${settings.DEPLOY_HTTPS_PORT}`,
    serverName: 'localhost',
    tlsCert: certificateFile(settings),
    tlsKey: path.join(runDir, 'tls.key'),
    cacheDir: path.join(runDir, 'nginx-cache'),
    hstsMaxAge: settings.DEPLOY_HSTS_MAX_AGE,
  })
  const certificate = await readFile(certificateFile(settings), 'utf8')
  await waitFor('nginx', async () => (await httpsGet(`${publicUrl(settings)}/login`, certificate)).status === 200, 60_000)
}

async function writeCertificate(settings: DeploySettings) {
  const { cert, key } = await loadTlsCertificate()
  await writeFile(certificateFile(settings), cert)
  await writeFile(path.join(settings.DEPLOY_RUN_DIR, 'tls.key'), key, { mode: 0o600 })
}

export async function ensureBuild(): Promise<void> {
  if (existsSync(path.join(repositoryRoot, 'web', '.next', 'BUILD_ID'))) return
  console.log('No production build yet: npm run build')
  await run('npm', ['run', 'build'], { cwd: repositoryRoot, maxBuffer: 256 * 1024 * 1024 })
}

export async function startDeployment(settings: DeploySettings): Promise<void> {
  if (await isRunning(settings)) throw new Error(`A deployment is running already (${settings.DEPLOY_RUN_DIR}); npm run deploy:local:stop`)
  await ensurePrerequisites(settings.DEPLOY_DATABASE_URL)
  await mkdir(settings.DEPLOY_RUN_DIR, { recursive: true })
  await ensureBuild()
  await ensureDatabase(settings)
  await seedDatabase(settings)
  await writeCertificate(settings)
  await startRedis(settings)
  // One after the other: the first migrates the database while the second would wait on its lock.
  for (let index = 0; index < settings.DEPLOY_APP_PORTS.length; index++) await startInstance(settings, index)
  await startNginx(settings)
}

export async function isRunning(settings: DeploySettings): Promise<boolean> {
  for (const name of ['nginx', 'redis', ...settings.DEPLOY_APP_PORTS.map((_, index) => instanceName(index))]) {
    const pid = await readPid(settings.DEPLOY_RUN_DIR, name)
    if (pid !== null && isAlive(pid)) return true
  }
  return false
}

/** Stops what startDeployment started, each by the id in its pid file: nginx, the instances, Redis. */
export async function stopDeployment(settings: DeploySettings): Promise<string[]> {
  const stopped: string[] = []
  if (await stopLocalNginx(settings.DEPLOY_RUN_DIR)) stopped.push('nginx')
  for (const name of [...settings.DEPLOY_APP_PORTS.map((_, index) => instanceName(index)), 'redis']) {
    if (await stopProcess(settings.DEPLOY_RUN_DIR, name)) stopped.push(name)
  }
  return stopped
}
