import 'server-only'
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { type Database, type Executor, getDb } from '@/lib/db/client'
import { adminAuditLog, customers, leads, type Quote, quoteDocuments, quoteItems, quotes } from '@/lib/db/schema'
import { parseEuroToCents, parseQuantity } from '@/lib/invoices/parse'
import type { VatRate } from '@/lib/invoices/money'
import { currentSeller } from '@/lib/invoices/seller'
import { createQuoteDraft, itemsOf, quoteOutcome, type QuoteDraftInput, type QuoteLineInput, reviseQuote, updateQuoteDraft, withdrawQuote } from '@/lib/quotes/lifecycle'
import { sendQuote } from '@/lib/quotes/send'
import { quoteTotals } from '@/lib/quotes/totals'
import { type Admin, assertAdmin } from './access'
import { recordAdminChange } from './audit'
import { priceList } from './contracts'
import type { QuoteForm } from './schemas'

export const QUOTE_FILTERS = ['open', 'accepted', 'closed', 'all'] as const
export type QuoteFilter = (typeof QUOTE_FILTERS)[number]

const byFilter: Record<QuoteFilter, SQL | undefined> = {
  open: inArray(quotes.status, ['draft', 'sent']),
  accepted: eq(quotes.status, 'accepted'),
  closed: inArray(quotes.status, ['declined', 'withdrawn']),
  all: undefined,
}

/** The office's quotes, newest first, each with its monthly and one-off net sums. */
export async function listAdminQuotes(actor: CurrentUser | null, { filter = 'open' }: { filter?: QuoteFilter } = {}) {
  assertAdmin(actor)
  const db = await getDb()
  const rows = await db
    .select({ quote: quotes, company: customers.company })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(byFilter[filter])
    .orderBy(desc(quotes.createdAt))
    .limit(200)
  // The lines of every listed quote in one query, summed per quote.
  const lines = rows.length ? await db.select().from(quoteItems).where(inArray(quoteItems.quoteId, rows.map((row) => row.quote.id))) : []
  return rows.map((row) => ({ ...row, totals: quoteTotals(lines.filter((line) => line.quoteId === row.quote.id), row.quote.vatRate as VatRate) }))
}

export async function getAdminQuote(actor: CurrentUser | null, quoteId: string) {
  assertAdmin(actor)
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) return null
  const db = await getDb()
  const [row] = await db
    .select({ quote: quotes, customer: customers, lead: { id: leads.id, kind: leads.kind, name: leads.name, firstName: leads.firstName, lastName: leads.lastName, website: leads.website } })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(leads, eq(leads.id, quotes.leadId))
    .where(eq(quotes.id, quoteId))
  if (!row) return null
  const [items, versions, outcome, trail] = await Promise.all([
    itemsOf(db, quoteId),
    db.select({ version: quoteDocuments.version, fileName: quoteDocuments.fileName, contentHash: quoteDocuments.contentHash, createdAt: quoteDocuments.createdAt }).from(quoteDocuments).where(eq(quoteDocuments.quoteId, quoteId)).orderBy(asc(quoteDocuments.version)),
    quoteOutcome(db, quoteId),
    db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityType, 'quote'), eq(adminAuditLog.entityId, quoteId))).orderBy(desc(adminAuditLog.createdAt)),
  ])
  return { ...row, items, versions, outcome, trail, totals: quoteTotals(items, row.quote.vatRate as VatRate) }
}

/** Open leads to link a quote to (the newest 50). */
export async function leadChoices(actor: CurrentUser | null) {
  assertAdmin(actor)
  return (await getDb())
    .select({ id: leads.id, kind: leads.kind, name: leads.name, firstName: leads.firstName, lastName: leads.lastName, website: leads.website, createdAt: leads.createdAt })
    .from(leads)
    .where(inArray(leads.status, ['new', 'contacted']))
    .orderBy(desc(leads.createdAt))
    .limit(50)
}

export type QuoteFormResult = { ok: true; input: QuoteDraftInput } | { ok: false; errors: Record<string, string> }

/**
 * The quote a form describes. A line with a service from the price list takes the service's name (in
 * the customer's language), monthly price and minimum term wherever the form leaves them empty; a line
 * with nothing in it is left out. Errors are message keys per field (`items.1.unitPrice`).
 */
