import { expect, test } from '@playwright/test'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { signInWithForm } from './support/accounts'
import { ownClient } from './support/client-address'

/**
 * The 404 page as a search engine or a browser without JavaScript gets it: status 404, the language of
 * the URL, a title, `noindex`, the site's header and footer and the links onward, all in the HTML.
 */
const CASES = [
  { kind: 'unknown German path', path: '/diese-seite-gibt-es-nicht', lang: 'de' },
  { kind: 'unknown English path', path: '/en/this-page-does-not-exist', lang: 'en' },
  { kind: 'unknown German path below a page', path: '/ueber-uns/gibt-es-nicht', lang: 'de' },
  { kind: 'unknown service slug', path: '/leistungen/gibt-es-nicht', lang: 'de' },
  { kind: 'unknown English service slug', path: '/en/services/no-such-service', lang: 'en' },
  { kind: 'unknown city', path: '/standorte/atlantis', lang: 'de' },
  { kind: 'unknown article', path: '/blog/gibt-es-nicht', lang: 'de' },
  { kind: 'unknown English article', path: '/en/blog/no-such-article', lang: 'en' },
  { kind: 'unknown case study', path: '/en/portfolio/no-such-case', lang: 'en' },
] as const

const COPY = {
  de: { title: 'Seite nicht gefunden | Lokalsicht', heading: 'Diese Seite gibt es leider nicht', home: 'Zur Startseite', homeHref: '/', contactHref: '/kontakt' },
  en: { title: 'Page not found | Lokalsicht', heading: "Sorry, this page doesn't exist", home: 'Go to the home page', homeHref: '/en', contactHref: '/en/contact' },
}

test.describe('404 page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { kind, path, lang } of CASES) {
    test(`${kind} (${path}): 404, server-rendered in ${lang}`, async ({ page }) => {
      const copy = COPY[lang]
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page).toHaveTitle(copy.title)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer#site-footer')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading)
      const main = page.locator('main')
      await expect(main.getByRole('link', { name: copy.home })).toHaveAttribute('href', copy.homeHref)
      await expect(main.locator(`a[href="${copy.contactHref}"]`)).toBeVisible()
      // No canonical or alternates: nothing here for a search engine to keep.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
    })
  }
})

test('the raw 404 response carries the page, not an empty error shell, and is served the same from the cache', async ({ request }) => {
  for (const { path, lang } of CASES) {
    for (const attempt of ['first', 'cached']) {
      const response = await request.get(path)
      expect(response.status(), `${path} (${attempt})`).toBe(404)
      const html = await response.text()
      expect(html, path).not.toContain('__next_error__')
      expect(html, path).toMatch(new RegExp(`<html lang="${lang}"`))
      expect(html, path).toContain(`<title>${COPY[lang].title}</title>`)
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/>/)
      expect(html, path).toContain(COPY[lang].heading.replace("'", '&#x27;'))
    }
  }
})

test('with JavaScript the server-rendered 404 page stays as it is, without errors in the console', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const response = await page.goto('/en/services/no-such-service')
  expect(response?.status()).toBe(404)
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.en.heading)
  await expect(page.locator('main')).toHaveCount(1)
  // The 404 document itself is logged as a failed resource by Chromium; nothing else may be.
  expect(errors.filter((text) => !text.includes('404'))).toEqual([])
  // Onward navigation works from the 404 page.
  await page.locator('main').getByRole('link', { name: COPY.en.home }).click()
  await expect(page).toHaveURL(/\/en$/)
})

test('without JavaScript a portal or admin record that does not exist gets the 404 page, server-rendered in the language of the address', async ({ browser }) => {
  const missing = '00000000-0000-4000-8000-000000000000'
  const cases = [
    { account: DEMO_ADMIN, paths: [[`/admin/kunden/${missing}`, 'de'], [`/en/admin/invoices/${missing}`, 'en'], ['/admin/anfragen/42', 'de'], [`/en/admin/contracts/${missing}`, 'en']] },
    { account: DEMO_CUSTOMER, paths: [[`/dashboard/rechnungen?invoice=${missing}`, 'de'], [`/en/dashboard/contracts?notice=${missing}`, 'en']] },
  ] as const
  for (const { account, paths } of cases) {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ownClient() })
    const page = await context.newPage()
    await signInWithForm(page, 'de', account.email, account.password)
    await expect(page).toHaveURL(/\/(admin\/)?dashboard$/)
    for (const [path, lang] of paths) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      // Personal to this visitor: no shared cache may keep it.
      expect(response?.headers()['cache-control'], path).toBe('private, no-store')
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
      expect(await response?.text(), path).not.toContain('__next_error__')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page).toHaveTitle(COPY[lang].title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY[lang].heading)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
    // A record that exists is shown as before.
    const existing = account === DEMO_ADMIN ? '/admin/kunden' : '/dashboard/rechnungen'
    expect((await page.goto(existing))?.status(), existing).toBe(200)
    await context.close()
  }
})
