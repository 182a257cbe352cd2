import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { AccessDenied } from '../../web/lib/admin/access'
import { getAdminQuote, listAdminQuotes, quoteFromForm, reviseQuoteByAdmin, saveQuoteDraft, sendQuoteByAdmin, withdrawQuoteByAdmin } from '../../web/lib/admin/quotes'
import type { QuoteForm } from '../../web/lib/admin/schemas'
import type { CurrentUser } from '../../web/lib/auth/session'
import { addMonths, firstOfMonth } from '../../web/lib/contracts/terms'
import { getDb } from '../../web/lib/db/client'
import { contracts, type Customer, customers, emailOutbox, invoiceItems, invoices, quoteDocuments } from '../../web/lib/db/schema'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { addDays, todayInBerlin } from '../../web/lib/dates'
import { pseudonym } from '../../web/lib/http/pseudonym'
import { attachmentsOf } from '../../web/lib/mail/attachments'
import { customerQuotes, decideQuoteAsCustomer, quoteDocumentForViewer } from '../../web/lib/portal/quotes'
import { QuoteStateError } from '../../web/lib/quotes/lifecycle'
import { currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { pdfText } from '../helpers/pdf-text'
import { testDatabases } from '../helpers/test-databases'

/**
 * Quotes (web/lib/quotes): written from the studio's price list, sent with a stored PDF per version,
 * accepted by the customer only in the version they saw (who, when, client pseudonym, content hash),
 * and turned into contracts (monthly services) and an invoice draft (one-off items).
 */
describe.each(testDatabases())('quotes on $name', (database) => {
  const today = todayInBerlin()
  const start = addMonths(firstOfMonth(today), 1)
  let admin: CurrentUser
  let owner: CurrentUser
  let ownerCustomer: Customer
  let stranger: CurrentUser
  let strangerCustomer: Customer

  const form = (overrides: Partial<QuoteForm> = {}): QuoteForm => ({
    customerId: ownerCustomer.id,
    leadId: '',
    title: 'Lokale Sichtbarkeit 2027',
    note: 'Wie besprochen: Local SEO und ein Audit zum Start.',
    validUntil: addDays(today, 30),
    startDate: start,
    vatRate: '19',
    items: [
      { serviceId: 'service-local-seo', description: '', billing: 'monthly', quantity: '', unitPrice: '', term: '' },
      { serviceId: 'service-seo-audit', description: '', billing: 'once', quantity: '', unitPrice: '', term: '' },
      { serviceId: '', description: '', billing: 'monthly', quantity: '', unitPrice: '', term: '' },
    ],
    ...overrides,
  })

  async function sentQuote(overrides: Partial<QuoteForm> = {}) {
    const result = await quoteFromForm(form(overrides), 'de')
    if (!result.ok) throw new Error(JSON.stringify(result.errors))
    const draft = await saveQuoteDraft(admin, result.input)
    return (await sendQuoteByAdmin(admin, draft.id)).quote
  }
  const shownTo = async (customer: Customer, quoteId: string) => (await customerQuotes(customer.id)).find((row) => row.quote.id === quoteId)
  const decide = (user: CurrentUser, customer: Customer, shown: { quote: { id: string; version: number }; hash: string }, decision: 'accept' | 'decline', reason = '') =>
    decideQuoteAsCustomer(user, customer, { quoteId: shown.quote.id, version: shown.quote.version, hash: shown.hash, decision, reason }, '198.51.100.23')

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    await seedDemoPortal(db)
    admin = await currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
    const registered = async (address: string, company: string) => {
      const someone = await registerAt(address)
      const user = await currentUser(await sessionCookie(someone.email, someone.password, address), address)
      const [customer] = await db.update(customers).set({ company, street: 'Lindenallee 3', postalCode: '50667', city: 'Köln' }).where(eq(customers.userId, someone.userId)).returning()
      return { user, customer: customer! }
    }
    ;({ user: owner, customer: ownerCustomer } = await registered('192.0.2.90', 'Friseur Locke GmbH'))
    ;({ user: stranger, customer: strangerCustomer } = await registered('192.0.2.91', 'Andere Firma GmbH'))
  })
  afterAll(() => database.close())

  it('fills lines from the price list, numbers the quote when it is sent, stores its PDF and mails it', async () => {
    const parsed = await quoteFromForm(form(), 'de')
    expect(parsed).toMatchObject({
      ok: true,
      input: {
        items: [
          { description: 'Local SEO', billing: 'monthly', quantity: '1', unitPriceCents: 59_900, minimumTermMonths: 6, serviceId: 'service-local-seo' },
          { description: 'SEO-Audit', billing: 'once', quantity: '1', unitPriceCents: 29_900, minimumTermMonths: null },
        ],
      },
    })
    const quote = await sentQuote()
    expect(quote).toMatchObject({ status: 'sent', version: 1 })
    expect(quote.number).toMatch(new RegExp(`^AN-${today.slice(0, 4)}-\\d{3}$`))
    const db = await getDb()
    const [document] = await db.select().from(quoteDocuments).where(eq(quoteDocuments.quoteId, quote.id))
    const { text } = await pdfText(new Uint8Array(document!.bytes))
    for (const expected of [`Angebot ${quote.number}`, 'Local SEO', 'SEO-Audit', 'Mindestlaufzeit 6 Monate', '599,00 €', '712,81 €', '355,81 €', 'Kundenportal']) expect(text).toContain(expected)
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.quoteId, quote.id), eq(emailOutbox.purpose, 'quote')))
    expect(mail).toMatchObject({ quoteVersion: 1, toAddress: ownerCustomer.email, subject: `Ihr Angebot ${quote.number} von Lokalsicht: Lokale Sichtbarkeit 2027` })
    // The outbox worker sends the stored PDF of that version along.
    expect(await attachmentsOf(mail!)).toEqual([{ filename: `${quote.number}.pdf`, content: document!.bytes, contentType: 'application/pdf' }])
    // The office's list shows it with its sums.
    const listed = (await listAdminQuotes(admin)).find((row) => row.quote.id === quote.id)
    expect(listed?.totals).toMatchObject({ monthly: { netCents: 59_900 }, once: { netCents: 29_900 } })
  })

  it('turns an accepted quote into contracts and an invoice draft, recording who accepted which version from where', async () => {
    const quote = await sentQuote()
    const shown = (await shownTo(ownerCustomer, quote.id))!
    const accepted = await decide(owner, ownerCustomer, shown, 'accept')
    expect(accepted).toMatchObject({ status: 'accepted', decidedBy: owner.id, decidedByName: owner.name, acceptedHash: shown.hash, decidedClient: pseudonym('client', '198.51.100.23') })
    expect(accepted.decidedClient).not.toContain('198.51.100.23')
    const db = await getDb()
    const [stored] = await db.select({ contentHash: quoteDocuments.contentHash }).from(quoteDocuments).where(eq(quoteDocuments.quoteId, quote.id))
    expect(stored!.contentHash).toBe(shown.hash)
    const made = await db.select().from(contracts).where(eq(contracts.quoteId, quote.id))
    expect(made).toEqual([expect.objectContaining({ customerId: ownerCustomer.id, description: 'Local SEO', monthlyNetCents: 59_900, minimumTermMonths: 6, startDate: start, serviceId: 'service-local-seo' })])
    const [draft] = await db.select().from(invoices).where(eq(invoices.quoteId, quote.id))
    expect(draft).toMatchObject({ status: 'draft', netCents: 29_900, grossCents: 35_581 })
    expect((await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, draft!.id))).map((line) => line.description)).toEqual(['SEO-Audit'])
    const detail = await getAdminQuote(admin, quote.id)
    expect(detail!.outcome).toMatchObject({ contracts: [{ description: 'Local SEO' }], invoices: [{ number: null, status: 'draft' }] })
  })

  it('accepts only the version the customer saw: a revised quote needs a new acceptance, and every version sent stays stored', async () => {
    const quote = await sentQuote()
    const first = (await shownTo(ownerCustomer, quote.id))!
    await reviseQuoteByAdmin(admin, quote.id)
    // While the next version is being written, the quote cannot be accepted at all.
    await expect(decide(owner, ownerCustomer, first, 'accept')).rejects.toMatchObject({ reason: 'notFound' })
    expect(await shownTo(ownerCustomer, quote.id)).toBeUndefined()
    const changed = await quoteFromForm(form({ items: [{ serviceId: 'service-local-seo', description: '', billing: 'monthly', quantity: '', unitPrice: '549', term: '' }] }), 'de')
    await saveQuoteDraft(admin, (changed as { input: Parameters<typeof saveQuoteDraft>[1] }).input, quote.id)
    await sendQuoteByAdmin(admin, quote.id)
    await expect(decide(owner, ownerCustomer, first, 'accept')).rejects.toMatchObject({ reason: 'changed' })
    const second = (await shownTo(ownerCustomer, quote.id))!
    expect(second.quote.version).toBe(2)
    expect(second.hash).not.toBe(first.hash)
    // A hash the page never showed is refused too.
    await expect(decide(owner, ownerCustomer, { ...second, hash: first.hash }, 'accept')).rejects.toMatchObject({ reason: 'changed' })
    await decide(owner, ownerCustomer, second, 'accept')
    const made = await (await getDb()).select().from(contracts).where(eq(contracts.quoteId, quote.id))
    expect(made.map((contract) => contract.monthlyNetCents)).toEqual([54_900])
    for (const version of [1, 2]) expect((await quoteDocumentForViewer(owner, quote.id, version))?.fileName).toBe(version === 1 ? `${quote.number}.pdf` : `${quote.number}-v2.pdf`)
  })

  it('takes one decision when five arrive at the same moment, and none after the validity or a withdrawal', async () => {
    const quote = await sentQuote()
    const shown = (await shownTo(ownerCustomer, quote.id))!
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => decide(owner, ownerCustomer, shown, 'accept')))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    for (const refused of results.filter((result) => result.status === 'rejected')) expect((refused as PromiseRejectedResult).reason).toMatchObject({ reason: 'decided' })
    expect(await (await getDb()).select().from(contracts).where(eq(contracts.quoteId, quote.id))).toHaveLength(1)

    const expired = await sentQuote({ validUntil: addDays(today, -1) })
    await expect(decide(owner, ownerCustomer, (await shownTo(ownerCustomer, expired.id))!, 'accept')).rejects.toMatchObject({ reason: 'expired' })
    const withdrawn = await sentQuote()
    const beforeWithdrawal = (await shownTo(ownerCustomer, withdrawn.id))!
    await withdrawQuoteByAdmin(admin, withdrawn.id)
    await expect(decide(owner, ownerCustomer, beforeWithdrawal, 'accept')).rejects.toThrow(QuoteStateError)
  })

  it('records a decline with its reason and makes nothing of it', async () => {
    const quote = await sentQuote()
    const declined = await decide(owner, ownerCustomer, (await shownTo(ownerCustomer, quote.id))!, 'decline', 'Zu früh für uns, gern im Frühjahr.')
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Zu früh für uns, gern im Frühjahr.', acceptedHash: null })
    expect(await (await getDb()).select().from(contracts).where(eq(contracts.quoteId, quote.id))).toEqual([])
  })

  it('shows a customer only their own quotes, never a draft, and lets only the office write them', async () => {
    const quote = await sentQuote()
    const shown = (await shownTo(ownerCustomer, quote.id))!
    expect(await shownTo(strangerCustomer, quote.id)).toBeUndefined()
    await expect(decide(stranger, strangerCustomer, shown, 'accept')).rejects.toMatchObject({ reason: 'notFound' })
    expect(await quoteDocumentForViewer(stranger, quote.id)).toBeNull()
    expect(await quoteDocumentForViewer(owner, quote.id)).toMatchObject({ version: 1 })
    expect(await quoteDocumentForViewer(admin, quote.id)).toMatchObject({ version: 1 })
    const result = await quoteFromForm(form(), 'de')
    const draft = await saveQuoteDraft(admin, (result as { input: Parameters<typeof saveQuoteDraft>[1] }).input)
    expect(await shownTo(ownerCustomer, draft.id)).toBeUndefined()
    expect(await quoteDocumentForViewer(owner, draft.id)).toBeNull()
    for (const nobody of [null, owner]) {
      await expect(listAdminQuotes(nobody)).rejects.toThrow(AccessDenied)
      await expect(getAdminQuote(nobody, quote.id)).rejects.toThrow(AccessDenied)
      await expect(sendQuoteByAdmin(nobody, draft.id)).rejects.toThrow(AccessDenied)
      await expect(saveQuoteDraft(nobody, (result as { input: Parameters<typeof saveQuoteDraft>[1] }).input)).rejects.toThrow(AccessDenied)
    }
    expect((await getAdminQuote(admin, quote.id))!.trail.map((entry) => entry.action).sort()).toEqual(['quote.create', 'quote.send'])
  })

  it('refuses a form without lines or with a service the price list does not have', async () => {
    expect(await quoteFromForm(form({ items: [{ serviceId: '', description: '', billing: 'monthly', quantity: '', unitPrice: '', term: '' }] }), 'de')).toEqual({ ok: false, errors: { 'items.0.serviceId': 'admin.errors.quote.noItems' } })
    expect(await quoteFromForm(form({ items: [{ serviceId: 'service-gone', description: '', billing: 'monthly', quantity: '0', unitPrice: '', term: '' }] }), 'de')).toMatchObject({
      ok: false,
      errors: { 'items.0.serviceId': 'admin.errors.contract.service', 'items.0.quantity': 'admin.errors.quantity', 'items.0.term': 'admin.errors.contract.minimumTerm' },
    })
  })
})