export async function quoteFromForm(form: QuoteForm, customerLocale: 'de' | 'en'): Promise<QuoteFormResult> {
  const services = form.items.some((line) => line.serviceId) ? await priceList() : []
  const errors: Record<string, string> = {}
  const items: QuoteLineInput[] = []
  form.items.forEach((line, index) => {
    if (!line.serviceId && !line.description && !line.unitPrice) return
    const field = (name: string) => `items.${index}.${name}`
    const service = line.serviceId ? services.find((entry) => entry._id === line.serviceId) : undefined
    if (line.serviceId && !service) errors[field('serviceId')] = 'admin.errors.contract.service'
    const description = line.description || (service ? (service.title[customerLocale] ?? service.title.de ?? '') : '')
    if (!description) errors[field('description')] = 'admin.errors.contract.description'
    const unitPriceCents = line.unitPrice ? parseEuroToCents(line.unitPrice) : service?.priceEur != null ? service.priceEur * 100 : null
    if (unitPriceCents === null || unitPriceCents <= 0) errors[field('unitPrice')] = 'admin.errors.contract.price'
    const quantity = line.quantity ? parseQuantity(line.quantity) : '1'
    if (!quantity) errors[field('quantity')] = 'admin.errors.quantity'
    const term = line.term ? Number(line.term) : (service?.durationMonths ?? null)
    if (line.billing === 'monthly' && (term === null || !Number.isInteger(term) || term < 1 || term > 60)) errors[field('term')] = 'admin.errors.contract.minimumTerm'
    items.push({ serviceId: service?._id ?? null, description, billing: line.billing, quantity: quantity ?? '1', unitPriceCents: unitPriceCents ?? 0, minimumTermMonths: line.billing === 'monthly' ? term : null })
  })
  if (items.length === 0 && Object.keys(errors).length === 0) errors['items.0.serviceId'] = 'admin.errors.quote.noItems'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    input: {
      customerId: form.customerId,
      leadId: form.leadId || null,
      title: form.title,
      locale: customerLocale,
      note: form.note,
      validUntil: form.validUntil!,
      startDate: form.startDate!,
      vatRate: Number(form.vatRate) as VatRate,
      items,
    },
  }
}

const auditFields = (quote: Quote) => ({ status: quote.status, number: quote.number, version: quote.version, title: quote.title, validUntil: quote.validUntil, startDate: quote.startDate })

/** A change of a quote (`quoteId` null: a new one) with its audit entry, in one transaction. */
async function audited(db: Database, actor: Admin, action: string, quoteId: string | null, change: (tx: Executor) => Promise<Quote>): Promise<Quote> {
  return db.transaction(async (tx) => {
    const [before] = quoteId ? await tx.select().from(quotes).where(eq(quotes.id, quoteId)) : []
    const after = await change(tx)
    await recordAdminChange(tx, actor, { action, entityType: 'quote', entityId: after.id, before: before ? auditFields(before) : null, after: auditFields(after) })
    return after
  })
}

export async function saveQuoteDraft(actor: CurrentUser | null, input: QuoteDraftInput, quoteId?: string): Promise<Quote> {
  assertAdmin(actor)
  const db = await getDb()
  if (!quoteId) return audited(db, actor, 'quote.create', null, (tx) => createQuoteDraft(tx, input))
  return audited(db, actor, 'quote.update', quoteId, (tx) => updateQuoteDraft(tx, quoteId, input))
}

export async function sendQuoteByAdmin(actor: CurrentUser | null, quoteId: string): Promise<{ quote: Quote; mailed: boolean }> {
  assertAdmin(actor)
  const db = await getDb()
  const seller = await currentSeller()
  let mailed = false
  const quote = await audited(db, actor, 'quote.send', quoteId, async (tx) => {
    const sent = await sendQuote(tx, quoteId, { seller })
    mailed = sent.mailed
    return sent.quote
  })
  return { quote, mailed }
}

export async function reviseQuoteByAdmin(actor: CurrentUser | null, quoteId: string): Promise<Quote> {
  assertAdmin(actor)
  return audited(await getDb(), actor, 'quote.revise', quoteId, (tx) => reviseQuote(tx, quoteId))
}

export async function withdrawQuoteByAdmin(actor: CurrentUser | null, quoteId: string): Promise<Quote> {
  assertAdmin(actor)
  return audited(await getDb(), actor, 'quote.withdraw', quoteId, (tx) => withdrawQuote(tx, quoteId))
}
