import 'server-only'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import { type Contract, type Customer, emailOutbox } from '@/lib/db/schema'
import { formatDateTime, formatDay } from '@/lib/dates'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'
import { footerLines, renderBoth } from './render'
import { senderDetails } from './sender-details'
import { InvoiceMail } from './templates/invoice-mail'

/**
 * Confirms a customer's notice at once, in text form (the § 312k Abs. 4 BGB pattern): which contract,
 * when the notice was received, and the day the contract ends. Written in the notice's transaction.
 */
export async function enqueueContractNoticeMail(db: Executor, { contract, customer, receivedAt }: { contract: Contract; customer: Customer; receivedAt: Date }): Promise<boolean> {
  if (!customer.email || !contract.endDate) return false
  const locale = customer.locale
  const t = translator(locale, 'mail')
  const sender = await senderDetails(locale)
  const values = { service: contract.description, end: formatDay(contract.endDate, locale), received: formatDateTime(receivedAt, locale) }
  const rendered = await renderBoth(
    <InvoiceMail
      lang={locale}
      greeting={t('confirmation.greeting', { name: customer.name })}
      paragraphs={[t('contractNotice.text', values), t('contractNotice.until', values), t('contractNotice.portal', { url: `${siteUrl()}${pathFor(locale, '/dashboard/contracts')}` })]}
      rows={[
        [t('contractNotice.fields.contract'), contract.description],
        [t('contractNotice.fields.received'), values.received],
        [t('contractNotice.fields.end'), values.end],
      ]}
      signOff={t('confirmation.signOff')}
      team={t('confirmation.team', { company: sender.companyName ?? '' })}
      sender={sender}
      footer={footerLines(locale, sender)}
    />,
  )
  await db.insert(emailOutbox).values({
    purpose: 'contract_notice',
    customerId: customer.id,
    toAddress: customer.email,
    replyTo: sender.email,
    locale,
    subject: t('contractNotice.subject', values),
    textBody: rendered.text,
    htmlBody: rendered.html,
  })
  return true
}
