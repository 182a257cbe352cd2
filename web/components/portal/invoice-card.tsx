import { Download } from 'lucide-react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { displayStatus } from '@/lib/invoices/status'
import type { InvoiceSummary } from '@/lib/portal/queries'
import { InvoiceStatusBadge } from './badges'

/** The download address of an invoice's PDF (owner or admin only, see the route handler). */
export const invoicePdfPath = (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`

/** One invoice in a list: number, what for, dates, status and total, with details, PDF and "Pay now". */
export async function InvoiceCard({
  invoice,
  locale,
  today,
  detailHref,
  payHref,
}: {
  invoice: InvoiceSummary
  locale: Locale
  today: string
  detailHref: string
  payHref: string
}) {
  const t = await getTranslations({ locale, namespace: 'portal.invoices' })
  const status = displayStatus(invoice, today)
  const number = invoice.number ?? ''
  const payable = status === 'pending' || status === 'overdue'
  return (
    <article aria-labelledby={`invoice-${invoice.id}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-invoice={number}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`invoice-${invoice.id}`} className="font-mono text-lg font-bold text-ink-900">
            {number}
          </h3>
          <p className="mt-1 text-ink-700">{invoice.description}</p>
        </div>
        <InvoiceStatusBadge status={status} label={t(`statuses.${status}`)} />
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
        <div>
          <dt className="text-ink-600">{t('issued')}</dt>
          <dd className="font-medium text-ink-900">{invoice.issueDate ? formatDay(invoice.issueDate, locale, 'medium') : '–'}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{invoice.paidOn ? t('paidOn') : t('due')}</dt>
          <dd className="font-medium text-ink-900">
            {invoice.paidOn ? formatDay(invoice.paidOn, locale, 'medium') : invoice.dueDate ? formatDay(invoice.dueDate, locale, 'medium') : '–'}
          </dd>
        </div>
        {payable && invoice.remindedOn && (
          <div>
            <dt className="text-ink-600">{t('reminded')}</dt>
            <dd className="font-medium text-ink-900">{formatDay(invoice.remindedOn, locale, 'medium')}</dd>
          </div>
        )}
        <div className="ml-auto text-right">
          <dt className="text-ink-600">{t('total')}</dt>
          <dd className="text-lg font-bold text-ink-950" data-testid="invoice-total">
            {formatEuro(invoice.grossCents, locale)}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          id={`invoice-details-${invoice.id}`}
          href={detailHref}
          scroll={false}
          prefetch={false}
          aria-label={t('viewLabel', { number })}
          className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50"
        >
          {t('view')}
        </Link>
        <a
          href={invoicePdfPath(invoice.id)}
          download={`${number}.pdf`}
          aria-label={t('pdfLabel', { number })}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('pdf')}
        </a>
        {payable && (
          <Link
            href={payHref}
            scroll={false}
            prefetch={false}
            aria-label={t('payNowLabel', { number })}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('payNow')}
          </Link>
        )}
      </div>
    </article>
  )
}
