import type { LaunchOptions } from '@playwright/test'

/**
 * The browser of the Playwright tests: Debian's Chromium as its old headless shell (package
 * chromium-headless-shell), which is what Playwright itself runs for headless tests. On this 2-core machine
 * it ran the same 61 tests in 1.6 min where the full `chromium` in its new headless mode needed 3.1 min.
 * To watch a test (`--headed`), set CHROMIUM_PATH=/usr/bin/chromium.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

export const browserLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? HEADLESS_SHELL,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
