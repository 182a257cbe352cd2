import type { Locale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import type { selectInvoicesForExport } from './invoices'

type Row = Awaited<ReturnType<typeof selectInvoicesForExport>>[number]

const cents = (value: number) => (value / 100).toFixed(2).replace('.', ',')
const germanDay = (iso: string | null) => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '')

/** A field as CSV: quoted when it holds a separator, quote or line break; formula triggers defused. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(,\d+)?$/.test(value) ? `'${value}` : value
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/**
 * The accountant's export: one row per issued invoice or credit note, in the column layout tax
 * software imports (semicolons, decimal comma, DD.MM.YYYY, UTF-8 with BOM so Excel reads umlauts):
 * number, invoice date, service period, due date, customer, VAT ID, net, VAT rate, VAT, gross, status,
 * paid on.
 */
export function invoicesCsv(rows: Row[], locale: Locale): string {
  const t = translator(locale, 'admin')
  const header = [
    t('csv.number'),
    t('csv.issueDate'),
    t('csv.servicePeriod'),
    t('csv.dueDate'),
    t('csv.customer'),
    t('csv.vatId'),
    t('csv.net'),
    t('csv.vatRate'),
    t('csv.vat'),
    t('csv.gross'),
    t('csv.status'),
    t('csv.paidOn'),
  ]
  const lines = rows.map((row) =>
    [
      row.number ?? '',
      germanDay(row.issueDate),
      row.servicePeriodStart && row.servicePeriodEnd ? `${germanDay(row.servicePeriodStart)}–${germanDay(row.servicePeriodEnd)}` : '',
      germanDay(row.dueDate),
      row.company,
      row.buyerVatId ?? '',
      cents(row.netCents),
      String(row.vatRate),
      cents(row.vatCents),
      cents(row.grossCents),
      t(`csv.statuses.${row.kind === 'credit_note' ? 'credit' : row.status}`),
      germanDay(row.paidOn),
    ]
      .map(field)
      .join(';'),
  )
  return `\uFEFF${[header.map(field).join(';'), ...lines].join('\r\n')}\r\n`
}
