import 'server-only'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import type { Customer, Quote } from '@/lib/db/schema'
import { formatDay } from '@/lib/dates'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'
import { enqueueCustomerMail } from './customer-mail'

/**
 * Sends a version of a quote to the customer, in the quote's language, with that version's stored PDF
 * attached by the outbox worker; the portal link is where it is accepted. Written in the transaction
 * that sends the quote. Returns false when the customer has no e-mail address.
 */
export async function enqueueQuoteMail(db: Executor, { quote, customer }: { quote: Quote; customer: Customer }): Promise<boolean> {
  if (!quote.number) return false
  const locale = quote.locale
  const t = translator(locale, 'mail')
  const values = { number: quote.number, title: quote.title, valid: formatDay(quote.validUntil, locale), url: `${siteUrl()}${pathFor(locale, '/dashboard/quotes')}` }
  return enqueueCustomerMail(db, {
    customer,
    locale,
    purpose: 'quote',
    subject: t('quote.subject', values),
    paragraphs: [quote.version > 1 ? t('quote.revised', values) : t('quote.text', values), t('quote.accept', values)],
    attach: { quoteId: quote.id, quoteVersion: quote.version },
  })
}
