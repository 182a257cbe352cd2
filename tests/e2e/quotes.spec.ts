import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { todayInBerlin } from '../../web/lib/dates'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { type Language, paths, signInWithForm } from './support/accounts'
import { axeViolations } from './support/axe'
import { waitForMail } from './support/mail'
import { acceptInvitation, createInvitedCustomer } from './support/office'

/**
 * What the agency sells, from the first paper to the first invoice, in both languages: the office writes
 * a quote from the studio's price list and sends it, the customer reads it (with its PDF) in the portal
 * and accepts it, a contract appears, the monthly run issues its invoice, and the office sees who
 * accepted which version. The services start today, so that the run issues the first month today.
 */
const text = {
  de: {
    newQuote: '/admin/angebote/neu',
    title: 'Titel des Angebots',
    start: 'Beginn der monatlichen Leistungen',
    service: 'Leistung (Position 1)',
    create: 'Entwurf anlegen',
    send: 'Angebot versenden',
    sent: 'Das Angebot ist versandt.',
    quoteSubject: /^Ihr Angebot AN-\d{4}-\d{3} von Lokalsicht: Sichtbar in Friedrichshain$/,
    pdf: /^Angebot AN-\d{4}-\d{3} als PDF herunterladen$/,
    confirm: /^Ich nehme das Angebot AN-\d{4}-\d{3} in dieser Fassung verbindlich an/,
    accept: 'Angebot annehmen',
    accepted: 'Vielen Dank! Sie haben das Angebot angenommen.',
    confirmMissing: 'Bitte bestätigen Sie, dass Sie das Angebot annehmen.',
    acceptedBadge: 'Angenommen',
    running: 'Läuft',
    acceptedBy: /^Angenommen von Fiona Funke am /,
  },
  en: {
    newQuote: '/en/admin/quotes/new',
    title: 'Title of the quote',
    start: 'Start of the monthly services',
    service: 'Service (line 1)',
    create: 'Create draft',
    send: 'Send quote',
    sent: 'The quote has been sent.',
    quoteSubject: /^Your quote AN-\d{4}-\d{3} from Lokalsicht: Seen in Shoreditch$/,
    pdf: /^Download quote AN-\d{4}-\d{3} as PDF$/,
    confirm: /^I accept quote AN-\d{4}-\d{3} in this version as binding/,
    accept: 'Accept quote',
    accepted: 'Thank you! You have accepted the quote.',
    confirmMissing: 'Please confirm that you accept the quote.',
    acceptedBadge: 'Accepted',
    running: 'Running',
    acceptedBy: /^Accepted by Finn Fox on /,
  },
} as const


for (const language of ['de', 'en'] as const satisfies Language[]) {
  const t = text[language]

  test(`quote: from the price list → sent with its PDF → accepted in the portal → a contract → its first invoice (${language})`, async ({ browser }) => {
    test.setTimeout(180_000)
    const today = todayInBerlin()
    const office = await (await browser.newContext()).newPage()
    await office.emulateMedia({ reducedMotion: 'reduce' })
    await signInWithForm(office, language, DEMO_ADMIN.email, DEMO_ADMIN.password)
    const { email, customerId } = await createInvitedCustomer(office, language, {
      company: language === 'de' ? 'Fahrradladen Funke' : 'Fox Bikes Ltd',
      contact: language === 'de' ? 'Fiona Funke' : 'Finn Fox',
      street: language === 'de' ? 'Boxhagener Straße 21' : '21 Rivington Street',
    })

    // The quote: Local SEO from the price list, monthly, starting today.
    await office.goto(`${t.newQuote}?customer=${customerId}`)
    await office.getByLabel(t.title).fill(language === 'de' ? 'Sichtbar in Friedrichshain' : 'Seen in Shoreditch')
    await office.getByLabel(t.start).fill(today)
    await office.getByLabel(t.service).selectOption('service-local-seo')
    expect(await axeViolations(office)).toEqual([])
    await office.getByRole('button', { name: t.create }).click()
    await expect(office).toHaveURL(/\?created=1$/)
    const quoteUrl = office.url()
    await office.getByRole('button', { name: t.send }).click()
    await expect(office.getByRole('status').filter({ hasText: t.sent })).toBeVisible()
    const number = (await office.getByRole('heading', { level: 1 }).textContent())!.match(/AN-\d{4}-\d{3}/)![0]
    await waitForMail(email, t.quoteSubject)

    // The customer reads it in the portal, with its PDF, and accepts it (not without the confirmation box).
    const customer = await acceptInvitation(browser, language, email, 'Speichen-und-Sattel-2027')
    await customer.goto(paths[language].quotes)
    const card = customer.locator(`[data-quote="${number}"]`)
    await expect(card).toContainText('Local SEO')
    const pdf = await customer.request.get((await card.getByRole('link', { name: t.pdf }).getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    expect(await axeViolations(customer)).toEqual([])
    await card.getByRole('button', { name: t.accept }).click()
    await expect(card.getByText(t.confirmMissing)).toBeVisible()
    await card.getByLabel(t.confirm).check()
    await card.getByRole('button', { name: t.accept }).click()
    await expect(customer.getByRole('status')).toContainText(t.accepted)
    await expect(customer.locator(`[data-quote="${number}"]`).getByText(t.acceptedBadge, { exact: true })).toBeVisible()

    // The contract appears, and the monthly run issues its first invoice.
    await customer.goto(paths[language].contracts)
    await expect(customer.locator('[data-contract="Local SEO"]').getByText(t.running)).toBeVisible()
    const run = await promisify(execFile)('npx', ['tsx', 'scripts/contracts/bill.ts'], { env: process.env })
    // Another test's run at the same moment may have issued it (each month is billed once): the invoice counts, not who wrote it.
    expect(run.stdout).toMatch(/^contracts:bill \d{4}-\d{2}-\d{2} on .+: \d+ invoice\(s\) issued/m)
    await customer.goto(paths[language].invoices)
    await expect(customer.locator('[data-invoice]').filter({ hasText: 'Local SEO' })).toHaveCount(1)

    // The office sees who accepted which version, and the contract it became.
    await office.goto(quoteUrl)
    await expect(office.getByTestId('quote-decision').getByText(t.acceptedBy)).toBeVisible()
    await expect(office.getByTestId('quote-decision')).toContainText(/[0-9a-f]{64}/)
    await expect(office.getByRole('link', { name: 'Local SEO' })).toBeVisible()
  })
}
