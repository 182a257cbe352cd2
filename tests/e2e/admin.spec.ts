import { axeViolations } from './support/axe'
import { expect, type Page, test } from '@playwright/test'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { type Language, paths, signInWithForm } from './support/accounts'
import { linkIn, waitForMail } from './support/mail'
import { ownClientAddress } from './support/client-address'


const admin = {
  de: {
    customers: '/admin/kunden',
    newCustomer: '/admin/kunden/neu',
    invoices: '/admin/rechnungen',
    contracts: '/admin/vertraege',
    quotes: '/admin/angebote',
    directDebits: '/admin/lastschriften',
    projects: '/admin/projekte',
    leads: '/admin/anfragen',
    reviews: '/admin/bewertungen',
    outbox: '/admin/postausgang',
    users: '/admin/benutzer',
    dashboard: '/admin/dashboard',
    reviewsPage: '/bewertungen',
  },
  en: {
    customers: '/en/admin/customers',
    newCustomer: '/en/admin/customers/new',
    invoices: '/en/admin/invoices',
    contracts: '/en/admin/contracts',
    quotes: '/en/admin/quotes',
    directDebits: '/en/admin/direct-debits',
    projects: '/en/admin/projects',
    leads: '/en/admin/leads',
    reviews: '/en/admin/reviews',
    outbox: '/en/admin/outbox',
    users: '/en/admin/users',
    dashboard: '/en/admin/dashboard',
    reviewsPage: '/en/reviews',
  },
} as const

const text = {
  de: {
    company: 'Firma',
    contact: 'Ansprechpartner',
    email: 'E-Mail-Adresse',
    createCustomer: 'Kunde anlegen',
    newInvoice: 'Neue Rechnung',
    description: /Worum geht es/,
    line: (field: string, row: number) => `${field} ${row}`,
    lineDescription: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis (€, netto)',
    addLine: 'Position hinzufügen',
    saveDraft: 'Entwurf speichern',
    issue: 'Rechnung ausstellen',
    issuedMailed: /ist ausgestellt; PDF und XRechnung sind gespeichert/,
    gross: '1.487,50 €',
    net: '1.250,00 €',
    invitationSubject: /Zugang zum Lokalsicht-Kundenportal/,
    savePassword: 'Passwort speichern',
    markPaid: 'Als bezahlt markieren',
    markedPaid: 'Die Rechnung ist als bezahlt vermerkt.',
    spent: '1.487,50 €',
    pdf: /als PDF herunterladen$/,
    approve: (name: string) => `Bewertung von ${name} freigeben`,
    won: 'Gewonnen',
    save: 'Speichern',
    paymentReminder: 'Zahlungserinnerung',
    bySchedule: 'automatisch nach Zeitplan',
    sendDunning: 'Mahnung senden',
    dunningQueued: 'Die Mahnung ist unterwegs.',
    followUp: 'Wiedervorlage',
  },
  en: {
    company: 'Company',
    contact: 'Contact person',
    email: 'E-mail address',
    createCustomer: 'Create customer',
    newInvoice: 'New invoice',
    description: /What is it for/,
    line: (field: string, row: number) => `${field} ${row}`,
    lineDescription: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price (€, net)',
    addLine: 'Add line',
    saveDraft: 'Save draft',
    issue: 'Issue invoice',
    issuedMailed: /has been issued; PDF and XRechnung are stored/,
    gross: '€1,487.50',
    net: '€1,250.00',
    invitationSubject: /access to the Lokalsicht customer portal/,
    savePassword: 'Save password',
    markPaid: 'Mark as paid',
    markedPaid: 'The invoice has been recorded as paid.',
    spent: '€1,487.50',
    pdf: /^Download invoice .* as PDF$/,
    approve: (name: string) => `Approve the review by ${name}`,
    won: 'Won',
    save: 'Save',
    paymentReminder: 'Payment reminder',
    bySchedule: 'automatically, by the schedule',
    sendDunning: 'Send overdue notice',
    dunningQueued: 'The overdue notice is on its way.',
    followUp: 'Follow-up',
  },
} as const


