import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

/** Previous / next page links that keep the list's other query parameters. */
export async function Pagination({ locale, basePath, query, page, pages }: { locale: Locale; basePath: string; query: Record<string, string>; page: number; pages: number }) {
  const t = await getTranslations({ locale, namespace: 'admin.common' })
  if (pages <= 1) return null
  const href = (target: number) => `${basePath}?${new URLSearchParams({ ...query, page: String(target) })}`
  const link = 'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50'
  return (
    <nav aria-label={t('pagination')} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <IntentLink href={href(page - 1)} className={link} rel="prev">
          {t('previous')}
        </IntentLink>
      ) : (
        <span />
      )}
      <p className="text-ink-700">{t('page', { page, pages })}</p>
      {page < pages ? (
        <IntentLink href={href(page + 1)} className={link} rel="next">
          {t('next')}
        </IntentLink>
      ) : (
        <span />
      )}
    </nav>
  )
}

/** A column heading that sorts the table by this column (toggling the direction when it already does). */
export function SortHeader({
  label,
  column,
  current,
  direction,
  href,
  sortedAscending,
  sortedDescending,
}: {
  label: string
  column: string
  current: string
  direction: 'asc' | 'desc'
  href: (column: string, direction: 'asc' | 'desc') => string
  sortedAscending: string
  sortedDescending: string
}) {
  const active = column === current
  const next = active && direction === 'asc' ? 'desc' : 'asc'
  return (
    <th scope="col" aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined} className="px-3 py-3 text-left font-semibold">
      <IntentLink href={href(column, next)} className="inline-flex items-center gap-1 underline-offset-2 hover:underline">
        {label}
        {active && <span aria-hidden="true">{direction === 'asc' ? '▲' : '▼'}</span>}
        {active && <span className="sr-only">, {direction === 'asc' ? sortedAscending : sortedDescending}</span>}
      </IntentLink>
    </th>
  )
}
