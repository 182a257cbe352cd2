import { expect, type Locator, type Page, test } from '@playwright/test'
import { storedLeadKinds } from './stored-lead'

/** The free-audit page in both languages, its form, and every "free audit" button pointing to it. */

const texts = {
  de: {
    path: '/kostenloses-audit',
    other: '/en/free-audit',
    heading: 'Finden Sie heraus, was Ihre Sichtbarkeit bremst',
    otherHeading: 'Find out what is holding your visibility back',
    covers: 'Das prüfen wir',
    firstCover: 'Technik & Ladezeit',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    website: 'Ihre Website',
    required: 'Bitte füllen Sie dieses Feld aus.',
    success: 'Audit-Anfrage erfolgreich gesendet!',
    headerButton: 'Kostenloses SEO-Audit',
    servicePage: '/leistungen/local-seo',
    blog: '/blog',
  },
  en: {
    path: '/en/free-audit',
    other: '/kostenloses-audit',
    heading: 'Find out what is holding your visibility back',
    otherHeading: 'Finden Sie heraus, was Ihre Sichtbarkeit bremst',
    covers: 'What we check',
    firstCover: 'Technical set-up & speed',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    website: 'Your website',
    required: 'Please fill in this field.',
    success: 'Audit request submitted successfully!',
    headerButton: 'Free SEO audit',
    servicePage: '/en/services/local-seo',
    blog: '/en/blog',
  },
} as const

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`

async function submit(page: Page, form: Locator) {
  // A person takes a while to fill in a form; the page's clock moves on instead of the test waiting.
  await page.clock.fastForward(8_000)
  await form.locator('button[type="submit"]').click()
}

for (const locale of ['de', 'en'] as const) {
  const t = texts[locale]

  test(`free-audit page (${locale}): hero, form and the six areas from the CMS; the language switch`, async ({ page }) => {
    const response = await page.goto(t.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page).toHaveTitle(/ \| Lokalsicht$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading)
    await expect(page.locator('#audit-form form')).toBeVisible()
    const covers = page.locator('#audit-covers')
    await expect(covers.getByRole('heading', { level: 2 })).toHaveText(t.covers)
    await expect(covers.locator('li')).toHaveCount(6)
    await expect(covers.locator('li h3').first()).toHaveText(t.firstCover)
    await expect(page.locator('#audit-steps ol > li')).toHaveCount(4)

    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(t.other)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.otherHeading)
  })

  test(`free-audit form (${locale}): errors on an empty submit, then sent, cleared and stored`, async ({ page, request }) => {
    await page.clock.install()
    await page.goto(t.path)
    const form = page.locator('#audit-form form')
    await form.locator('button[type="submit"]').click()
    await expect(form.getByLabel(t.firstName)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel(t.website)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(t.required).first()).toBeVisible()
    await expect(form.getByLabel(t.firstName)).toBeFocused()

    const email = uniqueEmail(`free-audit-${locale}`)
    await form.getByLabel(t.firstName).fill('Petra')
    await form.getByLabel(t.lastName).fill('Krüger')
    await form.getByLabel(t.email).fill(email)
    await form.getByLabel(t.website).fill('www.baeckerei-krueger.example')
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/audit-request'))
    await submit(page, form)
    expect((await answered).status()).toBe(201)
    await expect(form.getByRole('status')).toHaveText(t.success)
    await expect(form.getByLabel(t.firstName)).toHaveValue('')
    await expect(form.getByLabel(t.website)).toHaveValue('')
    expect(await storedLeadKinds(request, email)).toEqual(['audit'])
  })

  test(`audit buttons (${locale}) lead to the free-audit page`, async ({ page }) => {
    // Header (every page), service landing page (hero and closing call to action), blog call to action.
    for (const path of [t.servicePage, t.blog]) {
      await page.goto(path)
      await expect(page.locator('main a[href*="#audit-section"], header a[href*="#audit-section"]')).toHaveCount(0)
      expect(await page.locator(`main a[href="${t.path}"]`).count()).toBeGreaterThan(0)
    }
    await page.goto(t.servicePage)
    await page.getByRole('banner').getByRole('link', { name: t.headerButton }).click()
    await expect(page).toHaveURL(t.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading)
  })
}
