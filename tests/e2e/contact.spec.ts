import { expect, type Locator, type Page, test } from '@playwright/test'
import { CONSENT_BANNER_VERSION, CONSENT_COOKIE, serializeConsent } from '../../web/lib/consent/consent'
import { storedLeadKinds } from './stored-lead'

/** The contact page in both languages: form, channels, hours, address and the two-click map. */

const texts = {
  de: {
    path: '/kontakt',
    other: '/en/contact',
    heading: 'Wir freuen uns auf Ihre Nachricht',
    otherHeading: 'We look forward to hearing from you',
    hours: 'Mo–Fr 09:00–18:00 Uhr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    message: 'Ihre Nachricht',
    required: 'Bitte füllen Sie dieses Feld aus.',
    success: 'Nachricht erfolgreich gesendet!',
    loadMap: 'Karte laden',
    mapNote: 'OpenStreetMap Foundation',
  },
  en: {
    path: '/en/contact',
    other: '/kontakt',
    heading: 'We look forward to hearing from you',
    otherHeading: 'Wir freuen uns auf Ihre Nachricht',
    hours: 'Mon–Fri 09:00–18:00',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    message: 'Your message',
    required: 'Please fill in this field.',
    success: 'Message sent successfully!',
    loadMap: 'Load map',
    mapNote: 'OpenStreetMap Foundation',
  },
} as const

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`

async function submit(page: Page, form: Locator) {
  await page.clock.fastForward(8_000)
  await form.locator('button[type="submit"]').click()
}

/** Answers every request to OpenStreetMap locally (tests stay offline) and records the requests to other hosts. */
async function watchThirdParties(page: Page, ownHost: string) {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ownHost) foreign.push(request.url())
  })
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' }),
  )
  return foreign
}

const EMBED = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,-]+&layer=mapnik&marker=52\.5291,13\.401$/

for (const locale of ['de', 'en'] as const) {
  const t = texts[locale]

  test(`contact page (${locale}): hero, channels, hours and address; the language switch`, async ({ page }) => {
    const response = await page.goto(t.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page).toHaveTitle(/ \| Lokalsicht$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading)
    const main = page.locator('main')
    await expect(main.locator('#contact-form form')).toBeVisible()

    const chat = main.locator('a[href^="https://wa.me/"]')
    await expect(chat).toHaveAttribute('href', 'https://wa.me/493056839120')
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('rel', /\bnoopener\b/)
    await expect(main.locator('a[href="tel:+493056839120"]')).toBeVisible()
    await expect(main.locator('a[href="mailto:hallo@lokalsicht.de"]')).toBeVisible()
    await expect(main.getByText(t.hours)).toBeVisible()
    await expect(main.locator('address')).toContainText('Torstraße 140')
    await expect(main.locator('address')).toContainText('10119 Berlin')

    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(t.other)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.otherHeading)
  })

  test(`contact form (${locale}): errors on an empty submit, then sent, cleared and stored`, async ({ page, request }) => {
    await page.clock.install()
    await page.goto(t.path)
    const form = page.locator('#contact-form form')
    await form.locator('button[type="submit"]').click()
    await expect(form.getByLabel(t.firstName)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel(t.message)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(t.required).first()).toBeVisible()
    await expect(form.getByLabel(t.firstName)).toBeFocused()

    const email = uniqueEmail(`contact-page-${locale}`)
    await form.getByLabel(t.firstName).fill('Erika')
    await form.getByLabel(t.lastName).fill('Mustermann')
    await form.getByLabel(t.email).fill(email)
    await form.getByLabel(t.message).fill('Wir möchten in Berlin-Mitte besser gefunden werden.')
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
    await submit(page, form)
    expect((await answered).status()).toBe(201)
    await expect(form.getByRole('status')).toHaveText(t.success)
    await expect(form.getByLabel(t.firstName)).toHaveValue('')
    await expect(form.getByLabel(t.message)).toHaveValue('')
    expect(await storedLeadKinds(request, email)).toEqual(['contact'])
  })

  test(`map (${locale}): a local placeholder, OpenStreetMap only after the click`, async ({ page, baseURL }) => {
    const foreign = await watchThirdParties(page, new URL(baseURL!).host)
    await page.goto(t.path)
    const placeholder = page.getByTestId('map-placeholder')
    await expect(placeholder).toContainText('Torstraße 140, 10119 Berlin')
    await expect(placeholder).toContainText(t.mapNote)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('iframe')).toHaveCount(0)
    expect(foreign).toEqual([])

    const loaded = page.waitForRequest(EMBED)
    await placeholder.getByRole('button', { name: t.loadMap }).click()
    const frame = page.locator('iframe[src*="openstreetmap.org"]')
    await expect(frame).toHaveAttribute('src', EMBED)
    await expect(frame).toHaveAttribute('title', /Torstraße 140/)
    await loaded
    await expect(frame).toBeFocused()
    await expect(placeholder).toHaveCount(0)
  })
}

test('map: shown at once to a visitor who allowed external media', async ({ page, context, baseURL }) => {
  await context.addCookies([
    {
      name: CONSENT_COOKIE,
      value: serializeConsent({ version: CONSENT_BANNER_VERSION, visitorId: crypto.randomUUID(), choices: { externalMedia: true } }),
      url: baseURL!,
    },
  ])
  await watchThirdParties(page, new URL(baseURL!).host)
  await page.goto('/kontakt')
  await expect(page.locator('iframe[src*="openstreetmap.org"]')).toHaveAttribute('src', EMBED)
  await expect(page.getByTestId('map-placeholder')).toHaveCount(0)
})
