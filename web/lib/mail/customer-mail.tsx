import 'server-only'
import type { Locale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import { type Customer, emailOutbox, type NewOutboxMessage } from '@/lib/db/schema'
import { footerLines, renderBoth } from './render'
import { senderDetails } from './sender-details'
import { InvoiceMail } from './templates/invoice-mail'

/**
 * A letter from the agency to a customer, written into the outbox (inside the caller's transaction):
 * greeting, the paragraphs, fact rows (label, value) if any, the sign-off and the agency's footer, in
 * `locale`. What goes along (an invoice's documents, a quote's PDF) is named by the ids in `attach`.
 * Returns false when the customer has no e-mail address (nothing is written).
 */
export async function enqueueCustomerMail(
  db: Executor,
  {
    customer,
    locale,
    purpose,
    subject,
    paragraphs,
    rows = [],
    attach = {},
  }: {
    customer: Customer
    locale: Locale
    purpose: NewOutboxMessage['purpose']
    subject: string
    paragraphs: string[]
    rows?: [string, string][]
    attach?: Pick<NewOutboxMessage, 'invoiceId' | 'quoteId' | 'quoteVersion'>
  },
): Promise<boolean> {
  if (!customer.email) return false
  const t = translator(locale, 'mail')
  const sender = await senderDetails(locale)
  const rendered = await renderBoth(
    <InvoiceMail
      lang={locale}
      greeting={t('confirmation.greeting', { name: customer.name })}
      paragraphs={paragraphs}
      rows={rows}
      signOff={t('confirmation.signOff')}
      team={t('confirmation.team', { company: sender.companyName ?? '' })}
      sender={sender}
      footer={footerLines(locale, sender)}
    />,
  )
  await db.insert(emailOutbox).values({
    purpose,
    customerId: customer.id,
    ...attach,
    toAddress: customer.email,
    replyTo: sender.email,
    locale,
    subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
  })
  return true
}
