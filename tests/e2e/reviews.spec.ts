import { expect, type Locator, type Page, test } from '@playwright/test'
import { storedReviews } from './stored-lead'

/**
 * The reviews page in both languages: only approved reviews, their average and count computed from
 * exactly those, the verification note (§ 5b UWG), and the review form, whose review stays pending.
 */

const texts = {
  de: {
    path: '/bewertungen',
    other: '/en/reviews',
    heading: 'Was unsere Kunden über uns sagen',
    otherHeading: 'What our clients say about us',
    verification: 'So prüfen wir Bewertungen (§ 5b Abs. 3 UWG)',
    stars: /^(\d) von 5 Sternen$/,
    average: (value: string) => `${value.replace('.', ',')} von 5 Sternen`,
    count: (count: number) => `Durchschnitt aus ${count} geprüften Bewertungen`,
    name: 'Ihr Name (wird mit der Bewertung veröffentlicht)',
    rating: 'Ihre Bewertung',
    four: '4 – gut',
    comment: 'Ihr Erfahrungsbericht',
    required: 'Bitte füllen Sie dieses Feld aus.',
    ratingError: 'Bitte vergeben Sie 1 bis 5 Sterne.',
    submitting: 'Bewertung wird gesendet …',
    success: 'Vielen Dank! Ihre Bewertung wurde gesendet und erscheint hier, sobald wir sie geprüft haben.',
    failure: 'Die Bewertung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  en: {
    path: '/en/reviews',
    other: '/bewertungen',
    heading: 'What our clients say about us',
    otherHeading: 'Was unsere Kunden über uns sagen',
    verification: 'How we check reviews (Section 5b(3)',
    stars: /^(\d) out of 5 stars$/,
    average: (value: string) => `${value} out of 5 stars`,
    count: (count: number) => `Average of ${count} verified reviews`,
    name: 'Your name (published with the review)',
    rating: 'Your rating',
    four: '4 – good',
    comment: 'Your review',
    required: 'Please fill in this field.',
    ratingError: 'Please choose a rating from 1 to 5 stars.',
    submitting: 'Submitting review...',
    success: 'Review submitted successfully! Thank you.',
    failure: 'Failed to submit review. Please try again.',
  },
} as const

async function submit(page: Page, form: Locator) {
  // A person takes a while to fill in a form; the page's clock moves on instead of the test waiting.
  await page.clock.fastForward(8_000)
  await form.locator('button[type="submit"]').click()
}

/** The ratings of the reviews the page lists, read from their accessible text. */
async function listedRatings(page: Page, pattern: RegExp): Promise<number[]> {
  const texts = await page.getByTestId('review-list').locator('li .sr-only').allTextContents()
  return texts.map((text) => Number(pattern.exec(text.trim())?.[1]))
}

for (const locale of ['de', 'en'] as const) {
  const t = texts[locale]

  test(`reviews page (${locale}): approved reviews, their average and count, the verification note; the language switch`, async ({ page }) => {
    const response = await page.goto(t.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page).toHaveTitle(/ \| Lokalsicht$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading)
    await expect(page.getByTestId('verification-note')).toContainText(t.verification)

    // The seed approves four sample reviews; the figures are computed from exactly the listed ones.
    const ratings = await listedRatings(page, t.stars)
    expect(ratings.length).toBeGreaterThanOrEqual(4)
    expect(ratings.every((rating) => rating >= 1 && rating <= 5)).toBe(true)
    const average = (Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10).toFixed(1)
    const summary = page.getByTestId('rating-summary')
    await expect(summary).toContainText(t.average(average))
    await expect(summary).toContainText(t.count(ratings.length))

    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(t.other)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.otherHeading)
  })

  test(`review form (${locale}): errors on an empty submit; a sent review is stored pending and not shown`, async ({ page, request }) => {
    await page.clock.install()
    await page.goto(t.path)
    const form = page.locator('#review-form form')
    await form.locator('button[type="submit"]').click()
    await expect(form.getByLabel(t.name)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('radiogroup', { name: t.rating })).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(t.ratingError)).toBeVisible()
    await expect(form.getByLabel(t.comment)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(t.required).first()).toBeVisible()
    await expect(form.getByLabel(t.name)).toBeFocused()

    const countBefore = (await listedRatings(page, t.stars)).length
    const name = `E2E ${locale} ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
    await form.getByLabel(t.name).fill(name)
    await form.getByRole('radiogroup', { name: t.rating }).getByRole('radio', { name: t.four }).check()
    await form.getByLabel(t.comment).fill('Klare Empfehlungen, schnelle Umsetzung – unser Profil ist endlich vollständig.')

    // Hold the request until the button has shown that the review is being sent.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/reviews', async (route) => {
      await held
      await route.continue()
    })
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/reviews'))
    await submit(page, form)
    await expect(form.locator('button[type="submit"]')).toHaveText(t.submitting)
    await expect(form.locator('button[type="submit"]')).toBeDisabled()
    release()
    expect((await answered).status()).toBe(201)
    await expect(form.getByRole('status')).toHaveText(t.success)
    await expect(form.getByLabel(t.name)).toHaveValue('')
    await expect(form.getByLabel(t.comment)).toHaveValue('')
    await expect(form.getByRole('radio', { checked: true })).toHaveCount(0)
    expect(await storedReviews(request, name)).toEqual([{ status: 'pending', rating: 4 }])

    // Pending: after a reload the review is neither listed nor counted.
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading)
    await expect(page.getByText(name)).toHaveCount(0)
    expect((await listedRatings(page, t.stars)).length).toBe(countBefore)
  })

  test(`review form (${locale}): a failed request shows the failure message and keeps the input`, async ({ page }) => {
    await page.clock.install()
    await page.goto(t.path)
    await page.route('**/api/reviews', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable' }) }),
    )
    const form = page.locator('#review-form form')
    await form.getByLabel(t.name).fill('Jonas K.')
    await form.getByRole('radio', { name: t.four }).check()
    await form.getByLabel(t.comment).fill('Sehr gute Beratung.')
    await submit(page, form)
    await expect(form.getByRole('status')).toContainText(t.failure)
    await expect(form.getByLabel(t.name)).toHaveValue('Jonas K.')
    await expect(form.getByRole('radio', { name: t.four })).toBeChecked()
  })
}
