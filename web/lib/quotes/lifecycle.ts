import { and, asc, eq } from 'drizzle-orm'
import type { Executor, Transaction } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { type Contract, contracts, type Invoice, invoices, type Quote, type QuoteItem, quoteItems, quotes } from '@/lib/db/schema'
import { createContract } from '@/lib/contracts/lifecycle'
import { createDraft } from '@/lib/invoices/lifecycle'
import { lineNetCents, type VatRate } from '@/lib/invoices/money'
import { quoteContentHash } from './content-hash'

/*
 * A quote's life: draft (the office writes it) → sent (numbered AN-YYYY-NNN, its PDF stored, e-mailed)
 * → accepted or declined by the customer in the portal, or withdrawn by the office. Revising a sent
 * quote makes it a draft again with the next version number; the customer can only accept the version
 * that was sent last, and only while it is valid. Accepting turns its monthly services into contracts
 * and its one-off items into an invoice draft, in the same transaction.
 */

export interface QuoteLineInput {
  serviceId: string | null
  description: string
  billing: 'monthly' | 'once'
  quantity: string
  unitPriceCents: number
  minimumTermMonths: number | null
}

export interface QuoteDraftInput {
  customerId: string
  leadId: string | null
  title: string
  locale: 'de' | 'en'
  note: string
  validUntil: string
  startDate: string
  vatRate: VatRate
  items: QuoteLineInput[]
}

export type QuoteDisplayStatus = Quote['status'] | 'expired'

/** A sent quote past its validity shows as expired (it can no longer be accepted). */
export const quoteDisplayStatus = (quote: Pick<Quote, 'status' | 'validUntil'>, today: string): QuoteDisplayStatus =>
  quote.status === 'sent' && quote.validUntil < today ? 'expired' : quote.status

export class QuoteStateError extends Error {
  constructor(readonly reason: 'notFound' | 'notDraft' | 'notSent' | 'noItems' | 'changed' | 'expired' | 'decided') {
    super(reason)
  }
}

const header = (input: QuoteDraftInput) => ({
  customerId: input.customerId,
  leadId: input.leadId,
  title: input.title,
  locale: input.locale,
  note: input.note,
  validUntil: input.validUntil,
  startDate: input.startDate,
  vatRate: input.vatRate,
})

async function writeItems(tx: Executor, quoteId: string, items: QuoteLineInput[]) {
  if (items.length === 0) return
  await tx.insert(quoteItems).values(
    items.map((item, position) => ({
      quoteId,
      position,
      serviceId: item.serviceId,
      description: item.description,
      billing: item.billing,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      minimumTermMonths: item.billing === 'monthly' ? item.minimumTermMonths : null,
      netCents: lineNetCents(item.quantity, item.unitPriceCents),
    })),
  )
}

export async function createQuoteDraft(db: Executor, input: QuoteDraftInput): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = single(await tx.insert(quotes).values(header(input)).returning())
    await writeItems(tx, quote.id, input.items)
    return quote
  })
}

/** Replaces a draft's content (its customer stays). */
export async function updateQuoteDraft(db: Executor, quoteId: string, input: QuoteDraftInput): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = await locked(tx, quoteId)
    if (quote.status !== 'draft') throw new QuoteStateError('notDraft')
    const updated = single(await tx.update(quotes).set({ ...header(input), customerId: quote.customerId }).where(eq(quotes.id, quoteId)).returning())
    await tx.delete(quoteItems).where(eq(quoteItems.quoteId, quoteId))
    await writeItems(tx, quoteId, input.items)
    return updated
  })
}

export async function locked(tx: Transaction, quoteId: string, customerId?: string): Promise<Quote> {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), customerId ? eq(quotes.customerId, customerId) : undefined))
    .for('update')
  if (!quote) throw new QuoteStateError('notFound')
  return quote
}

export const itemsOf = (db: Executor, quoteId: string): Promise<QuoteItem[]> =>
  db.select().from(quoteItems).where(eq(quoteItems.quoteId, quoteId)).orderBy(asc(quoteItems.position))

/** A sent quote becomes a draft again, as its next version (the versions sent before stay stored). */
export async function reviseQuote(db: Executor, quoteId: string): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = await locked(tx, quoteId)
    if (quote.status !== 'sent') throw new QuoteStateError('notSent')
    return single(await tx.update(quotes).set({ status: 'draft', version: quote.version + 1 }).where(eq(quotes.id, quoteId)).returning())
  })
}

