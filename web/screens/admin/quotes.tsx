import type { Metadata } from 'next'
import { Plus } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { FilterNav } from '@/components/admin/filter-nav'
import { AdminPageHeader, primaryLinkClass } from '@/components/admin/page-header'
import { QuoteStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { listAdminQuotes, QUOTE_FILTERS, type QuoteFilter } from '@/lib/admin/quotes'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { quoteDisplayStatus } from '@/lib/quotes/lifecycle'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('adminQuotes'))
}

/** The office's quotes: open ones first by default, each with its monthly and one-off sums. */
export default async function AdminQuotesPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/quotes')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const filter: QuoteFilter = (QUOTE_FILTERS as readonly string[]).includes(String(query.status)) ? (query.status as QuoteFilter) : 'open'
  const today = todayInBerlin()
  const [t, tShell, common, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.quotes' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    listAdminQuotes(admin, { filter }),
  ])
  return (
    <PortalShell locale={locale} user={admin} active="/admin/quotes">
      <AdminPageHeader
        title={tShell('adminQuotes')}
        intro={t('intro')}
        actions={
          <IntentLink href={pathFor(locale, '/admin/quotes/new')} className={primaryLinkClass}>
            <Plus aria-hidden="true" className="size-5" />
            {t('new')}
          </IntentLink>
        }
      />
      <FilterNav label={t('filterLabel')} basePath={basePath} values={QUOTE_FILTERS} current={filter} text={(value) => t(`filters.${value}`)} />
      <p className="mt-6 font-semibold" id="quote-count">
        {common('results', { count: rows.length })}
      </p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
        <table className="w-full min-w-[52rem] text-sm" aria-describedby="quote-count">
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('number')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('titleCol')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('customer')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('status')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('validUntil')}</th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">{t('monthly')}</th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">{t('once')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ quote, company, totals }) => {
              const status = quoteDisplayStatus(quote, today)
              return (
                <tr key={quote.id} className="border-b border-ink-100 last:border-0" data-quote={quote.number ?? 'draft'}>
                  <td className="px-3 py-3 font-mono font-semibold">
                    <IntentLink href={pathFor(locale, { pathname: '/admin/quotes/[id]', params: { id: quote.id } })} className="text-brand-800 underline">
                      {quote.number ?? t('draft')}
                    </IntentLink>
                  </td>
                  <td className="px-3 py-3">{quote.title}</td>
                  <td className="px-3 py-3">{company}</td>
                  <td className="px-3 py-3">
                    <QuoteStatusBadge status={status} label={t(`statuses.${status}`)} />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">{formatDay(quote.validUntil, locale, 'medium')}</td>
                  <td className="px-3 py-3 text-right whitespace-nowrap">{formatEuro(totals.monthly.netCents, locale)}</td>
                  <td className="px-3 py-3 text-right whitespace-nowrap">{formatEuro(totals.once.netCents, locale)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </PortalShell>
  )
}
