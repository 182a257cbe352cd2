import { expect, type Page, test } from '@playwright/test'
import { ownClient } from './support/client-address'

/**
 * The interactive islands (web/components/ui/island.tsx) load their code after the load event or when
 * touched. Here the load event waits (the fonts are held back), so every interaction below happens
 * before the island's code is on the page: nothing typed or clicked may be lost.
 */
// A rate-limit bucket of its own for the form sent below (the app trusts one proxy hop in the tests).
test.use({ extraHTTPHeaders: ownClient() })

/** Holds back the requests matching `pattern` from now on, until the returned function is called. */
async function holdRequests(page: Page, pattern: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Holds back the fonts, and so the load event. */
const holdLoadEvent = (page: Page) => holdRequests(page, '**/*.woff2')

/**
 * Holds back every script asked for from now on: the islands' code, and the page's own scripts if they
 * are not there yet (they load after the first paint; what is pressed before React has hydrated the page
 * is replayed, web/components/hydration/early-interactions.ts).
 */
const holdIslandCode = (page: Page) => holdRequests(page, '**/_next/static/chunks/*.js')

const notLoadedYet = (page: Page) => page.evaluate(() => document.readyState !== 'complete')

test('a form filled in and sent before its code is there is sent once the code has arrived', async ({ page }) => {
  const release = await holdLoadEvent(page)
  await page.goto('/kontakt', { waitUntil: 'domcontentloaded' })
  const releaseCode = await holdIslandCode(page)
  const form = page.locator('main form')
  await form.getByLabel('Vorname').fill('Erika')
  await form.getByLabel('Nachname').fill('Mustermann')
  await form.getByLabel('E-Mail-Adresse').fill(`islands.${Date.now()}@example.org`)
  await form.getByLabel('Ihre Nachricht').fill('Wir möchten in Berlin besser gefunden werden.')
  // A person needs longer than the server's minimum fill time (2.5 s since the page opened).
  await page.waitForTimeout(2_600)
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  expect(new URL(page.url()).search).toBe('')
  releaseCode()
  expect((await answered).status()).toBe(201)
  await expect(form.getByRole('status')).toHaveText('Nachricht erfolgreich gesendet!')
  await expect(form.getByLabel('Vorname')).toHaveValue('')
  expect(await notLoadedYet(page)).toBe(true)
  release()
})

test('a form touched before the load event keeps what was typed and validates the submit', async ({ page }) => {
  const release = await holdLoadEvent(page)
  await page.goto('/kontakt', { waitUntil: 'domcontentloaded' })
  const form = page.locator('main form')
  await form.getByLabel('Vorname').fill('Erika')
  await form.getByRole('button', { name: 'Nachricht senden' }).click()
  await expect(form.getByLabel('Nachname')).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Nachname')).toBeFocused()
  await expect(form.getByLabel('Vorname')).toHaveValue('Erika')
  expect(new URL(page.url()).search).toBe('')
  expect(await notLoadedYet(page)).toBe(true)
  release()
})

test('a carousel button clicked before the load event moves the carousel', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const release = await holdLoadEvent(page)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const carousel = page.getByRole('region', { name: 'Kundenstimmen' })
  const active = carousel.locator('[data-testid="testimonial-slide"][data-active="true"]')
  await carousel.getByRole('button', { name: 'Nächste Kundenstimme' }).click()
  await expect(active).toHaveAttribute('aria-label', '2 von 4')
  expect(await notLoadedYet(page)).toBe(true)
  release()
})

test('a blog search typed before the load event filters once the filter is there', async ({ page }) => {
  const release = await holdLoadEvent(page)
  await page.goto('/blog', { waitUntil: 'domcontentloaded' })
  const all = await page.locator('[data-blog-card]').count()
  await page.getByRole('searchbox').fill('google')
  await expect(page.locator('form[role="search"][data-ready]')).toBeAttached()
  await expect(page).toHaveURL(/\?q=google$/)
  const shown = await page.locator('[data-blog-card]:visible').count()
  expect(shown).toBeGreaterThan(0)
  expect(shown).toBeLessThan(all)
  expect(await notLoadedYet(page)).toBe(true)
  release()
})

test('a radio button clicked before the code is there is checked at once and stays checked', async ({ page }) => {
  const release = await holdLoadEvent(page)
  await page.goto('/blog/linkbuilding-strategien', { waitUntil: 'domcontentloaded' })
  const releaseCode = await holdIslandCode(page)
  const form = page.locator('#article-form form')
  const evening = form.getByRole('radiogroup', { name: 'Bevorzugte Uhrzeit' }).getByRole('radio', { name: /Abends/ })
  // check() fails unless the click checks it there and then.
  await evening.check()
  await form.getByLabel('Wunschtermin').fill('2020-01-10')
  await form.getByRole('button', { name: 'Gesprächstermin anfragen' }).click()
  releaseCode()
  // The island's code validated the submit (a past day), and the choice made before is still there.
  await expect(form.getByLabel('Wunschtermin')).toHaveAttribute('aria-invalid', 'true')
  await expect(evening).toBeChecked()
  expect(await notLoadedYet(page)).toBe(true)
  release()
})
