import { expect, type Page, test } from '@playwright/test'
import { chunksLoadedAfterFirstPaint } from '../../scripts/bench/script-bytes'

/**
 * Next's scripts load after the first contentful paint (our Next patch; README, "Scripts after the first
 * paint"), on cached pages and on pages rendered per request (with their nonce), in both languages; and
 * what a visitor presses before React has hydrated the page is replayed, not lost
 * (web/components/hydration/early-interactions.ts).
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

/** Resolves once React has hydrated the page (the layout's HydratedSignal has sent its event). */
const hydrated = (page: Page) => page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true)

for (const { path, rendered } of PAGES) {
  test(`${path} (${rendered}): no script is fetched before the first contentful paint, each once, and the page hydrates`, async ({ page }) => {
    const problems = await watchForViolations(page)
    await page.addInitScript(() => {
      document.addEventListener('react-hydrated', () => ((window as { __hydrated?: boolean }).__hydrated = true))
    })
    const response = await page.goto(path)
    const html = await response!.text()
    // In the HTML as sent: no chunk as a script tag or preload, one inline script naming them instead.
    // (Tested without printing the whole document on a failure.)
    expect(new RegExp(`<script src="${CHUNK.source}"[^>]* async=""`).test(html), 'a chunk as a script tag').toBe(false)
    expect(new RegExp(`<link rel="preload" as="script"[^>]*${CHUNK.source}`).test(html), 'a chunk preloaded').toBe(false)
    const chunks = chunksLoadedAfterFirstPaint(html)
    expect(chunks.length, 'the chunks the inline loader adds').toBeGreaterThan(3)
    expect(chunks.every((src) => CHUNK.test(src))).toBe(true)
    expect(/<script nonce="[^"]+">\(function\(p,s\)/.test(html), 'the loader carries the nonce').toBe(rendered === 'per request')

    await hydrated(page)
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/') && entry.name.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      const elements = [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')!)
      return { paint, scripts, elements }
    })
    expect(timing.scripts.length).toBeGreaterThan(3)
    for (const script of timing.scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(timing.paint)
    const chunkElements = timing.elements.filter((src) => CHUNK.test(src))
    expect(chunkElements).toEqual([...new Set(chunkElements)])
    expect(problems).toEqual([])
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
    // Not until the load event: on a fast machine the first paint comes before it, and the held scripts,
    // added then, hold the load event back.
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
