import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

for (const path of [
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
]) {
  test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.locator('h1')).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('axe finds no violation in a form showing its errors', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.locator('#contact-section form').getByRole('button').click()
  await expect(page.locator('#contact-section [aria-invalid="true"]').first()).toBeVisible()
  const results = await new AxeBuilder({ page }).include('#contact-section').withTags(TAGS).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})
