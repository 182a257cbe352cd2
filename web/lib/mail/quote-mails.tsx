import 'server-only'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import { type Customer, emailOutbox, type Quote } from '@/lib/db/schema'
import { formatDay } from '@/lib/dates'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'
import { footerLines, renderBoth } from './render'
import { senderDetails } from './sender-details'
import { InvoiceMail } from './templates/invoice-mail'

/**
 * Sends a version of a quote to the customer, in the quote's language, with that version's stored PDF
 * attached by the outbox worker; the portal link is where it is accepted. Written in the transaction
 * that sends the quote. Returns false when the customer has no e-mail address.
 */
export async function enqueueQuoteMail(db: Executor, { quote, customer }: { quote: Quote; customer: Customer }): Promise<boolean> {
  if (!customer.email || !quote.number) return false
  const locale = quote.locale
  const t = translator(locale, 'mail')
  const sender = await senderDetails(locale)
  const values = { number: quote.number, title: quote.title, valid: formatDay(quote.validUntil, locale), url: `${siteUrl()}${pathFor(locale, '/dashboard/quotes')}` }
  const rendered = await renderBoth(
    <InvoiceMail
      lang={locale}
      greeting={t('confirmation.greeting', { name: customer.name })}
      paragraphs={[quote.version > 1 ? t('quote.revised', values) : t('quote.text', values), t('quote.accept', values)]}
      rows={[]}
      signOff={t('confirmation.signOff')}
      team={t('confirmation.team', { company: sender.companyName ?? '' })}
      sender={sender}
      footer={footerLines(locale, sender)}
    />,
  )
  await db.insert(emailOutbox).values({
    purpose: 'quote',
    customerId: customer.id,
    quoteId: quote.id,
    quoteVersion: quote.version,
    toAddress: customer.email,
    replyTo: sender.email,
    locale,
    subject: t('quote.subject', values),
    textBody: rendered.text,
    htmlBody: rendered.html,
  })
  return true
}
