import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { earliestEndDate } from '../../web/lib/contracts/terms'
import { formatDay, todayInBerlin } from '../../web/lib/dates'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { type Language, paths, signInWithForm } from './support/accounts'
import { axeViolations } from './support/axe'
import { waitForMail } from './support/mail'
import { acceptInvitation, createInvitedCustomer } from './support/office'

/**
 * A retainer from start to notice, in both languages: the office makes a contract from the studio's price
 * list for a new customer, the monthly run (`npm run contracts:bill`, as every instance runs it hourly)
 * issues its first invoice, the customer finds contract and invoice (with its PDF) in the portal and gives
 * notice in two steps, and gets the confirmation by e-mail. The contract starts today, so that the run
 * issues the first month's invoice today (the months after it are the Vitest suite's, on a clock it sets).
 */
const text = {
  de: {
    contracts: '/admin/vertraege',
    newContract: '/admin/vertraege/neu',
    directDebits: '/admin/lastschriften',
    exportRun: 'Sammellauf erstellen',
    exportAnswer: /^(Der Sammellauf ist erstellt|Es gibt nichts einzuziehen|Gerade wurde ein anderer Sammellauf erstellt)/,
    iban: 'IBAN',
    mandateConfirm: 'Ich erteile der Agentur dieses SEPA-Lastschriftmandat.',
    grant: 'Mandat erteilen',
    ibanError: 'Bitte prüfen Sie die IBAN: Die Prüfziffer stimmt nicht.',
    granted: /^Ihr Mandat LS-\d{8}-[0-9A-F]{8} ist erteilt/,
    service: 'Leistung aus der Preisliste',
    start: 'Beginn',
    createContract: 'Vertrag anlegen',
    created: 'Der Vertrag ist angelegt.',
    running: 'Läuft',
    ending: 'Gekündigt',
    pdf: /als PDF herunterladen$/,
    giveNotice: 'Vertrag kündigen',
    confirmHeading: '„Local SEO“ kündigen',
    giveNoticeNow: 'Jetzt kündigen',
    noticed: (end: string) => `Ihre Kündigung für „Local SEO“ ist eingegangen. Der Vertrag endet am ${end}.`,
    noticeSubject: /^Eingangsbestätigung Ihrer Kündigung: Local SEO$/,
    endsIn: (end: string) => `Der Vertrag endet am ${end}.`,
  },
  en: {
    contracts: '/en/admin/contracts',
    newContract: '/en/admin/contracts/new',
    directDebits: '/en/admin/direct-debits',
    exportRun: 'Create collection run',
    exportAnswer: /^(The collection run has been created|There is nothing to collect|Another collection run was just created)/,
    iban: 'IBAN',
    mandateConfirm: 'I grant the agency this SEPA direct debit mandate.',
    grant: 'Grant mandate',
    ibanError: 'Please check the IBAN: its check digits do not match.',
    granted: /^Your mandate LS-\d{8}-[0-9A-F]{8} has been granted/,
    service: 'Service from the price list',
    start: 'Start',
    createContract: 'Create contract',
    created: 'The contract has been created.',
    running: 'Running',
    ending: 'Notice given',
    pdf: /^Download invoice .* as PDF$/,
    giveNotice: 'Give notice',
    confirmHeading: 'Give notice on “Local SEO”',
    giveNoticeNow: 'Give notice now',
    noticed: (end: string) => `We have received your notice for “Local SEO”. The contract ends on ${end}.`,
    noticeSubject: /^Confirmation of your notice: Local SEO$/,
    endsIn: (end: string) => `The contract ends on ${end}.`,
  },
} as const


