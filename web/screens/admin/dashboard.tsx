import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { AuditTrail } from '@/components/admin/audit-trail'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { RevenueChart } from '@/components/admin/revenue-chart'
import { PortalShell } from '@/components/portal/portal-shell'
import { adminDashboard } from '@/lib/admin/dashboard'
import { requireAdmin } from '@/lib/auth/session'
import { formatEuro, formatNumber } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('adminDashboard'))
}

const ACTIVITY_FILTERS = ['all', 'invoice', 'customer', 'project', 'lead', 'review', 'user', 'email'] as const

/** The office's start page: figures from the database, revenue by month, the latest changes. */
export default async function AdminDashboardPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const admin = await requireAdmin(locale, pathFor(locale, '/admin/dashboard'))
  const query = await searchParams
  const activityFilter = (ACTIVITY_FILTERS as readonly string[]).includes(String(query.activity)) ? String(query.activity) : 'all'
  const [t, tShell, tAudit, figures] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.dashboard' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'admin.audit' }),
    adminDashboard(admin, { activityOf: activityFilter === 'all' ? undefined : activityFilter }),
  ])
  const euro = (cents: number) => formatEuro(cents, locale)
  const n = (value: number) => formatNumber(value, locale)
  const leadsTotal = figures.openLeads.audit + figures.openLeads.contact + figures.openLeads.meeting
  const cards: { key: string; label: string; value: string; detail?: string; href?: string }[] = [
    {
      key: 'openLeads',
      label: t('openLeads'),
      value: n(leadsTotal),
      detail: t('openLeadsByKind', { audit: figures.openLeads.audit, contact: figures.openLeads.contact, meeting: figures.openLeads.meeting }),
      href: `${pathFor(locale, '/admin/leads')}?status=new`,
    },
    { key: 'leadsWeek', label: t('leadsThisWeek'), value: n(figures.leadsThisWeek), detail: t('leadsLastWeek', { count: figures.leadsLastWeek }) },
    { key: 'pendingReviews', label: t('pendingReviews'), value: n(figures.pendingReviews), href: pathFor(locale, '/admin/reviews') },
    {
      key: 'outstanding',
      label: t('outstanding'),
      value: euro(figures.outstanding.grossCents),
      detail: t('invoiceCount', { count: figures.outstanding.count }),
      href: `${pathFor(locale, '/admin/invoices')}?status=open`,
    },
    {
      key: 'overdue',
      label: t('overdue'),
      value: euro(figures.overdue.grossCents),
      detail: t('overdueCount', { count: figures.overdue.count, followUp: figures.followUp }),
      href: `${pathFor(locale, '/admin/invoices')}?status=overdue`,
    },
    { key: 'revenueMonth', label: t('revenueMonth'), value: euro(figures.revenueMonth.grossCents), detail: t('netAmount', { amount: euro(figures.revenueMonth.netCents) }) },
    { key: 'revenueYear', label: t('revenueYear'), value: euro(figures.revenueYear.grossCents), detail: t('netAmount', { amount: euro(figures.revenueYear.netCents) }) },
    { key: 'activeProjects', label: t('activeProjects'), value: n(figures.activeProjects), href: `${pathFor(locale, '/admin/projects')}?status=active` },
    {
      key: 'mrr',
      label: t('mrr'),
      value: euro(figures.contracts.mrrCents),
      detail: t('mrrDetail', { count: figures.contracts.running, upcoming: figures.contracts.upcomingCount, amount: euro(figures.contracts.upcomingGrossCents) }),
      href: pathFor(locale, '/admin/contracts'),
    },
  ]

  return (
    <PortalShell locale={locale} user={admin} active="/admin/dashboard">
      <AdminPageHeader title={tShell('adminDashboard')} intro={t('intro')} />
      <section aria-labelledby="figures-heading" className="mt-8">
        <h2 id="figures-heading" className="sr-only">
          {t('figures')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <div key={card.key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-figure={card.key}>
              <dt className="text-sm font-medium text-ink-600">{card.label}</dt>
              <dd className="mt-2 text-2xl font-bold text-ink-950">
                {card.href ? (
                  <IntentLink href={card.href} className="hover:underline">
                    {card.value}
                  </IntentLink>
                ) : (
                  card.value
                )}
              </dd>
              {card.detail && <dd className="mt-1 text-sm text-ink-700">{card.detail}</dd>}
            </div>
          ))}
        </dl>
      </section>
      <div className="mt-8 grid gap-8 2xl:grid-cols-2">
        <section className={panelClass}>
          <RevenueChart months={figures.months} locale={locale} />
        </section>
        <div>
          <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
            <label className="text-sm font-semibold text-ink-800">
              {t('activityFilter')}
              <select name="activity" defaultValue={activityFilter} className="ml-2 rounded-xl border border-ink-300 bg-white px-3 py-2">
                {ACTIVITY_FILTERS.map((filter) => (
                  <option key={filter} value={filter}>
                    {filter === 'all' ? t('activityAll') : tAudit(`entities.${filter}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="min-h-11 rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50">
              {t('activityApply')}
            </button>
          </form>
          <AuditTrail entries={figures.activity} locale={locale} heading={t('activity')} showEntity />
        </div>
      </div>
    </PortalShell>
  )
}
