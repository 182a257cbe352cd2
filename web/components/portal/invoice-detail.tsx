import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDay } from '@/lib/dates'
import { formatIban } from '@/lib/invoices/girocode'
import { formatEuro, formatQuantity } from '@/lib/invoices/money'
import { giroCodeSvg, transferFor } from '@/lib/invoices/qr'
import { displayStatus } from '@/lib/invoices/status'
import type { InvoiceWithItems } from '@/lib/portal/queries'
import { InvoiceStatusBadge } from './badges'
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
  const euro = (cents: number) => formatEuro(cents, locale)
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

      <div className="mt-6 overflow-x-auto">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead>
            <tr className="border-b-2 border-ink-900">
              <th scope="col" className="py-2 pr-3 font-semibold">{t('position')}</th>
              <th scope="col" className="py-2 pr-3 font-semibold">{t('description')}</th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('quantity')}</th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">{t('unitPrice')}</th>
              <th scope="col" className="py-2 text-right font-semibold">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              <tr key={item.id} className="border-b border-ink-100">
                <td className="py-2 pr-3">{index + 1}</td>
                <td className="py-2 pr-3">{item.description}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">
                  {formatQuantity(item.quantity, locale)} {t(`units.${item.unit}`)}
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap">{euro(item.unitPriceCents)}</td>
                <td className="py-2 text-right whitespace-nowrap">{euro(item.netCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className="pt-3 pr-3 text-right font-medium">{t('net')}</th>
              <td className="pt-3 text-right whitespace-nowrap" data-testid="invoice-net">{euro(invoice.netCents)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={4} className="py-1 pr-3 text-right font-medium">{t('vat', { rate: invoice.vatRate })}</th>
              <td className="py-1 text-right whitespace-nowrap" data-testid="invoice-vat">{euro(invoice.vatCents)}</td>
            </tr>
            <tr className="border-t-2 border-ink-900 text-base">
              <th scope="row" colSpan={4} className="pt-2 pr-3 text-right font-bold">{t('gross')}</th>
              <td className="pt-2 text-right font-bold whitespace-nowrap" data-testid="invoice-gross">{euro(invoice.grossCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
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
