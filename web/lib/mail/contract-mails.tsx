import 'server-only'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import type { Contract, Customer } from '@/lib/db/schema'
import { formatDateTime, formatDay } from '@/lib/dates'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'
import { enqueueCustomerMail } from './customer-mail'

/**
 * Confirms a customer's notice at once, in text form (the § 312k Abs. 4 BGB pattern): which contract,
 * when the notice was received, and the day the contract ends. Written in the notice's transaction.
 */
export async function enqueueContractNoticeMail(db: Executor, { contract, customer, receivedAt }: { contract: Contract; customer: Customer; receivedAt: Date }): Promise<boolean> {
  if (!contract.endDate) return false
  const locale = customer.locale
  const t = translator(locale, 'mail')
  const values = { service: contract.description, end: formatDay(contract.endDate, locale), received: formatDateTime(receivedAt, locale) }
  return enqueueCustomerMail(db, {
    customer,
    locale,
    purpose: 'contract_notice',
    subject: t('contractNotice.subject', values),
    paragraphs: [t('contractNotice.text', values), t('contractNotice.until', values), t('contractNotice.portal', { url: `${siteUrl()}${pathFor(locale, '/dashboard/contracts')}` })],
    rows: [
      [t('contractNotice.fields.contract'), contract.description],
      [t('contractNotice.fields.received'), values.received],
      [t('contractNotice.fields.end'), values.end],
    ],
  })
}
