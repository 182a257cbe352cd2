import { axe } from './support/axe'
import { expect, test } from '@playwright/test'

test('mobile menu opens, traps focus, closes on Escape and returns focus', async ({ page }) => {
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Menü öffnen' })
  await expect(toggle).toBeVisible()
  await toggle.click()
  const dialog = page.getByRole('dialog', { name: 'Hauptnavigation' })
  await expect(dialog).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // The panel covers the whole screen (not only the sticky header's strip).
  const viewport = page.viewportSize()!
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height })

  // Tabbing many times never leaves the dialog.
  for (let step = 0; step < 25; step += 1) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Shift+Tab')
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test('mobile menu lists the service pages and closes with its button', async ({ page }) => {
  await page.goto('/en')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const dialog = page.getByRole('dialog', { name: 'Main navigation' })
  await dialog.getByText('Services', { exact: true }).click()
  await expect(dialog.getByRole('link', { name: 'Technical SEO' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close menu' }).click()
  await expect(dialog).toBeHidden()
})

test('a link followed from the mobile menu closes it, also one to the page already shown', async ({ page }) => {
  // On the page the link leads to, nothing is rendered anew: the menu must close itself.
  await page.goto('/kontakt')
  const toggle = page.getByRole('button', { name: 'Menü öffnen' })
  const dialog = page.getByRole('dialog', { name: 'Hauptnavigation' })
  await toggle.click()
  await dialog.getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(dialog).toBeHidden()
  await toggle.click()
  await dialog.getByText('Leistungen', { exact: true }).click()
  await dialog.getByRole('link', { name: 'Technisches SEO' }).click()
  await expect(page).toHaveURL(/\/leistungen\/technisches-seo$/)
  await expect(dialog).toBeHidden()
})

test('the home page fits a 320 px screen without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the open mobile menu has no accessibility violation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  await page.getByRole('button', { name: 'Menü öffnen' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const results = await axe(page).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})
