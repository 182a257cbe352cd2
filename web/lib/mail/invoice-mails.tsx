import 'server-only'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import type { Customer, Invoice } from '@/lib/db/schema'
import { formatDay } from '@/lib/dates'
import { formatIban } from '@/lib/invoices/girocode'
import { formatEuro } from '@/lib/invoices/money'
import { enqueueCustomerMail } from './customer-mail'

export type InvoiceMailKind = 'invoice' | 'reminder' | 'dunning' | 'creditNote'

/**
 * Writes the e-mail that sends an invoice (or a payment reminder, a dunning letter, a credit note) to the
 * customer into the outbox, in the invoice's language; the worker attaches the stored PDF and XRechnung
 * when it sends. A dunning letter names the day of the reminder before it and the day to pay by.
 * Returns false when the customer has no e-mail address.
 */
export async function enqueueInvoiceMail(
  db: Executor,
  {
    kind,
    invoice,
    customer,
    creditedNumber,
    remindedOn,
    payBy,
  }: { kind: InvoiceMailKind; invoice: Invoice; customer: Customer; creditedNumber?: string | null; remindedOn?: string; payBy?: string },
): Promise<boolean> {
  if (!invoice.number || !invoice.seller) return false
  const locale = invoice.locale
  const t = translator(locale, 'mail')
  const amount = formatEuro(Math.abs(invoice.grossCents), locale)
  const due = invoice.dueDate ? formatDay(invoice.dueDate, locale) : ''
  const values = {
    number: invoice.number,
    amount,
    due,
    credited: creditedNumber ?? '',
    reminded: remindedOn ? formatDay(remindedOn, locale) : '',
    payBy: payBy ? formatDay(payBy, locale) : '',
  }
  // An invoice collected by SEPA direct debit asks for no transfer: it says when the amount is collected.
  const debit = kind === 'invoice' && invoice.mandateId && invoice.collectionDate ? formatDay(invoice.collectionDate, locale) : null
  const paragraphs =
    kind === 'invoice'
      ? [debit ? t('invoice.issued.debitText', { ...values, collection: debit }) : t('invoice.issued.text', values), t('invoice.attachments'), t('invoice.portal')]
      : kind === 'reminder'
        ? [t('invoice.reminder.text', values), t('invoice.reminder.already'), t('invoice.attachments')]
        : kind === 'dunning'
          ? [t('invoice.dunning.text', values), t('invoice.dunning.questions'), t('invoice.reminder.already'), t('invoice.attachments')]
          : [t('invoice.creditNote.text', values), t('invoice.attachments')]
  const rows: [string, string][] =
    kind === 'creditNote'
      ? []
      : debit
        ? [
            [t('invoice.fields.amount'), amount],
            [t('invoice.fields.reference'), invoice.number],
            [t('invoice.fields.collection'), debit],
          ]
        : [
            [t('invoice.fields.recipient'), invoice.seller.bank.accountHolder],
            ['IBAN', formatIban(invoice.seller.bank.iban)],
            ['BIC', invoice.seller.bank.bic],
            [t('invoice.fields.amount'), amount],
            [t('invoice.fields.reference'), invoice.number],
            kind === 'dunning' ? [t('invoice.fields.payBy'), values.payBy] : [t('invoice.fields.due'), due],
          ]
  return enqueueCustomerMail(db, {
    customer,
    locale,
    purpose: kind === 'reminder' || kind === 'dunning' ? 'invoice_reminder' : 'invoice',
    subject: t(`invoice.${kind === 'invoice' ? 'issued' : kind}.subject`, values),
    paragraphs,
    rows,
    attach: { invoiceId: invoice.id },
  })
}
