import { defineConfig, devices } from '@playwright/test'
import { CONSENT_DECIDED_STATE } from './tests/e2e/consent-decided'
import { browserLaunchOptions } from './tests/e2e/support/browser'

/**
 * The studio journey on the production setup, through the proxy: `npm run test:deploy` starts the
 * deployment (nginx with TLS, two instances, PostgreSQL, Redis, a mail sink) and runs tests/deploy
 * against it; `npm run test:containers` runs the same against the containers (E2E_BASE_URL).
 */
const baseURL = process.env.E2E_BASE_URL ?? 'https://localhost:8543'

export default defineConfig({
  testDir: 'tests/deploy',
  globalSetup: './tests/e2e/consent-decided.ts',
  timeout: 300_000,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    storageState: CONSENT_DECIDED_STATE,
    // The deployment's certificate is made on this machine (self-signed for localhost).
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    // The full chromium here, not the headless shell of the other browser tests: the studio through the
    // proxy over HTTP/2 had streams refused in the shell (ERR_HTTP2_SERVER_REFUSED_STREAM, two runs of four).
    launchOptions: { ...browserLaunchOptions, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
