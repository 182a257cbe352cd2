import { eq } from 'drizzle-orm'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { getDb } from '../../web/lib/db/client'
import { customers, invoices, users } from '../../web/lib/db/schema'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { addDays, todayInBerlin } from '../../web/lib/dates'
import { invoiceForViewer } from '../../web/lib/invoices/documents'
import { epcPayload } from '../../web/lib/invoices/girocode'
import { renderInvoicePdf } from '../../web/lib/invoices/pdf'
import { giroCodePng, transferFor } from '../../web/lib/invoices/qr'
import { getCustomerInvoice, getDashboardFigures, listInvoices, listProjects } from '../../web/lib/portal/queries'
import { currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { pdfText } from '../helpers/pdf-text'
import { testDatabases } from '../helpers/test-databases'

async function customerOf(email: string) {
  const db = await getDb()
  const [row] = await db.select({ customer: customers }).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(eq(users.email, email))
  return row!.customer
}

/** Decodes the QR code in a PNG data URL with jsQR (an independent reader). */
async function decodeQr(dataUrl: string): Promise<string | null> {
  const png = Buffer.from(dataUrl.split(',')[1]!, 'base64')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null
}

describe.each(testDatabases())('customer portal data on $name', (database) => {
  const today = todayInBerlin()
  beforeAll(async () => {
    await database.open()
    await seedDemoPortal(await getDb())
  })
  afterAll(() => database.close())

  it("computes the demo customer's figures from the database: 3 active, 12 completed, 2 pending, 15,750 € spent", async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email)
    expect(await getDashboardFigures(demo.id)).toEqual({ activeProjects: 3, completedProjects: 12, pendingInvoices: 2, totalSpentCents: 1_575_000 })
    const sample = (await listInvoices(demo.id, { today })).map((invoice) => invoice.grossCents)
    expect(sample).toEqual(expect.arrayContaining([297_500, 214_200, 380_800, 261_800]))
  })

  it('follows the data: a paid invoice changes the figures', async () => {
    const someone = await registerAt('192.0.2.10')
    const customer = await customerOf(someone.email)
    expect(await getDashboardFigures(customer.id)).toEqual({ activeProjects: 0, completedProjects: 0, pendingInvoices: 0, totalSpentCents: 0 })
    const db = await getDb()
    const base = {
      customerId: customer.id,
      description: 'Test',
      netCents: 10_000,
      vatCents: 1_900,
      grossCents: 11_900,
      issueDate: today,
      dueDate: addDays(today, 14),
      issuedAt: new Date(),
      buyerCompany: customer.company,
      seller: (await db.select({ seller: invoices.seller }).from(invoices).limit(1))[0]!.seller,
    }
    await db.insert(invoices).values([
      { ...base, status: 'issued', number: `INV-1999-${String(Math.floor(Math.random() * 900) + 100)}` },
      { ...base, status: 'paid', paidOn: today, number: `INV-1998-${String(Math.floor(Math.random() * 900) + 100)}` },
    ])
    expect(await getDashboardFigures(customer.id)).toEqual({ activeProjects: 0, completedProjects: 0, pendingInvoices: 1, totalSpentCents: 11_900 })
  })

  it('searches number and description case-insensitively and filters by status', async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email)
    const numbers = async (search: string, filter: 'all' | 'paid' | 'pending' | 'overdue' = 'all') =>
      (await listInvoices(demo.id, { search, filter, today })).map((invoice) => invoice.number)
    // Six written by the office, three by the Local SEO contract's monthly run.
    expect(await numbers('')).toHaveLength(9)
    expect(await numbers('FACHARTIKEL')).toEqual([expect.stringMatching(/^INV-\d{4}-\d{3}$/)])
    expect(await numbers('local seo')).toHaveLength(3)
    expect(await numbers('inv-')).toHaveLength(9)
    expect(await numbers('%')).toEqual([]) // a typed % matches itself, not everything
    expect(await numbers('', 'paid')).toHaveLength(7)
    const pending = await listInvoices(demo.id, { filter: 'pending', today })
    const overdue = await listInvoices(demo.id, { filter: 'overdue', today })
    expect(pending.map((invoice) => invoice.grossCents)).toEqual([214_200])
    expect(overdue.map((invoice) => invoice.grossCents)).toEqual([261_800])
    expect(overdue[0]!.dueDate! < today).toBe(true)
  })

  it('never shows a draft, and shows nobody else another customer’s invoices or projects', async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email)
    const db = await getDb()
    const [draft] = await db
      .insert(invoices)
      .values({ customerId: demo.id, description: 'Entwurf Dezember', netCents: 100, vatCents: 19, grossCents: 119 })
      .returning()
    expect((await listInvoices(demo.id, { search: 'Entwurf', today })).length).toBe(0)
    expect(await getCustomerInvoice(demo.id, draft!.id)).toBeNull()

    const other = await registerAt('192.0.2.20')
    const otherCustomer = await customerOf(other.email)
    const demoInvoice = (await listInvoices(demo.id, { today }))[0]!
    expect(await getCustomerInvoice(otherCustomer.id, demoInvoice.id)).toBeNull()
    expect(await listInvoices(otherCustomer.id, { today })).toEqual([])
    expect(await listProjects(otherCustomer.id)).toEqual([])

    const otherUser = await currentUser(await sessionCookie(other.email, other.password, '192.0.2.21'), '192.0.2.21')
    expect(await invoiceForViewer(otherUser, demoInvoice.id)).toBeNull()
    expect(await invoiceForViewer(otherUser, 'not-a-uuid')).toBeNull()
    const admin = await currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
    expect((await invoiceForViewer(admin, demoInvoice.id))?.number).toBe(demoInvoice.number)
    expect(await invoiceForViewer(admin, draft!.id)).toBeNull()
  })

  it('renders a real invoice PDF with every § 14 UStG detail, read back by pdf.js', async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email)
    const summary = (await listInvoices(demo.id, { filter: 'pending', today }))[0]!
    const invoice = (await invoiceForViewer(await currentUser(await sessionCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '127.0.0.1'), '127.0.0.1'), summary.id))!
    const started = performance.now()
    const bytes = await renderInvoicePdf(invoice)
    const milliseconds = performance.now() - started
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const { text, pages, info } = await pdfText(bytes)
    expect(pages).toBe(1)
    expect(info.Title).toBe(`Rechnung ${invoice.number}`)
    for (const expected of [
      'Lokalsicht GmbH',
      'Torstraße 140',
      '10119 Berlin',
      'USt-IdNr.: DE318765432',
      'Steuernummer: 37/123/45678',
      'Bäckerei Sonnenschein GmbH',
      'Julia Becker',
      'Kastanienallee 12',
      '10435 Berlin',
      `Rechnung ${invoice.number}`,
      'Rechnungsdatum',
      'Leistungszeitraum',
      'Optimierung Google-Unternehmensprofil je Filiale',
      '4 Stk.',
      '450,00 €',
      'Nettobetrag 1.800,00 €',
      'Umsatzsteuer 19 % 342,00 €',
      'Rechnungsbetrag 2.142,00 €',
      'Zahlbar ohne Abzug innerhalb von 14 Tagen',
      'IBAN: DE09 1001 0010 1234 5678 90',
      `Verwendungszweck: ${invoice.number}`,
      'Amtsgericht Berlin-Charlottenburg, HRB 187452 B',
    ]) {
      expect(text).toContain(expected)
    }
    const raw = bytes.toString('latin1')
    expect(raw).toMatch(/\/FontFile2/) // TrueType fonts embedded
    expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/) // no unembedded standard font
    expect(raw).toMatch(/\/Subtype\s*\/Image/) // the GiroCode
    expect(milliseconds).toBeGreaterThan(0)

    const english = await pdfText(await renderInvoicePdf({ ...invoice, locale: 'en' }))
    for (const expected of [`Invoice ${invoice.number}`, 'Invoice date', 'Service period', 'Subtotal €1,800.00', 'VAT 19% €342.00', 'Total €2,142.00', '4 pcs']) {
      expect(english.text).toContain(expected)
    }
  })

  it('puts the transfer in a GiroCode that a QR reader decodes to the EPC payload', async () => {
    const demo = await customerOf(DEMO_CUSTOMER.email)
    const summary = (await listInvoices(demo.id, { filter: 'overdue', today }))[0]!
    const invoice = (await getCustomerInvoice(demo.id, summary.id))!
    const transfer = transferFor(invoice)!
    expect(transfer).toEqual({ name: 'Lokalsicht GmbH', iban: 'DE09100100101234567890', bic: 'PBNKDEFFXXX', amountCents: 261_800, reference: invoice.number })
    const decoded = await decodeQr(await giroCodePng(transfer))
    expect(decoded).toBe(epcPayload(transfer))
    expect(decoded!.split('\n').slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT'])
    expect(decoded).toContain('EUR2618.00')
  })
})
