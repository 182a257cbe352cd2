import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../web/lib/db/client'
import { customers, invoiceDocuments, invoiceItems, invoices, type SellerSnapshot } from '../../web/lib/db/schema'
import { createDraft, deleteDraft, type DraftLine, issueCreditNote, issueInvoice, markPaid, updateDraft } from '../../web/lib/invoices/lifecycle'
import { testDatabases } from '../helpers/test-databases'

const seller: SellerSnapshot = {
  legalName: 'Lokalsicht GmbH',
  street: 'Torstraße 140',
  postalCode: '10119',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE318765432',
  taxNumber: '37/123/45678',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 187452 B',
  managingDirectors: ['Jonas Hartmann'],
  email: 'hallo@lokalsicht.de',
  phone: '+49 30 5683 9120',
  bank: { accountHolder: 'Lokalsicht GmbH', iban: 'DE09100100101234567890', bic: 'PBNKDEFFXXX', bankName: 'Postbank Berlin' },
}

async function newCustomer(company = 'Testkunde GmbH') {
  const db = await getDb()
  const [customer] = await db.insert(customers).values({ name: 'Tina Test', company, email: 'tina@example.de', street: 'Weg 1', postalCode: '10115', city: 'Berlin' }).returning()
  return customer!
}

const draftFor = (customerId: string, lines: DraftLine[] = [{ description: 'Beratung', quantity: '2.5', unit: 'HUR', unitPriceCents: 9_999 }]) => ({
  customerId,
  description: 'Beratung Oktober',
  locale: 'de' as const,
  servicePeriodStart: '2026-10-01',
  servicePeriodEnd: '2026-10-31',
  vatRate: 19 as const,
  paymentTermDays: 14,
  lines,
})

/** The database's own refusal (a trigger or check), not the application's. */
async function refused(statement: Promise<unknown>): Promise<string> {
  try {
    await statement
  } catch (error) {
    const causes: unknown[] = []
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) causes.push(current)
    return causes.map((cause) => String((cause as Error).message)).join(' | ')
  }
  throw new Error('The database accepted the statement.')
}

