import { expect, test } from '@playwright/test'

test.describe('routing', () => {
  test('language switch on the home page lands on the other home page, without loading the document again', async ({ page }) => {
    await page.goto('/')
    // Both languages share the root layout: the switch is a client-side navigation (the studio's preview
    // frame stays connected through it), and `<html lang>` follows it.
    await page.evaluate(() => Object.assign(window, { documentBeforeSwitch: true }))
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => 'documentBeforeSwitch' in window)).toBe(true)
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(/localhost:\d+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('language switch on a service page follows the per-language slug', async ({ page }) => {
    await page.goto('/leistungen/technisches-seo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(/\/en\/services\/technical-seo$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(/\/leistungen\/technisches-seo$/)
  })

  test('a city page links its other-language slug and hreflang alternates', async ({ page }) => {
    await page.goto('/standorte/muenchen')
    await expect(page.getByTestId('language-switch').first()).toHaveAttribute('href', '/en/locations/munich')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en\/locations\/munich$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/standorte\/muenchen$/)
  })

  const redirects: [string, string][] = [
    ['/uber-uns', '/ueber-uns'],
    ['/en/our-story', '/en/about'],
    ['/services/onpage-seo-optimierung', '/leistungen/onpage-seo'],
    ['/services/technisches-seo-performance', '/leistungen/technisches-seo'],
    ['/en/services/umfassendes-seo-audit-strategie', '/en/services/seo-audit'],
    ['/local-seo', '/leistungen/local-seo'],
    ['/en/technical-seo', '/en/services/technical-seo'],
    ['/locations/munich', '/standorte/muenchen'],
    ['/standorte/munich', '/standorte/muenchen'],
    ['/en/locations/muenchen', '/en/locations/munich'],
    ['/blog/en/technical-seo-checklist', '/en/blog/technical-seo-checklist'],
    ['/blog/de/technical-seo-checklist', '/blog/technische-seo-checkliste'],
    ['/de/about', '/ueber-uns'],
    ['/seo-beratung', '/leistungen/seo-audit'],
  ]
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect([301, 308]).toContain(response.status())
      // One hop to one destination. `next start` itself may repeat the line on the request that renders the
      // redirect into its cache (vercel/next.js#82117); the proxy sends one (tests/int/nginx-proxy.test.ts,
      // tests/deploy/studio-journey.spec.ts).
      const locations = response.headersArray().filter((header) => header.name.toLowerCase() === 'location')
      expect(locations.length).toBeGreaterThan(0)
      expect([...new Set(locations.map((header) => new URL(header.value, 'http://localhost').pathname))]).toEqual([to])
    })
  }

  test('unknown paths answer 404 with a localized page', async ({ page }) => {
    const german = await page.goto('/diese-seite-gibt-es-nicht')
    expect(german?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht')
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/')

    const english = await page.goto('/en/this-page-does-not-exist')
    expect(english?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, this page doesn't exist")

    const unknownService = await page.goto('/leistungen/gibt-es-nicht')
    expect(unknownService?.status()).toBe(404)
  })

  test('a prerendered page carries no 404 view in its payload', async ({ request }) => {
    // Next serialises every not-found boundary above a page into its payload; prerendered pages render
    // their 404 themselves (content-route.ts, slug-route.ts), so none sits above them, and the app's root
    // replaces Next's default 404/403/401 views with empty ones.
    for (const path of ['/impressum', '/en/imprint', '/', '/en/services']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toContain('Diese Seite gibt es leider nicht')
      expect(html, path).not.toContain("Sorry, this page doesn't exist")
      expect(html, path).not.toContain('This page could not be found')
      expect(html, path).not.toContain('This page could not be accessed')
    }
  })

  test("a per-request page's payload carries the 404 view of its own language only", async ({ request }) => {
    const german = await (await request.get('/bewertungen')).text()
    expect(german).toContain('Diese Seite gibt es leider nicht')
    expect(german).not.toContain("Sorry, this page doesn't exist")
    const english = await (await request.get('/en/reviews')).text()
    expect(english).toContain("Sorry, this page doesn't exist")
    expect(english).not.toContain('Diese Seite gibt es leider nicht')
  })

  test('service page renders the landing layout in both languages', async ({ page }) => {
    await page.goto('/leistungen/local-seo')
    await expect(page).toHaveTitle(/.+/)
    await expect(page.locator('#benefits li')).toHaveCount(4)
    await expect(page.locator('#services li')).toHaveCount(6)
    await expect(page.locator('#process ol > li')).toHaveCount(4)
    await expect(page.locator('#faq details')).toHaveCount(6)
    const chat = page.getByRole('link', { name: /WhatsApp/ }).first()
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('rel', /noopener/)
    await page.goto('/en/services/local-seo')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  })

  test('legal pages exist in both languages', async ({ page }) => {
    const legal: [string, string][] = [
      ['/impressum', 'Impressum'],
      ['/en/imprint', 'Imprint'],
      ['/datenschutz', 'Datenschutzerklärung'],
      ['/en/terms', 'Terms and Conditions'],
    ]
    for (const [path, heading] of legal) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    }
  })
})
