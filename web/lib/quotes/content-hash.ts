import { createHash } from 'node:crypto'
import type { Quote, QuoteItem } from '@/lib/db/schema'

/**
 * The SHA-256 of what a version of a quote says: its number and version, the customer, the dates, the
 * VAT rate and every line as written. An acceptance records it; a customer can accept only the version
 * whose hash the page showed (a quote revised meanwhile must be accepted anew).
 */
export function quoteContentHash(quote: Pick<Quote, 'number' | 'version' | 'customerId' | 'title' | 'note' | 'validUntil' | 'startDate' | 'vatRate' | 'locale'>, items: Pick<QuoteItem, 'position' | 'serviceId' | 'description' | 'billing' | 'quantity' | 'unitPriceCents' | 'minimumTermMonths' | 'netCents'>[]): string {
  const content = {
    number: quote.number,
    version: quote.version,
    customerId: quote.customerId,
    title: quote.title,
    note: quote.note,
    validUntil: quote.validUntil,
    startDate: quote.startDate,
    vatRate: quote.vatRate,
    locale: quote.locale,
    items: [...items]
      .sort((a, b) => a.position - b.position)
      .map((item) => [item.serviceId, item.description, item.billing, Number(item.quantity).toFixed(3), item.unitPriceCents, item.minimumTermMonths, item.netCents]),
  }
  return createHash('sha256').update(JSON.stringify(content)).digest('hex')
}