describe.each(testDatabases())('invoice lifecycle on $name', (database) => {
  beforeAll(() => database.open())
  afterAll(() => database.close())

  it('computes a draft from its lines and issues it with the next number, dates, buyer and seller', async () => {
    const customer = await newCustomer()
    const draft = await createDraft(await getDb(), draftFor(customer.id))
    // 2.5 × 99.99 = 249.975 → 249.98; VAT 47.4962 → 47.50; gross 297.48
    expect(draft).toMatchObject({ status: 'draft', number: null, netCents: 24_998, vatCents: 4_750, grossCents: 29_748 })
    const issued = await issueInvoice(await getDb(), draft.id, { issueDate: '2026-11-25', seller })
    expect(issued).toMatchObject({
      status: 'issued',
      number: expect.stringMatching(/^INV-2026-\d{3}$/),
      issueDate: '2026-11-25',
      dueDate: '2026-12-09',
      buyerCompany: 'Testkunde GmbH',
      buyerEmail: 'tina@example.de',
      seller: { vatId: 'DE318765432' },
    })
  })

  it('lets a draft change and go, but an issued invoice neither (the database refuses)', async () => {
    const db = await getDb()
    const customer = await newCustomer()
    const draft = await createDraft(db, draftFor(customer.id))
    const changed = await updateDraft(db, draft.id, draftFor(customer.id, [{ description: 'Audit', quantity: '1', unit: 'LS', unitPriceCents: 29_900 }]))
    expect(changed).toMatchObject({ netCents: 29_900, vatCents: 5_681, grossCents: 35_581 })
    const issued = await issueInvoice(db, draft.id, { issueDate: '2026-11-25', seller })
    expect(await updateDraft(db, draft.id, draftFor(customer.id))).toBeNull()
    expect(await deleteDraft(db, draft.id)).toBe(false)

    // Straight SQL, past the application: refused by the triggers.
    expect(await refused(db.execute(sql`update invoices set net_cents = 1, vat_cents = 0, gross_cents = 1 where id = ${issued.id}`))).toMatch(/cannot change/)
    expect(await refused(db.execute(sql`update invoices set description = 'anders' where id = ${issued.id}`))).toMatch(/cannot change/)
    expect(await refused(db.execute(sql`update invoices set buyer_company = 'Jemand' where id = ${issued.id}`))).toMatch(/cannot change/)
    expect(await refused(db.execute(sql`delete from invoices where id = ${issued.id}`))).toMatch(/cannot be deleted/)
    expect(await refused(db.execute(sql`update invoice_items set description = 'x' where invoice_id = ${issued.id}`))).toMatch(/lines of an issued invoice/)
    expect(await refused(db.execute(sql`insert into invoice_items (invoice_id, position, description, quantity, unit_price_cents, net_cents) values (${issued.id}, 9, 'mehr', 1, 100, 100)`))).toMatch(/lines of an issued invoice/)
    expect(await refused(db.execute(sql`update invoices set status = 'draft', number = null where id = ${issued.id}`))).toMatch(/cannot change|cannot become/)
    const [unchanged] = await db.select().from(invoices).where(eq(invoices.id, issued.id))
    expect(unchanged).toMatchObject({ description: issued.description, grossCents: issued.grossCents, status: 'issued' })

    // What may still happen: payment, once.
    await markPaid(db, issued.id, '2026-11-30')
    expect(await refused(db.execute(sql`update invoices set paid_on = '2026-12-01' where id = ${issued.id}`))).toMatch(/payment day/)
  })

  it('keeps stored documents and the audit log as written', async () => {
    const db = await getDb()
    const customer = await newCustomer()
    const draft = await createDraft(db, draftFor(customer.id))
    await issueInvoice(db, draft.id, { issueDate: '2026-11-25', seller })
    await db.insert(invoiceDocuments).values({ invoiceId: draft.id, kind: 'xrechnung', fileName: 'x.xml', contentType: 'application/xml', bytes: Buffer.from('<x/>'), byteLength: 4, sha256: 'a' })
    expect(await refused(db.execute(sql`update invoice_documents set bytes = '\\x00' where invoice_id = ${draft.id}`))).toMatch(/append-only/)
    expect(await refused(db.execute(sql`delete from invoice_documents where invoice_id = ${draft.id}`))).toMatch(/append-only/)
    await db.execute(sql`insert into admin_audit_log (action, entity_type, entity_id) values ('test', 'invoice', ${draft.id})`)
    expect(await refused(db.execute(sql`update admin_audit_log set action = 'other'`))).toMatch(/append-only/)
    expect(await refused(db.execute(sql`delete from admin_audit_log`))).toMatch(/append-only/)
  })

  it('cancels an invoice only by a credit note of its own number with the negated amounts', async () => {
    const db = await getDb()
    const customer = await newCustomer()
    const draft = await createDraft(db, draftFor(customer.id, [
      { description: 'Audit', quantity: '1', unit: 'LS', unitPriceCents: 29_900 },
      { description: 'Umsetzung', quantity: '3.5', unit: 'HUR', unitPriceCents: 9_500 },
    ]))
    const issued = await issueInvoice(db, draft.id, { issueDate: '2026-11-20', seller })
    const { creditNote, cancelled } = await issueCreditNote(db, issued.id, { issueDate: '2026-11-25', seller })
    expect(cancelled.status).toBe('cancelled')
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      number: expect.stringMatching(/^GS-2026-\d{3}$/),
      creditedInvoiceId: issued.id,
      netCents: -issued.netCents,
      vatCents: -issued.vatCents,
      grossCents: -issued.grossCents,
    })
    const lines = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, creditNote.id))
    expect(lines.map((line) => [line.quantity, line.netCents])).toEqual([
      ['-1.000', -29_900],
      ['-3.500', -33_250],
    ])
    await expect(issueCreditNote(db, issued.id, { issueDate: '2026-11-26', seller })).rejects.toThrow('notCancellable')
  })

  it("refuses to issue without the buyer's full address (§ 14 UStG), before taking a number", async () => {
    const db = await getDb()
    const [nowhere] = await db.insert(customers).values({ name: 'Ohne Anschrift', company: 'Nirgendwo GmbH' }).returning()
    const draft = await createDraft(db, draftFor(nowhere!.id))
    await expect(issueInvoice(db, draft.id, { issueDate: '2033-01-02', seller })).rejects.toThrow('buyerAddress')
    const complete = await createDraft(db, draftFor((await newCustomer()).id))
    expect((await issueInvoice(db, complete.id, { issueDate: '2033-01-02', seller })).number).toBe('INV-2033-001')
  })

  it('issues 50 invoices at the same moment with 50 consecutive numbers, none twice, no gap', async () => {
    const db = await getDb()
    const customer = await newCustomer('Parallel GmbH')
    const drafts = await Promise.all(Array.from({ length: 50 }, () => createDraft(db, draftFor(customer.id))))
    const year = 2031 // a year of its own, so that the sequence starts at 1
    const issued = await Promise.all(drafts.map((draft) => issueInvoice(db, draft.id, { issueDate: `${year}-01-15`, seller })))
    const numbers = issued.map((invoice) => invoice.number!).sort()
    expect(new Set(numbers).size).toBe(50)
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `INV-${year}-${String(index + 1).padStart(3, '0')}`))
  })

  it('gives a number back when issuing fails after taking it: the next issue gets it', async () => {
    const db = await getDb()
    const customer = await newCustomer()
    const empty = await createDraft(db, { ...draftFor(customer.id), lines: [] })
    await expect(issueInvoice(db, empty.id, { issueDate: '2032-03-01', seller })).rejects.toThrow('noLines')
    // Fails in the UPDATE, after the counter moved on (an issued invoice needs the seller's details).
    const broken = await createDraft(db, draftFor(customer.id))
    await expect(issueInvoice(db, broken.id, { issueDate: '2032-03-01', seller: null as unknown as SellerSnapshot })).rejects.toThrow()
    expect((await db.select().from(invoices).where(eq(invoices.id, broken.id)))[0]?.status).toBe('draft')
    const good = await createDraft(db, draftFor(customer.id))
    expect((await issueInvoice(db, good.id, { issueDate: '2032-03-01', seller })).number).toBe('INV-2032-001')
  })
})
