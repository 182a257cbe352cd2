import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Invoice, InvoiceItem } from '@/lib/db/schema'
import { formatEuro, formatQuantity } from '@/lib/invoices/money'

type Totals = Pick<Invoice, 'netCents' | 'vatCents' | 'grossCents' | 'vatRate'>
type Line = Pick<InvoiceItem, 'id' | 'description' | 'quantity' | 'unit' | 'unitPriceCents' | 'netCents'>

/** An invoice's lines with net, VAT and gross, as the customer (portal) and the office (admin) see it. */
export async function InvoiceLinesTable({ invoice, items, locale }: { invoice: Totals; items: Line[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal.invoice' })
  const euro = (cents: number) => formatEuro(cents, locale)
  return (
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
          {items.map((item, index) => (
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
  )
}
