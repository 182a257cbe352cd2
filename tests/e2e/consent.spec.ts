import { axe } from './support/axe'
import { expect, type Page, test } from '@playwright/test'


// A visitor who has never answered the banner.
test.use({ storageState: { cookies: [], origins: [] } })

const banner = (page: Page) => page.locator('[data-consent-banner]')

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lokalsicht_consent')?.value
}

for (const [path, texts] of [
  ['/', { heading: 'Ihre Privatsphäre', accept: 'Alle akzeptieren', reject: 'Alle ablehnen', settings: 'Cookie-Einstellungen', footer: 'Cookie-Einstellungen' }],
  ['/en', { heading: 'Your privacy', accept: 'Accept all', reject: 'Reject all', settings: 'Cookie settings', footer: 'Cookie settings' }],
] as const) {
  test.describe(`consent banner on ${path}`, () => {
    test('accept and reject are equally prominent on the first layer; axe finds nothing', async ({ page }) => {
      // No fade-in of sections while axe scrolls through the page.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await expect(banner(page).getByRole('heading', { name: texts.heading })).toBeVisible()
      const accept = banner(page).getByRole('button', { name: texts.accept })
      const reject = banner(page).getByRole('button', { name: texts.reject })
      await expect(accept).toBeVisible()
      await expect(reject).toBeVisible()
      const [a, r] = await Promise.all([accept.boundingBox(), reject.boundingBox()])
      expect(Math.abs(a!.height - r!.height)).toBeLessThan(1)
      expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'))
      const results = await axe(page).analyze()
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`).join(', ')}`),
      ).toEqual([])
    })

    test('rejecting stores the choice, logs it on the server and keeps the banner away', async ({ page }) => {
      await page.goto(path)
      const logged = page.waitForResponse((response) => response.url().endsWith('/api/consent'))
      await banner(page).getByRole('button', { name: texts.reject }).click()
      expect((await logged).status()).toBe(201)
      await expect(banner(page)).toHaveCount(0)
      expect(await consentCookie(page)).toMatch(/^\d{4}-\d{2}-\d{2}\.[0-9a-f-]{36}\.0$/)

      // On the next page the banner is hidden before the first paint, not removed after hydration.
      await page.route('**/_next/static/**/*.js', (route) => route.abort())
      await page.goto(path)
      await expect(banner(page)).toBeHidden()
    })

    test('“Cookie settings” in the footer reopens the per-category settings', async ({ page }) => {
      await page.goto(path)
      await banner(page).getByRole('button', { name: texts.accept }).click()
      await expect(banner(page)).toHaveCount(0)
      expect(await consentCookie(page)).toMatch(/\.1$/)

      await page.getByRole('contentinfo').getByRole('link', { name: texts.footer }).click()
      await expect(banner(page).getByRole('heading', { name: texts.settings })).toBeFocused()
      const externalMedia = banner(page).getByRole('checkbox')
      await expect(externalMedia).toBeChecked()
      const results = await axe(page).include('[data-consent-banner]').analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])

      await externalMedia.uncheck()
      await banner(page).getByRole('button', { name: path === '/' ? 'Auswahl speichern' : 'Save selection' }).click()
      await expect(banner(page)).toHaveCount(0)
      expect(await consentCookie(page)).toMatch(/\.0$/)
    })
  })
}

// Second audit, finding 15: the banner covered the portal's and back office's controls until answered.
for (const [login, home, homeLink, footer] of [
  ['/login', '/', 'Lokalsicht', 'Cookie-Einstellungen'],
  ['/en/login', '/en', 'Lokalsicht', 'Cookie settings'],
] as const) {
  test(`the banner does not ask on ${login} (a private section), before the first paint and after it, but asks again on the public pages`, async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto(login)
    await expect(banner(page)).toBeHidden()
    await page.unroute('**/_next/static/**/*.js')
    await page.goto(login)
    await page.waitForLoadState('networkidle')
    await expect(banner(page)).toBeHidden()
    // Cookie settings still open it there.
    await page.getByRole('contentinfo').getByRole('link', { name: footer }).click()
    await expect(banner(page)).toBeVisible()
    await page.goto(login)
    // A client navigation to a public page: the banner asks.
    await page.getByRole('banner').getByRole('link', { name: homeLink }).first().click()
    await expect(page).toHaveURL(home === '/' ? /\/$/ : /\/en$/)
    await expect(banner(page).getByRole('button').first()).toBeVisible()
    expect(await consentCookie(page)).toBeUndefined()
  })
}
