import 'server-only'
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Executor } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { customers, type Quote, quoteDocuments, quotes, type SellerSnapshot } from '@/lib/db/schema'
import { todayInBerlin } from '@/lib/dates'
import { nextInvoiceNumber } from '@/lib/invoices/numbering'
import { enqueueQuoteMail } from '@/lib/mail/quote-mails'
import { quoteContentHash } from './content-hash'
import { itemsOf, locked, QuoteStateError } from './lifecycle'
import { renderQuotePdf } from './pdf'

/**
 * Sends a draft: its number (AN-YYYY-NNN, the first time), the PDF of this version stored for good with
 * the hash of its content, the status `sent`, and the e-mail with the PDF, all in one transaction. Returns
 * the quote and whether it was mailed (not when the customer has no address: the portal still shows it).
 */
export async function sendQuote(
  db: Executor,
  quoteId: string,
  { seller, now = new Date(), notify = true }: { seller: SellerSnapshot; now?: Date; /** false: stored as sent without an e-mail (the demo's data). */ notify?: boolean },
): Promise<{ quote: Quote; mailed: boolean }> {
  return db.transaction(async (tx) => {
    const draft = await locked(tx, quoteId)
    if (draft.status !== 'draft') throw new QuoteStateError('notDraft')
    const items = await itemsOf(tx, quoteId)
    if (items.length === 0) throw new QuoteStateError('noItems')
    const [customer] = await tx.select().from(customers).where(eq(customers.id, draft.customerId))
    if (!customer) throw new QuoteStateError('notFound')
    const number = draft.number ?? (await nextInvoiceNumber(tx, 'AN', Number(todayInBerlin(now).slice(0, 4))))
    const quote = single(await tx.update(quotes).set({ number, status: 'sent', sentAt: now }).where(eq(quotes.id, quoteId)).returning())
    const pdf = await renderQuotePdf({ quote, items, customer, seller })
    await tx.insert(quoteDocuments).values({
      quoteId,
      version: quote.version,
      contentHash: quoteContentHash(quote, items),
      fileName: `${number}${quote.version > 1 ? `-v${quote.version}` : ''}.pdf`,
      bytes: pdf,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    })
    const mailed = notify && (await enqueueQuoteMail(tx, { quote, customer }))
    return { quote, mailed }
  })
}