export async function withdrawQuote(db: Executor, quoteId: string): Promise<Quote> {
  return db.transaction(async (tx) => {
    const quote = await locked(tx, quoteId)
    if (quote.status !== 'sent' && quote.status !== 'draft') throw new QuoteStateError('decided')
    return single(await tx.update(quotes).set({ status: 'withdrawn' }).where(eq(quotes.id, quoteId)).returning())
  })
}

export interface Decision {
  quoteId: string
  /** The customer it must belong to: another customer's quote is "not found". */
  customerId: string
  /** The version and content hash the customer's page showed. */
  version: number
  hash: string
  userId: string
  userName: string
  /** The client address's pseudonym (web/lib/http/pseudonym.ts). */
  client: string
  today: string
  now?: Date
}

async function decidable(tx: Transaction, decision: Decision): Promise<{ quote: Quote; items: QuoteItem[] }> {
  const quote = await locked(tx, decision.quoteId, decision.customerId)
  if (quote.status === 'accepted' || quote.status === 'declined') throw new QuoteStateError('decided')
  if (quote.status !== 'sent') throw new QuoteStateError('notFound')
  const items = await itemsOf(tx, quote.id)
  if (quote.version !== decision.version || quoteContentHash(quote, items) !== decision.hash) throw new QuoteStateError('changed')
  if (quote.validUntil < decision.today) throw new QuoteStateError('expired')
  return { quote, items }
}

/**
 * The customer accepts the version they saw: who, when, from which client (pseudonym) and the hash of
 * that version are recorded; each monthly service becomes a contract from the quote's start date (or
 * today, if that has passed), the one-off items one invoice draft for the office to issue.
 */
export async function acceptQuote(db: Executor, decision: Decision): Promise<{ quote: Quote; contracts: Contract[]; invoiceDraft: Invoice | null }> {
  return db.transaction(async (tx) => {
    const { quote, items } = await decidable(tx, decision)
    const startDate = quote.startDate > decision.today ? quote.startDate : decision.today
    const made: Contract[] = []
    for (const item of items.filter((line) => line.billing === 'monthly')) {
      made.push(
        await createContract(tx, {
          customerId: quote.customerId,
          serviceId: item.serviceId,
          quoteId: quote.id,
          description: item.description,
          locale: quote.locale,
          monthlyNetCents: item.netCents,
          vatRate: quote.vatRate,
          startDate,
          minimumTermMonths: item.minimumTermMonths!,
          noticePeriodMonths: 1,
          billingDay: 1,
        }),
      )
    }
    const once = items.filter((line) => line.billing === 'once')
    let invoiceDraft: Invoice | null = null
    if (once.length > 0) {
      const draft = await createDraft(tx, {
        customerId: quote.customerId,
        description: `${quote.title} (${quote.number})`,
        locale: quote.locale,
        servicePeriodStart: null,
        servicePeriodEnd: null,
        vatRate: quote.vatRate as VatRate,
        paymentTermDays: 14,
        lines: once.map((line) => ({ description: line.description, quantity: line.quantity, unit: 'C62', unitPriceCents: line.unitPriceCents })),
      })
      invoiceDraft = single(await tx.update(invoices).set({ quoteId: quote.id }).where(eq(invoices.id, draft.id)).returning())
    }
    const accepted = single(
      await tx
        .update(quotes)
        .set({
          status: 'accepted',
          decidedAt: decision.now ?? new Date(),
          decidedBy: decision.userId,
          decidedByName: decision.userName,
          decidedClient: decision.client,
          acceptedHash: decision.hash,
        })
        .where(eq(quotes.id, quote.id))
        .returning(),
    )
    return { quote: accepted, contracts: made, invoiceDraft }
  })
}

export async function declineQuote(db: Executor, decision: Decision & { reason: string }): Promise<Quote> {
  return db.transaction(async (tx) => {
    const { quote } = await decidable(tx, decision)
    return single(
      await tx
        .update(quotes)
        .set({ status: 'declined', decidedAt: decision.now ?? new Date(), decidedBy: decision.userId, decidedByName: decision.userName, decidedClient: decision.client, declineReason: decision.reason || null })
        .where(eq(quotes.id, quote.id))
        .returning(),
    )
  })
}

/** What an accepted quote became: its contracts and its invoice (draft or issued). */
export async function quoteOutcome(db: Executor, quoteId: string) {
  const [made, billed] = await Promise.all([
    db.select({ id: contracts.id, description: contracts.description }).from(contracts).where(eq(contracts.quoteId, quoteId)),
    db.select({ id: invoices.id, number: invoices.number, status: invoices.status }).from(invoices).where(eq(invoices.quoteId, quoteId)),
  ])
  return { contracts: made, invoices: billed }
}
