import { expect, type Locator, type Page, test } from '@playwright/test'
import { storedLeadKinds } from './stored-lead'

/** The lead forms submit for real: errors next to the fields, success in the live region, form cleared, stored. */

const texts = {
  de: {
    path: '/',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    website: 'Ihre Website',
    message: 'Ihre Nachricht',
    required: 'Bitte füllen Sie dieses Feld aus.',
    badEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    auditSuccess: 'Audit-Anfrage erfolgreich gesendet!',
    contactSuccess: 'Nachricht erfolgreich gesendet!',
    auditFailure: 'Fehler beim Senden der Anfrage. Bitte versuchen Sie es erneut.',
  },
  en: {
    path: '/en',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    website: 'Your website',
    message: 'Your message',
    required: 'Please fill in this field.',
    badEmail: 'Please enter a valid email address.',
    auditSuccess: 'Audit request submitted successfully!',
    contactSuccess: 'Message sent successfully!',
    auditFailure: 'Error submitting request. Please try again.',
  },
} as const

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`

async function open(page: Page, path: string) {
  // A person takes a while to fill in a form; the page's clock moves on instead of the test waiting.
  await page.clock.install()
  await page.goto(path)
}

async function submit(page: Page, form: Locator) {
  await page.clock.fastForward(8_000)
  await form.locator('button[type="submit"]').click()
}

for (const locale of ['de', 'en'] as const) {
  const t = texts[locale]

  test(`contact form (${locale}): field errors, then sent, cleared and stored`, async ({ page, request }) => {
    await open(page, t.path)
    const form = page.locator('#contact-section form')
    await form.locator('button[type="submit"]').click()
    await expect(form.getByLabel(t.firstName)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(t.required).first()).toBeVisible()
    await expect(form.getByLabel(t.firstName)).toBeFocused()

    await form.getByLabel(t.firstName).fill('Erika')
    await form.getByLabel(t.lastName).fill('Mustermann')
    await form.getByLabel(t.email).fill('erika@')
    await form.getByLabel(t.message).fill('Wir möchten in Berlin besser gefunden werden.')
    await submit(page, form)
    await expect(form.getByText(t.badEmail)).toBeVisible()

    const email = uniqueEmail(`contact-${locale}`)
    await form.getByLabel(t.email).fill(email)
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
    await submit(page, form)
    expect((await answered).status()).toBe(201)
    await expect(form.getByRole('status')).toHaveText(t.contactSuccess)
    await expect(form.getByLabel(t.firstName)).toHaveValue('')
    await expect(form.getByLabel(t.message)).toHaveValue('')
    expect(await storedLeadKinds(request, email)).toEqual(['contact'])
  })

  test(`audit form (${locale}): sent, cleared and stored`, async ({ page, request }) => {
    await open(page, t.path)
    const form = page.locator('#audit-section form')
    const email = uniqueEmail(`audit-${locale}`)
    await form.getByLabel(t.firstName).fill('John')
    await form.getByLabel(t.lastName).fill('Smith')
    await form.getByLabel(t.email).fill(email)
    await form.getByLabel(t.website).fill('www.smith-bakery.example')
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/audit-request'))
    await submit(page, form)
    expect((await answered).status()).toBe(201)
    await expect(form.getByRole('status')).toHaveText(t.auditSuccess)
    await expect(form.getByLabel(t.website)).toHaveValue('')
    expect(await storedLeadKinds(request, email)).toEqual(['audit'])
  })

  test(`audit form (${locale}): a failed request shows the failure message and keeps the input`, async ({ page }) => {
    await open(page, t.path)
    await page.route('**/api/audit-request', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'later' }) }),
    )
    const form = page.locator('#audit-section form')
    await form.getByLabel(t.firstName).fill('John')
    await form.getByLabel(t.lastName).fill('Smith')
    await form.getByLabel(t.email).fill(uniqueEmail('failure'))
    await form.getByLabel(t.website).fill('https://smith.example')
    await submit(page, form)
    await expect(form.getByRole('status')).toContainText(t.auditFailure)
    await expect(form.getByLabel(t.firstName)).toHaveValue('John')
  })
}

const meetingTexts = {
  de: { path: '/blog/linkbuilding-strategien', name: 'Ihr Name', email: 'E-Mail-Adresse', date: 'Wunschtermin', slot: 'Bevorzugte Uhrzeit', evening: /Abends/, submit: 'Gesprächstermin anfragen' },
  en: { path: '/en/blog/link-building-strategies', name: 'Your name', email: 'Email address', date: 'Preferred date', slot: 'Preferred time', evening: /Evening/, submit: 'Request a meeting' },
} as const

for (const locale of ['de', 'en'] as const) {
  const m = meetingTexts[locale]
  test(`meeting request in an article (${locale}): a past day is refused, a valid request is stored`, async ({ page, request }) => {
    await open(page, m.path)
    const form = page.locator('#article-form form')
    const email = uniqueEmail(`meeting-${locale}`)
    await form.getByLabel(m.name).fill('Anna Schulz')
    await form.getByLabel(m.email).fill(email)
    await form.getByLabel(m.date).fill('2020-01-10')
    await form.getByRole('radiogroup', { name: m.slot }).getByRole('radio', { name: m.evening }).check()
    await submit(page, form)
    await expect(form.getByLabel(m.date)).toHaveAttribute('aria-invalid', 'true')

    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    await form.getByLabel(m.date).fill(inTwoWeeks)
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/meeting-request'))
    await submit(page, form)
    expect((await answered).status()).toBe(201)
    await expect(form.getByLabel(m.name)).toHaveValue('')
    expect(await storedLeadKinds(request, email)).toEqual(['meeting'])
  })
}
