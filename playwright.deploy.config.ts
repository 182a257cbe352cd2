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
    launchOptions: browserLaunchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
})