for (const language of ['de', 'en'] as const satisfies Language[]) {
  const t = text[language]
  const a = admin[language]
  const p = paths[language]

  test(`admin: customer → invoice with two lines → issued → customer sees, downloads and it gets paid (${language})`, async ({ browser }) => {
    test.setTimeout(120_000)
    const office = await (await browser.newContext()).newPage()
    await signInWithForm(office, language, DEMO_ADMIN.email, DEMO_ADMIN.password)

    // A new customer with access to the portal.
    const email = `admin-e2e-${language}-${Date.now()}@example.de`
    await office.goto(a.newCustomer)
    await office.getByLabel(t.company, { exact: false }).first().fill(language === 'de' ? 'Gärtnerei Grün KG' : 'Green Gardens Ltd')
    await office.getByLabel(t.contact).fill(language === 'de' ? 'Greta Grün' : 'Gary Green')
    await office.getByLabel(t.email).fill(email)
    await office.locator('input[name="street"]').fill(language === 'de' ? 'Blumenweg 4' : '4 Garden Row')
    await office.locator('input[name="postalCode"]').fill('10437')
    await office.locator('input[name="city"]').fill('Berlin')
    await office.locator('select[name="language"]').selectOption(language)
    await office.getByRole('button', { name: t.createCustomer }).click()
    await expect(office).toHaveURL(/\?created=1$/)

    // A draft with two lines, then issued.
    await office.getByRole('link', { name: t.newInvoice }).click()
    await office.getByLabel(t.description).fill(language === 'de' ? 'Website-Check und Beratung' : 'Website check and advice')
    await office.getByLabel(t.line(t.lineDescription, 1), { exact: true }).fill(language === 'de' ? 'Technischer Website-Check' : 'Technical website check')
    await office.getByLabel(t.line(t.quantity, 1), { exact: true }).fill('1')
    await office.getByLabel(t.line(t.unitPrice, 1), { exact: true }).fill(language === 'de' ? '800,00' : '800.00')
    await office.getByLabel(t.line(t.lineDescription, 2), { exact: true }).fill(language === 'de' ? 'Beratung' : 'Advice')
    await office.getByLabel(t.line(t.quantity, 2), { exact: true }).fill(language === 'de' ? '4,5' : '4.5')
    await office.getByLabel(t.line(t.unitPrice, 2), { exact: true }).fill('100')
    await expect(office.getByTestId('preview-gross')).toHaveText(t.gross)
    expect(await axeViolations(office)).toEqual([])
    await office.getByRole('button', { name: t.saveDraft }).click()
    await expect(office).toHaveURL(/\?saved=1$/)
    await office.getByRole('button', { name: t.issue }).click()
    await expect(office.getByRole('status').first()).toHaveText(t.issuedMailed)
    await expect(office.getByTestId('invoice-net')).toHaveText(t.net)
    await expect(office.getByTestId('invoice-gross')).toHaveText(t.gross)
    const number = (await office.getByRole('heading', { level: 1 }).textContent())!.match(/INV-\d{4}-\d{3}/)![0]
    const invoiceUrl = office.url()

    // The customer sets a password from the invitation and sees the invoice with the same totals.
    const invitation = await waitForMail(email, t.invitationSubject)
    const link = linkIn(invitation)
    const customer = await (await browser.newContext()).newPage()
    await customer.goto(`${link.pathname}${link.search}`)
    const password = 'Gartenschlauch-im-Fruehling-9'
    await customer.locator('input[name="password"]').fill(password)
    await customer.locator('input[name="confirmPassword"]').fill(password)
    await customer.getByRole('button', { name: t.savePassword }).click()
    await expect(customer).toHaveURL(/\?reset=1$/)
    await signInWithForm(customer, language, email, password)
    await customer.goto(p.invoices)
    const card = customer.locator(`[data-invoice="${number}"]`)
    await expect(card.getByTestId('invoice-total')).toHaveText(t.gross)
    const pdf = await customer.request.get((await card.getByRole('link', { name: t.pdf }).getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const pdfBytes = await pdf.body()
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfBytes.toString('latin1')).toContain('factur-x.xml')
    const invoiceId = invoiceUrl.match(/[0-9a-f-]{36}/)![0]
    const xml = await customer.request.get(`/api/invoices/${invoiceId}/xrechnung`)
    expect(xml.headers()['content-type']).toContain('application/xml')
    expect(await xml.text()).toContain(`<ram:ID>${number}</ram:ID>`)
    await customer.goto(p.dashboard)
    await expect(customer.locator('[data-figure="pendingInvoices"] dd')).toHaveText('1')

    // Paid: the customer's figures change.
    await office.goto(invoiceUrl)
    await office.getByRole('button', { name: t.markPaid }).click()
    await expect(office.getByRole('status').first()).toHaveText(t.markedPaid)
    await customer.reload()
    await expect(customer.locator('[data-figure="pendingInvoices"] dd')).toHaveText('0')
    await expect(customer.locator('[data-figure="totalSpent"] dd')).toHaveText(t.spent)
  })

  test(`admin: a submitted review is approved and shown; a lead is won (${language})`, async ({ page, request }) => {
    // Each from an address of its own: the forms' rate limit counts per client.
    const name = `E2E ${language} ${Date.now()}`
    const review = await request.post('/api/reviews', {
      headers: { 'content-type': 'application/json', 'accept-language': language, 'x-forwarded-for': ownClientAddress() },
      data: { name, comment: 'Sehr zufrieden mit der Betreuung.', rating: 5, locale: language, page: a.reviewsPage, privacyNoticeVersion: '2026-11-22', elapsedMs: 9000 },
    })
    expect(review.status()).toBe(201)
    const leadEmail = `lead-${language}-${Date.now()}@example.de`
    const lead = await request.post('/api/contact', {
      headers: { 'content-type': 'application/json', 'accept-language': language, 'x-forwarded-for': ownClientAddress() },
      data: { firstName: 'Lena', lastName: 'Lead', email: leadEmail, phone: '', message: 'Bitte rufen Sie mich an.', locale: language, page: '/kontakt', privacyNoticeVersion: '2026-11-22', elapsedMs: 9000 },
    })
    expect(lead.status()).toBe(201)

    await signInWithForm(page, language, DEMO_ADMIN.email, DEMO_ADMIN.password)
    await page.goto(a.reviews)
    await page.getByRole('button', { name: t.approve(name) }).click()
    // Decided: it leaves the list of reviews to check.
    await expect(page.locator(`[data-review="${name}"]`)).toHaveCount(0)
    await page.goto(a.reviewsPage)
    await expect(page.getByText(name)).toBeVisible()

    await page.goto(a.leads)
    await page.locator(`[data-lead="${leadEmail}"] a`).click()
    await expect(page).toHaveURL(/\/(anfragen|leads)\/[0-9a-f-]{36}$/)
    await page.locator('select[name="status"]').selectOption('won')
    await page.getByRole('button', { name: t.save, exact: true }).first().click()
    await expect(page.locator('[data-form-message]')).toHaveText(language === 'de' ? 'Gespeichert.' : 'Saved.')
    await page.goto(`${a.leads}?status=won`)
    await expect(page.locator(`[data-lead="${leadEmail}"]`)).toContainText(t.won)
  })

  test(`admin: an overdue invoice shows its reminders; one more by hand is an overdue notice, mailed to the customer (${language})`, async ({ page }) => {
    await signInWithForm(page, language, DEMO_ADMIN.email, DEMO_ADMIN.password)
    // The follow-up filter is offered; the demo's overdue invoice had its reminder and notice by the schedule.
    await page.goto(a.invoices)
    await expect(page.locator('#invoice-status')).toContainText(t.followUp)
    await page.goto(`${a.invoices}?status=overdue`)
    const row = page.locator('[data-invoice]').first()
    const number = (await row.getAttribute('data-invoice'))!
    await row.locator('a').first().click()
    const reminders = page.locator('[data-reminder-level]')
    await expect(reminders.first()).toContainText(t.paymentReminder)
    await expect(reminders.first()).toContainText(t.bySchedule)
    const before = await reminders.count()
    expect(before).toBeGreaterThanOrEqual(2)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: t.sendDunning }).click()
    await expect(page.getByText(t.dunningQueued)).toBeVisible()
    await expect.poll(() => reminders.count()).toBeGreaterThan(before)
    await expect(reminders.filter({ hasText: DEMO_ADMIN.name }).first()).toBeVisible()
    // The demo invoice is German, so is its notice.
    await waitForMail(DEMO_CUSTOMER.email, new RegExp(`^Mahnung: Rechnung ${number}$`))
  })

  // In three parts of four or five pages: axe with its experimental rules takes seconds a page on a loaded
  // 2-core machine, and thirteen pages in one test came close to its time.
  const pageGroups: Record<string, (page: Page) => Promise<string[]>> = {
    'overviews and new records': async () => [a.dashboard, a.customers, a.newCustomer, a.invoices, `${a.invoices}/${language === 'de' ? 'neu' : 'new'}`],
    'a customer, an invoice and a project': async (page) => {
      const firstHref = async (list: string, selector: string) => {
        await page.goto(list)
        return (await page.locator(selector).first().getAttribute('href'))!
      }
      return [await firstHref(a.customers, '[data-customer] a'), await firstHref(a.invoices, '[data-invoice] a'), await firstHref(`${a.projects}?status=all`, '[data-project] a')]
    },
    'projects, leads, reviews, outbox and users': async () => [a.projects, a.leads, a.reviews, a.outbox, a.users],
    'quotes: the list, a quote and a new one': async (page) => {
      await page.goto(a.quotes)
      const quote = (await page.locator('[data-quote] a').first().getAttribute('href'))!
      return [a.quotes, quote, `${a.quotes}/${language === 'de' ? 'neu' : 'new'}`]
    },
    'contracts: the list, a contract, a new one, and direct debits': async (page) => {
      await page.goto(a.contracts)
      const contract = (await page.locator('[data-contract] a').first().getAttribute('href'))!
      return [a.contracts, contract, `${a.contracts}/${language === 'de' ? 'neu' : 'new'}`, a.directDebits]
    },
  }
  for (const [group, pathsOf] of Object.entries(pageGroups)) {
    test(`axe finds nothing on the admin pages (${language}): ${group}`, async ({ page }) => {
      test.setTimeout(120_000)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await signInWithForm(page, language, DEMO_ADMIN.email, DEMO_ADMIN.password)
      for (const path of await pathsOf(page)) {
        await page.goto(path)
        await expect(page.locator('h1')).toBeVisible()
        expect(await axeViolations(page), path).toEqual([])
      }
    })
  }
}

test('a customer gets 403 on every admin page, a signed-out visitor the login', async ({ page }) => {
  for (const path of Object.values(admin.de).filter((path) => path.startsWith('/admin'))) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    expect(response.headers().location).toBe(`/login?next=${encodeURIComponent(path)}`)
  }
  const csv = await page.request.get('/api/admin/invoices.csv')
  expect(csv.status()).toBe(401)
  await signInWithForm(page, 'de', 'kunde@demo.lokalsicht.de', 'Sauerteig-Demo-2026')
  for (const path of Object.values(admin.en).filter((path) => path.startsWith('/en/admin'))) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(403)
  }
  expect((await page.request.get('/api/admin/invoices.csv')).status()).toBe(403)
})
