import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDay } from '@/lib/dates'
import { formatIban } from '@/lib/invoices/girocode'
import { formatEuro } from '@/lib/invoices/money'
import { giroCodeSvg, transferFor } from '@/lib/invoices/qr'
import { displayStatus } from '@/lib/invoices/status'
import type { InvoiceWithItems } from '@/lib/portal/queries'
import { InvoiceStatusBadge } from './badges'
import { InvoiceLinesTable } from './invoice-lines-table'
import { invoicePdfPath } from './invoice-card'

/** Bank transfer details and the GiroCode (EPC QR) of an unpaid invoice. */
async function PaymentInstructions({ invoice, locale }: { invoice: InvoiceWithItems; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal.pay' })
  const transfer = transferFor(invoice)
  if (!transfer || !invoice.seller) return null
  const svg = await giroCodeSvg(transfer)
  const amount = formatEuro(invoice.grossCents, locale)
  const rows: [string, string][] = [
    [t('recipient'), invoice.seller.bank.accountHolder],
    [t('iban'), formatIban(invoice.seller.bank.iban)],
    [t('bic'), invoice.seller.bank.bic],
    [t('bank'), invoice.seller.bank.bankName],
    [t('amount'), amount],
    [t('reference'), invoice.number ?? ''],
  ]
  return (
    <section id="pay" aria-labelledby="pay-heading" className="mt-8 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6">
      <h3 id="pay-heading" tabIndex={-1} className="text-lg font-bold outline-none">
        {t('heading')}
      </h3>
      <p className="mt-2 text-ink-800">{t('intro')}</p>
      <div className="mt-5 grid items-start gap-6 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div
          role="img"
          aria-label={t('qr', { amount, recipient: invoice.seller.bank.accountHolder, number: invoice.number ?? '' })}
          data-testid="girocode"
          className="w-48 rounded-xl bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-700">{label}</dt>
              <dd className="font-mono font-semibold break-all text-ink-950">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className="mt-4 text-sm text-ink-700">{t('note')}</p>
    </section>
  )
}

/** An invoice in full: lines, net, VAT, gross, dates; the payment details while it is unpaid. */
export async function InvoiceDetail({ invoice, locale, today }: { invoice: InvoiceWithItems; locale: Locale; today: string }) {
  const [t, tList] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.invoice' }),
    getTranslations({ locale, namespace: 'portal.invoices' }),
  ])
  const status = displayStatus(invoice, today)
  const number = invoice.number ?? ''
  const day = (iso: string | null) => (iso ? formatDay(iso, locale, 'medium') : '–')
  const dates: [string, string][] = [
    [tList('issued'), day(invoice.issueDate)],
    ...(invoice.servicePeriodStart && invoice.servicePeriodEnd
      ? [[t('servicePeriod'), `${day(invoice.servicePeriodStart)} – ${day(invoice.servicePeriodEnd)}`] as [string, string]]
      : []),
    [tList('due'), day(invoice.dueDate)],
    ...(invoice.paidOn ? [[tList('paidOn'), day(invoice.paidOn)] as [string, string]] : []),
  ]
  return (
    <article>
      <div className="flex flex-wrap items-center gap-3 pr-12">
        <h2 id="invoice-dialog-heading" className="font-mono text-2xl font-bold">
          {invoice.kind === 'credit_note' ? t('creditHeading', { number }) : t('heading', { number })}
        </h2>
        <InvoiceStatusBadge status={status} label={tList(`statuses.${status}`)} />
      </div>
      <p className="mt-2 text-ink-700">{invoice.description}</p>
      <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {dates.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-ink-100 pb-1">
            <dt className="text-ink-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>

      <InvoiceLinesTable invoice={invoice} items={invoice.items} locale={locale} />
      {invoice.vatRate === 0 && <p className="mt-3 text-sm text-ink-700">{t('reverseCharge')}</p>}

      <p className="mt-6">
        <a
          href={invoicePdfPath(invoice.id)}
          download={`${number}.pdf`}
          className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50"
        >
          {tList('pdfLabel', { number })}
        </a>
      </p>
      {(status === 'pending' || status === 'overdue') && <PaymentInstructions invoice={invoice} locale={locale} />}
    </article>
  )
}
