import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatEuro } from '@/lib/invoices/money'

/**
 * Revenue of the last twelve months as server-rendered SVG bars, with the same figures as a table for
 * screen readers and anyone who prefers numbers (the SVG itself is hidden from assistive technology).
 */
export async function RevenueChart({ months, locale }: { months: { month: string; netCents: number; grossCents: number }[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'admin.dashboard' })
  const monthName = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const label = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`))
  const max = Math.max(1, ...months.map((entry) => entry.grossCents))
  const width = 600
  const height = 200
  const bar = width / months.length
  return (
    <figure aria-labelledby="revenue-heading">
      <figcaption id="revenue-heading" className="text-xl font-bold">
        {t('revenueChart')}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height + 24}`} className="mt-4 max-h-64 w-full" aria-hidden="true" focusable="false">
        {months.map((entry, index) => {
          const barHeight = (entry.grossCents / max) * height
          return (
            <g key={entry.month}>
              <rect x={index * bar + 6} y={height - barHeight} width={bar - 12} height={barHeight} rx={4} className="fill-brand-600" />
              <text x={index * bar + bar / 2} y={height + 16} textAnchor="middle" className="fill-ink-700 text-[11px]">
                {label(entry.month)}
              </text>
            </g>
          )
        })}
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-800">{t('revenueTable')}</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="border-b border-ink-200 text-left">
              <th scope="col" className="py-1">{t('month')}</th>
              <th scope="col" className="py-1 text-right">{t('net')}</th>
              <th scope="col" className="py-1 text-right">{t('gross')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((entry) => (
              <tr key={entry.month} className="border-b border-ink-100">
                <th scope="row" className="py-1 text-left font-normal">{label(entry.month)}</th>
                <td className="py-1 text-right">{formatEuro(entry.netCents, locale)}</td>
                <td className="py-1 text-right">{formatEuro(entry.grossCents, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
