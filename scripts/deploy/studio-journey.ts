/**
 * The studio journey of tests/deploy (Playwright, playwright.deploy.config.ts) against a running
 * production setup: `npm run test:deploy` (nginx and two `next start` instances on this machine) and
 * `npm run test:containers` (compose) both run it. The invitations go to a mail sink of the test's own.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { freePort } from '../free-port'

const root = path.resolve(import.meta.dirname, '..', '..')
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs')

export type MailSink = { smtpUrl: string; apiPort: number; stop: () => void }

/** A real SMTP server (tests/e2e/support/mail-sink-server.ts) whose mail the journey reads over HTTP. */
export async function startMailSink(): Promise<MailSink> {
  const [smtpPort, apiPort] = [await freePort(), await freePort()]
  const child: ChildProcess = spawn(process.execPath, [tsx, 'tests/e2e/support/mail-sink-server.ts'], {
    cwd: root,
    env: { ...process.env, E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_API_PORT: String(apiPort) },
    stdio: 'inherit',
  })
  for (let waited = 0; ; waited += 100) {
    if (await fetch(`http://127.0.0.1:${apiPort}/health`).then((response) => response.ok, () => false)) break
    if (waited > 30_000) throw new Error('the mail sink did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, apiPort, stop: () => child.kill() }
}

export type JourneyTarget = {
  /** The site's public origin (the proxy). */
  baseUrl: string
  owner: { email: string; password: string }
  /** Each instance's own address behind the proxy. */
  instances: string[]
  /** The deployment's database (which instance holds each presence socket). */
  databaseUrl: string
  mail: MailSink
  env?: NodeJS.ProcessEnv
}

/** Runs the journey; resolves with Playwright's exit code. */
export function runStudioJourney(target: JourneyTarget): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.deploy.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...target.env,
        E2E_BASE_URL: target.baseUrl,
        E2E_CONTENT_API: `${target.baseUrl}/content-api/v2025-02-19`,
        E2E_INSTANCES: target.instances.join(','),
        E2E_DATABASE_URL: target.databaseUrl,
        E2E_MAIL_API_PORT: String(target.mail.apiPort),
        E2E_OWNER_EMAIL: target.owner.email,
        E2E_OWNER_PASSWORD: target.owner.password,
      },
    })
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
}
