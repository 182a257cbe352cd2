import type { Metadata } from 'next'
import { Plus } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { FilterNav } from '@/components/admin/filter-nav'
import { AdminPageHeader, primaryLinkClass } from '@/components/admin/page-header'
import { ContractStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { CONTRACT_FILTERS, type ContractFilter, listAdminContracts } from '@/lib/admin/contracts'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('adminContracts'))
}

/** Every contract with the monthly recurring revenue and the invoices the monthly run writes next. */
export default async function AdminContractsPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/contracts')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const filter: ContractFilter = (CONTRACT_FILTERS as readonly string[]).includes(String(query.status)) ? (query.status as ContractFilter) : 'current'
  const today = todayInBerlin()
  const [t, tShell, tStatus, common, { rows, figures }] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.contracts' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'portal.contracts' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    listAdminContracts(admin, { filter, today }),
  ])
  const figureItems = [
    { label: t('mrr'), value: formatEuro(figures.mrrCents, locale), id: 'mrr' },
    { label: t('running'), value: String(figures.running), id: 'running' },
    { label: t('upcoming'), value: `${figures.upcomingCount} · ${formatEuro(figures.upcomingGrossCents, locale)}`, id: 'upcoming' },
  ]
  return (
    <PortalShell locale={locale} user={admin} active="/admin/contracts">
      <AdminPageHeader
        title={tShell('adminContracts')}
        intro={t('intro')}
        actions={
          <IntentLink href={pathFor(locale, '/admin/contracts/new')} className={primaryLinkClass}>
            <Plus aria-hidden="true" className="size-5" />
            {t('new')}
          </IntentLink>
        }
      />
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {figureItems.map((item) => (
          <div key={item.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-figure={item.id}>
            <dt className="text-sm font-semibold text-ink-700">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{item.value}</dd>
          </div>
        ))}
      </dl>
      <FilterNav label={t('filterLabel')} basePath={basePath} values={CONTRACT_FILTERS} current={filter} text={(value) => t(`filters.${value}`)} />
      <p className="mt-6 font-semibold" id="contract-count">
        {common('results', { count: rows.length })}
      </p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
        <table className="w-full min-w-[52rem] text-sm" aria-describedby="contract-count">
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('service')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('customer')}</th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">{t('monthlyNet')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('status')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('minimumTermEnd')}</th>
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('nextInvoice')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ contract, company, status, minimumTermEnd, next }) => (
              <tr key={contract.id} className="border-b border-ink-100 last:border-0" data-contract={contract.description}>
                <td className="px-3 py-3 font-semibold">
                  <IntentLink href={pathFor(locale, { pathname: '/admin/contracts/[id]', params: { id: contract.id } })} className="text-brand-800 underline">
                    {contract.description}
                  </IntentLink>
                </td>
                <td className="px-3 py-3">{company}</td>
                <td className="px-3 py-3 text-right whitespace-nowrap">{formatEuro(contract.monthlyNetCents, locale)}</td>
                <td className="px-3 py-3">
                  <ContractStatusBadge status={status} label={tStatus(`statuses.${status}`)} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDay(minimumTermEnd, locale, 'medium')}</td>
                <td className="px-3 py-3 whitespace-nowrap">
                  {next ? `${formatDay(next.issueOn, locale, 'medium')} · ${formatEuro(next.grossCents, locale)}` : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PortalShell>
  )
}
