import { axe } from './support/axe'
import { expect, test } from '@playwright/test'

const PATHS = [
  '/',
  '/en',
  '/leistungen/local-seo',
  '/en/locations/munich',
  '/impressum',
  '/diese-seite-gibt-es-nicht',
  '/leistungen',
  '/en/services',
  '/standorte',
  '/en/locations',
  '/ueber-uns',
  '/en/about',
  '/unser-team',
  '/en/team',
  '/portfolio',
  '/en/portfolio',
  '/portfolio/zahnarztpraxis-hamburg',
  '/en/portfolio/heating-engineer-cologne',
  '/kontakt',
  '/en/contact',
  '/kostenloses-audit',
  '/en/free-audit',
  '/bewertungen',
  '/en/reviews',
]

for (const path of PATHS) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.locator('h1')).toBeVisible()
    const results = await axe(page).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('axe finds no violation in a form showing its errors', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.locator('#contact-section form').getByRole('button').click()
  await expect(page.locator('#contact-section [aria-invalid="true"]').first()).toBeVisible()
  const results = await axe(page).include('#contact-section').analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('axe finds no violation in the review form showing its errors', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/bewertungen')
  await page.locator('#review-form form').getByRole('button').click()
  await expect(page.locator('#review-form [aria-invalid="true"]').first()).toBeVisible()
  await expect(page.locator('#review-form fieldset[aria-invalid="true"]')).toBeVisible()
  const results = await axe(page).include('#review-form').analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
})

test('axe finds no violation on the contact page with the map loaded', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>map</title><p>map</p></html>' }),
  )
  await page.goto('/en/contact')
  await page.getByRole('button', { name: 'Load map' }).click()
  await expect(page.locator('iframe')).toBeVisible()
  const results = await axe(page).include('#visit').analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})


// The page-weight goal (docs/measured.md): at most 800 elements in the DOM (Lighthouse's dom-size audit),
// counted once the page has loaded its scripts (Next adds a few), with the consent banner shown.
for (const path of ['/', '/en']) {
  test(`the home page ${path} stays within 800 DOM elements, with the consent banner shown`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    try {
      const page = await context.newPage()
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('[data-consent-banner]')).toBeVisible()
      expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThanOrEqual(800)
    } finally {
      await context.close()
    }
  })
}
