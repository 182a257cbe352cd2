import { expect, test } from '@playwright/test'

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
