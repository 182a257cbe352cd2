import { defineConfig, devices } from '@playwright/test'
import { CONSENT_DECIDED_STATE } from './tests/e2e/consent-decided'
import { browserLaunchOptions } from './tests/e2e/support/browser'

const port = Number(process.env.E2E_PORT ?? 3100)
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125)
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? 3126)
/** The local Content Lake's API (HTTPS, HTTP/2) that the app under test starts for the studio. */
export const contentApiPort = Number(process.env.E2E_CONTENT_API_PORT ?? port + 43)
/** Shared with tests/e2e/revalidate.spec.ts, which signs webhook calls with it. */
export const REVALIDATE_SECRET = process.env.SANITY_REVALIDATE_SECRET ?? 'e2e-revalidate-secret'

/** This run, for tests/e2e/support/client-address.ts: set here, in the runner, before the workers start. */
process.env.E2E_RUN ??= String(Math.floor(Date.now() / 1000))

/**
 * Tests that run last, alone (the project `alone` below): the studio's, which time the site after a
 * publish, and one that removes a document that every other test expects (content-removed.spec.ts).
 */
const RUN_ALONE = /\/(studio|content-removed)\.spec\.ts$/

/** End-to-end tests in Debian's Chromium against the production build (`npm run build` first). */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/consent-decided.ts',
  fullyParallel: true,
  // axe on a long page takes several seconds on a busy 2-core machine
  timeout: 60_000,
  workers: 2,
  // No retries: a test that fails once is a fault to find (a race in the app or the test), not noise.
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    storageState: CONSENT_DECIDED_STATE,
    // Recording a trace of every test only to keep the failing ones is slow on 2 cores: a failing test
    // keeps a screenshot; for a trace, run it again with `npx playwright test <file> --trace on`.
    screenshot: 'only-on-failure',
    launchOptions: browserLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: [/mobile\.spec\.ts/, RUN_ALONE] },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec\.ts/ },
    // The studio's tests time the site (an edit published in the studio is live within 2 s), so they run
    // last, with no other test beside them: next to the other worker's browser on a 2-core machine, the
    // first renders after a publish took up to 3 s, the machine's time rather than the site's. As a
    // dependent project they do not run when a test before them failed: fix that one first. One worker: one
    // test at a time. A click or fill that cannot happen within a minute fails there, naming its target, not
    // at the test's four minutes.
    {
      name: 'alone',
      use: { ...devices['Desktop Chrome'], channel: undefined, actionTimeout: 60_000 },
      testMatch: RUN_ALONE,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
    },
  ],
  webServer: [
    {
      // A real SMTP server the app delivers to; the tests read what arrived (tests/e2e/support/mail.ts).
      command: 'npx tsx tests/e2e/support/mail-sink-server.ts',
      url: `http://127.0.0.1:${mailApiPort}/health`,
      reuseExistingServer: !process.env.CI,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_API_PORT: String(mailApiPort) },
      timeout: 60_000,
    },
    {
      command: `npm run start -- -p ${port}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      env: {
        SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        CONTENT_API_PORT: String(contentApiPort),
        OUTBOX_INTERVAL_MS: '500',
        // The demo accounts sign in also when the tests run on a PostgreSQL server (CI).
        DEMO_MODE: 'true',
        // Every test registers its own customers from the same address.
        REGISTRATION_RATE_LIMIT: '1000',
        // The tests play a reverse proxy: a test that needs a rate-limit bucket of its own names its client
        // in X-Forwarded-For (one trusted hop); requests without it count as from the socket's address.
        TRUSTED_PROXY_HOPS: '1',
      },
      timeout: 120_000,
    },
  ],
})
