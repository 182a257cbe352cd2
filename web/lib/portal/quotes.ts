import 'server-only'
import { and, desc, eq, max, ne } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { type Customer, customers, quoteDocuments, quotes } from '@/lib/db/schema'
import { todayInBerlin } from '@/lib/dates'
import { pseudonym } from '@/lib/http/pseudonym'
import type { VatRate } from '@/lib/invoices/money'
import { quoteContentHash } from '@/lib/quotes/content-hash'
import { acceptQuote, declineQuote, itemsOf } from '@/lib/quotes/lifecycle'
import { quoteTotals } from '@/lib/quotes/totals'

/** The customer's quotes (never a draft), newest first, with lines, sums and the hash of the version shown. */
export async function customerQuotes(customerId: string) {
  const db = await getDb()
  const rows = await db.select().from(quotes).where(and(eq(quotes.customerId, customerId), ne(quotes.status, 'draft'))).orderBy(desc(quotes.sentAt))
  return Promise.all(
    rows.map(async (quote) => {
      const items = await itemsOf(db, quote.id)
      return { quote, items, totals: quoteTotals(items, quote.vatRate as VatRate), hash: quoteContentHash(quote, items) }
    }),
  )
}

export interface CustomerDecision {
  quoteId: string
  version: number
  hash: string
  decision: 'accept' | 'decline'
  reason: string
}

/**
 * The customer accepts or declines a quote of their own, in the version their page showed; the client
 * address is kept only as a keyed pseudonym.
 */
export async function decideQuoteAsCustomer(user: CurrentUser, customer: Customer, input: CustomerDecision, clientAddress: string) {
  const db = await getDb()
  const decision = { quoteId: input.quoteId, customerId: customer.id, version: input.version, hash: input.hash, userId: user.id, userName: user.name, client: pseudonym('client', clientAddress), today: todayInBerlin() }
  return input.decision === 'accept' ? (await acceptQuote(db, decision)).quote : declineQuote(db, { ...decision, reason: input.reason })
}

/**
 * The stored PDF of a quote's version (the last one sent, unless `version` is given), for an admin or the
 * quote's customer; everyone else, and every draft, gets null (the route answers 404 alike).
 */
export async function quoteDocumentForViewer(user: CurrentUser, quoteId: string, version?: number) {
  if (!/^[0-9a-f-]{36}$/i.test(quoteId)) return null
  const db = await getDb()
  const [quote] = await db
    .select({ id: quotes.id, status: quotes.status, userId: customers.userId })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, quoteId))
  if (!quote || (user.role !== 'admin' && (quote.userId !== user.id || quote.status === 'draft'))) return null
  const [latest] = await db.select({ version: max(quoteDocuments.version) }).from(quoteDocuments).where(eq(quoteDocuments.quoteId, quoteId))
  const wanted = version ?? latest?.version
  if (!wanted) return null
  const [document] = await db.select().from(quoteDocuments).where(and(eq(quoteDocuments.quoteId, quoteId), eq(quoteDocuments.version, wanted)))
  return document ?? null
}
