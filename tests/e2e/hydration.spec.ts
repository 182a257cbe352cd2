import { expect, type Page, test } from '@playwright/test'
import { hydrated, pageRequests, watchHydration } from './support/hydration'

/**
 * Pages hydrate under their Content-Security-Policy, cached ones (hashes) and those rendered per request
 * (nonce), in both languages, each script loaded once; and what a visitor presses before React has
 * hydrated the page is replayed, not lost (web/components/hydration/early-interactions.ts).
 */
const PAGES = [
  { path: '/impressum', rendered: 'cached' },
  { path: '/en/imprint', rendered: 'cached' },
  { path: '/blog', rendered: 'per request' },
  { path: '/en/login', rendered: 'per request' },
] as const

const CHUNK = /\/_next\/static\/chunks\/[^"]+\.js/

/** Collects Content-Security-Policy violations and uncaught errors from the start of every document. */
async function watchForViolations(page: Page) {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`))
  })
  return problems
}

for (const { path, rendered } of PAGES) {
  test(`${path} (${rendered}): the page hydrates, each script once, with no policy violation or error`, async ({ page }) => {
    const problems = await watchForViolations(page)
    await watchHydration(page)
    const response = await page.goto(path)
    const html = await response!.text()
    expect(/<script nonce="[^"]+"/.test(html), 'scripts carry a nonce').toBe(rendered === 'per request')
    await hydrated(page)
    const chunkElements = await page.evaluate(() => [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!))
    const chunks = chunkElements.filter((src) => CHUNK.test(src))
    expect(chunks.length).toBeGreaterThan(3)
    expect(chunks).toEqual([...new Set(chunks)])
    expect(problems).toEqual([])
  })
}

/**
 * The public pages do not prefetch the pages they link to (every `Link` there has `prefetch={false}`):
 * a prefetch is an uncached request to the app per link in view, and its scheduling and decoding ran in
 * the main thread while the page loaded. The header's home link is on every page, so one forgotten
 * `Link` shows here.
 */
for (const path of ['/', '/en', '/standorte', '/en/locations', '/leistungen', '/en/services', '/gibt-es-nicht', '/en/does-not-exist']) {
  test(`${path}: loading the page asks for no other page (no prefetch)`, async ({ page }) => {
    const asked = pageRequests(page)
    await watchHydration(page)
    await page.goto(path)
    await hydrated(page)
    // Next schedules prefetches of links in view after hydration, from an IntersectionObserver.
    await page.waitForTimeout(1_500)
    expect(asked).toEqual([])
  })
}

test.describe('before the page is hydrated', () => {
  // A visitor who has never answered the consent banner.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('a press on “Alle ablehnen” is held and replayed once React has hydrated the page', async ({ page }) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_next/static/chunks/*.js', async (route) => {
      await released
      await route.continue()
    })
    // Not until the load event, which the held scripts hold back.
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const banner = page.locator('[data-consent-banner]')
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/consent'))
    await banner.getByRole('button', { name: 'Alle ablehnen' }).click()
    // No script has run yet: the banner is still there, and nothing was sent.
    await page.waitForTimeout(300)
    await expect(banner).toBeVisible()
    release()
    expect((await logged).status()).toBeLessThan(300)
    await expect(banner).toHaveCount(0)
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'lokalsicht_consent')?.value
    expect(consent).toMatch(/\.0$/)
  })
})