for (const language of ['de', 'en'] as const satisfies Language[]) {
  const t = text[language]

  test(`contract: from the price list → SEPA mandate in the portal → first invoice by the monthly run, collected in a pain.008 run → in the portal with its PDF → notice with confirmation (${language})`, async ({ browser }) => {
    test.setTimeout(180_000)
    const today = todayInBerlin()
    const office = await (await browser.newContext()).newPage()
    await office.emulateMedia({ reducedMotion: 'reduce' })
    await signInWithForm(office, language, DEMO_ADMIN.email, DEMO_ADMIN.password)

    // A new customer with an address (an invoice names it) and access to the portal.
    const { email, customerId } = await createInvitedCustomer(office, language, {
      company: language === 'de' ? 'Zahnarztpraxis Weiß' : 'Bright Smile Dental Ltd',
      contact: language === 'de' ? 'Dr. Wanda Weiß' : 'Dr Walter White',
      street: language === 'de' ? 'Mühlenstraße 8' : '8 Mill Street',
    })

    // The contract: Local SEO from the price list (599 € a month, 6 months), starting today.
    await office.goto(`${t.newContract}?customer=${customerId}`)
    await office.getByLabel(t.service).selectOption('service-local-seo')
    await office.getByLabel(t.start).fill(today)
    expect(await axeViolations(office)).toEqual([])
    await office.getByRole('button', { name: t.createContract }).click()
    await expect(office).toHaveURL(/\?created=1$/)
    await expect(office.getByRole('status').first()).toContainText(t.created)
    const contractUrl = office.url()

    // The customer sets a password from the invitation and grants a SEPA mandate (a wrong IBAN is refused).
    const customer = await acceptInvitation(browser, language, email, 'Zahnseide-am-Abend-2027')
    await customer.goto(paths[language].contracts)
    const mandate = customer.getByTestId('mandate')
    await mandate.getByLabel(t.iban).fill('DE89 3704 0044 0532 0130 01')
    await mandate.getByLabel(t.mandateConfirm).check()
    await mandate.getByRole('button', { name: t.grant }).click()
    await expect(mandate.getByText(t.ibanError)).toBeVisible()
    await mandate.getByLabel(t.iban).fill('DE89 3704 0044 0532 0130 00')
    await mandate.getByLabel(t.mandateConfirm).check()
    await mandate.getByRole('button', { name: t.grant }).click()
    await expect(mandate.getByRole('status')).toContainText(t.granted)
    await customer.reload()
    await expect(mandate.getByText(/^(Mandat|Mandate) LS-\d{8}-[0-9A-F]{8}/)).toBeVisible()

    // The monthly run, as the command line starts it: the first (pro rata) month is due today.
    const run = await promisify(execFile)('npx', ['tsx', 'scripts/contracts/bill.ts'], { env: process.env })
    // Another test's run at the same moment may have issued it (each month is billed once): the invoice counts, not who wrote it.
    expect(run.stdout).toMatch(/^contracts:bill \d{4}-\d{2}-\d{2} on .+: \d+ invoice\(s\) issued/m)
    await office.goto(contractUrl)
    const billed = office.locator('[data-month] a')
    await expect(billed).toHaveCount(1)
    const number = (await billed.textContent())!.trim()
    expect(await axeViolations(office)).toEqual([])
    await office.goto(t.contracts)
    await expect(office.locator(`tr:has(a[href="${new URL(contractUrl).pathname}"])`).getByText(t.running)).toBeVisible()

    // The office's next collection run takes the invoice (or another test's run at the same moment did):
    // a pain.008 file of some run collects it.
    await office.goto(t.directDebits)
    const exportRun = office.getByRole('button', { name: t.exportRun })
    if ((await exportRun.count()) > 0) {
      await exportRun.click()
      // Made, or refused because the other language's test made one at the same moment (an alert then).
      await expect(office.getByText(t.exportAnswer)).toBeVisible()
    }
    await office.goto(t.directDebits)
    const files = await Promise.all((await office.locator('[data-run] a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))).map(async (href) => (await office.request.get(href)).text()))
    expect(files.filter((xml) => xml.includes('pain.008.001.08') && xml.includes(`<EndToEndId>${number}</EndToEndId>`))).toHaveLength(1)
    expect(await axeViolations(office)).toEqual([])

    // The customer finds the invoice, collected by direct debit, with its PDF.
    await customer.goto(paths[language].invoices)
    const card = customer.locator(`[data-invoice="${number}"]`)
    await expect(card).toContainText('Local SEO')
    const pdf = await customer.request.get((await card.getByRole('link', { name: t.pdf }).getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')

    await customer.goto(paths[language].contracts)
    const contract = customer.locator('[data-contract="Local SEO"]')
    await expect(contract.getByText(t.running)).toBeVisible()
    // Notice in two steps: the confirmation names the day it would end, then one button gives it.
    await contract.getByRole('link', { name: t.giveNotice }).click()
    await expect(customer.getByRole('heading', { name: t.confirmHeading })).toBeVisible()
    const end = formatDay(earliestEndDate({ startDate: today, minimumTermMonths: 6, noticePeriodMonths: 1 }, today), language)
    expect(await axeViolations(customer)).toEqual([])
    await customer.getByRole('button', { name: t.giveNoticeNow }).click()
    await expect(customer.getByRole('status')).toContainText(t.noticed(end))
    await expect(contract.getByText(t.ending)).toBeVisible()
    await expect(contract.getByRole('link', { name: t.giveNotice })).toHaveCount(0)
    const confirmation = await waitForMail(email, t.noticeSubject)
    expect(confirmation.text).toContain(t.endsIn(end))

    // The office sees the notice on the contract.
    await office.goto(contractUrl)
    await expect(office.getByText(t.ending).first()).toBeVisible()
  })
}
