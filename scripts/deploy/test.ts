/**
 * npm run test:deploy — the studio journey (tests/deploy, Playwright) on the production setup of
 * `npm run deploy:local`, from a clean state: a deployment of its own (run directory, database, ports;
 * a developer's deploy:local may keep running), a mail sink for the invitations, and the owner made by
 * `npm run admin:create` as an agency would. Needs a production build (`npm run build`).
 */
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { contentApiPortOf, startDeployment, stopDeployment } from './deployment'
import { deploySettings, publicUrl, repositoryRoot } from './settings'
import { runStudioJourney, startMailSink } from './studio-journey'

const OWNER = { email: 'inhaberin@lokalsicht.test', name: 'Ina Inhaberin', password: 'Sonnenaufgang-über-Warnemünde-7' }
const tsx = path.join(repositoryRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs')

/** Runs a command to its end, its output shown; resolves with its exit code. */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

async function recreateDatabase(url: string) {
  const database = new URL(url).pathname.slice(1)
  if (!/^\w+$/.test(database)) throw new Error(`Unexpected database name "${database}"`)
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists ${database} with (force)`)
  } finally {
    await client.end()
  }
}

const mail = await startMailSink()
const settings = deploySettings({
  ...process.env,
  DEPLOY_RUN_DIR: path.join(repositoryRoot, 'data', 'deploy-test'),
  DEPLOY_DATABASE_URL: process.env.DEPLOY_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lokalsicht_deploy_test',
  DEPLOY_HTTPS_PORT: '8543',
  DEPLOY_HTTP_PORT: '8180',
  DEPLOY_APP_PORTS: '3111,3112',
  DEPLOY_REDIS_PORT: '6391',
  SMTP_URL: mail.smtpUrl,
  OUTBOX_INTERVAL_MS: '500',
})

let exitCode = 1
try {
  await stopDeployment(settings)
  await rm(settings.DEPLOY_RUN_DIR, { recursive: true, force: true })
  await recreateDatabase(settings.DEPLOY_DATABASE_URL)
  const started = Date.now()
  await startDeployment(settings)
  console.log(`Deployment up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${publicUrl(settings)}`)

  const created = await runToEnd(process.execPath, [tsx, 'scripts/admin/create.ts', '--email', OWNER.email, '--name', OWNER.name], {
    ...process.env,
    DATABASE_URL: settings.DEPLOY_DATABASE_URL,
    ADMIN_PASSWORD: OWNER.password,
    SITE_URL: publicUrl(settings),
  })
  if (created !== 0) throw new Error(`admin:create failed (exit code ${created})`)

  exitCode = await runStudioJourney({
    baseUrl: publicUrl(settings),
    owner: OWNER,
    instances: settings.DEPLOY_APP_PORTS.map((port) => `http://127.0.0.1:${port}`),
    databaseUrl: settings.DEPLOY_DATABASE_URL,
    mail,
  })
  // What the journey used: each instance's Content API on its private port, never called directly by a browser.
  console.log(`Content API ports behind the proxy: ${settings.DEPLOY_APP_PORTS.map(contentApiPortOf).join(', ')}`)
} catch (error) {
  console.error(`test:deploy failed: ${(error as Error).message}`)
  console.error(`Logs in ${settings.DEPLOY_RUN_DIR}`)
} finally {
  await stopDeployment(settings)
  mail.stop()
}
process.exit(exitCode)
