import type { Metadata } from 'next'
import { CalendarClock, FileText, Settings } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { MeetingForm } from '@/components/forms/meeting-form'
import { ContractStatusBadge, ProgressBar, ProjectStatusBadge } from '@/components/portal/badges'
import { InvoiceCard } from '@/components/portal/invoice-card'
import { PortalShell } from '@/components/portal/portal-shell'
import { formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro, formatNumber } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { requirePortal } from '@/lib/portal/context'
import { customerContracts } from '@/lib/portal/contracts'
import { type DashboardFigures, getDashboardFigures, listProjects, recentInvoices } from '@/lib/portal/queries'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.dashboard' }))('title'))
}

const NO_FIGURES: DashboardFigures = { activeProjects: 0, completedProjects: 0, pendingInvoices: 0, totalSpentCents: 0 }

/** The customer's dashboard: four figures from their own data, recent invoices, active projects, quick actions. */
export default async function DashboardPage({ params }: ScreenProps) {
  const { locale } = await params
  const { user, customer } = await requirePortal(locale, pathFor(locale, '/dashboard'))
  const today = todayInBerlin()
  const [t, tProjects, tContracts, figures, invoices, projects, contracts] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.dashboard' }),
    getTranslations({ locale, namespace: 'portal.projects' }),
    getTranslations({ locale, namespace: 'portal.contracts' }),
    customer ? getDashboardFigures(customer.id) : NO_FIGURES,
    customer ? recentInvoices(customer.id) : [],
    customer ? listProjects(customer.id, { activeOnly: true }) : [],
    customer ? customerContracts(customer.id, today).then((views) => views.filter((view) => view.status !== 'ended')) : [],
  ])
  const invoicesPath = pathFor(locale, '/dashboard/invoices')
  const cards = [
    { key: 'activeProjects', label: t('activeProjects'), value: formatNumber(figures.activeProjects, locale) },
    { key: 'completedProjects', label: t('completedProjects'), value: formatNumber(figures.completedProjects, locale) },
    { key: 'pendingInvoices', label: t('pendingInvoices'), value: formatNumber(figures.pendingInvoices, locale) },
    { key: 'totalSpent', label: t('totalSpent'), value: formatEuro(figures.totalSpentCents, locale) },
  ]
  const quickActions = [
    { href: '#termin', label: t('meeting'), icon: CalendarClock },
    { href: invoicesPath, label: t('viewInvoices'), icon: FileText },
    { href: pathFor(locale, '/dashboard/settings'), label: t('accountSettings'), icon: Settings },
  ]

  return (
    <PortalShell locale={locale} user={user} active="/dashboard">
      <h1 className="text-3xl font-bold tracking-tight">{t('greeting', { name: user.name })}</h1>
      <p className="mt-2 text-ink-700">{customer ? t('intro') : t('agencyAccount')}</p>

      <section aria-labelledby="figures-heading" className="mt-8">
        <h2 id="figures-heading" className="sr-only">
          {t('figures')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <div key={card.key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-figure={card.key}>
              <dt className="text-sm font-medium text-ink-600">{card.label}</dt>
              <dd className="mt-2 text-3xl font-bold text-ink-950">{card.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-10 grid gap-10 xl:grid-cols-2">
        <section aria-labelledby="recent-invoices-heading">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="recent-invoices-heading" className="text-xl font-bold">
              {t('recentInvoices')}
            </h2>
            <IntentLink href={invoicesPath} className="font-semibold text-brand-800 underline">
              {t('allInvoices')}
            </IntentLink>
          </div>
          <div className="mt-4 space-y-4">
            {invoices.length === 0 && <p className="text-ink-700">{t('noInvoices')}</p>}
            {invoices.map((invoice) => (
              <InvoiceCard
                key={invoice.id}
                invoice={invoice}
                locale={locale}
                today={today}
                detailHref={`${invoicesPath}?invoice=${invoice.id}`}
                payHref={`${invoicesPath}?invoice=${invoice.id}&pay=1`}
              />
            ))}
          </div>
        </section>

        <section aria-labelledby="active-projects-heading">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="active-projects-heading" className="text-xl font-bold">
              {t('activeProjectsHeading')}
            </h2>
            <IntentLink href={pathFor(locale, '/dashboard/projects')} className="font-semibold text-brand-800 underline">
              {t('allProjects')}
            </IntentLink>
          </div>
          <ul className="mt-4 space-y-4">
            {projects.length === 0 && <li className="text-ink-700">{t('noProjects')}</li>}
            {projects.map((project) => (
              <li key={project.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="font-semibold text-ink-900">{project.name}</h3>
                  <ProjectStatusBadge status={project.status} label={tProjects(`statuses.${project.status}`)} />
                </div>
                <div className="mt-4">
                  <ProgressBar
                    value={project.progress}
                    label={tProjects('progress')}
                    valueText={tProjects('progressValue', { value: project.progress })}
                  />
                </div>
                {project.deadline && (
                  <p className="mt-3 text-sm text-ink-700">
                    {tProjects('deadline')}: {formatDay(project.deadline, locale, 'medium')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>

      {contracts.length > 0 && (
        <section aria-labelledby="contracts-heading" className="mt-10">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="contracts-heading" className="text-xl font-bold">
              {t('contractsHeading')}
            </h2>
            <IntentLink href={pathFor(locale, '/dashboard/contracts')} className="font-semibold text-brand-800 underline">
              {t('allContracts')}
            </IntentLink>
          </div>
          <ul className="mt-4 grid gap-4 xl:grid-cols-2">
            {contracts.map(({ contract, status, next }) => (
              <li key={contract.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-contract={contract.description}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="font-semibold text-ink-900">{contract.description}</h3>
                  <ContractStatusBadge status={status} label={tContracts(`statuses.${status}`)} />
                </div>
                <p className="mt-2 text-ink-700">
                  {next
                    ? t('contractNext', { day: formatDay(next.issueOn, locale, 'medium'), amount: formatEuro(next.grossCents, locale) })
                    : contract.endDate
                      ? t('contractEnds', { day: formatDay(contract.endDate, locale, 'medium') })
                      : tContracts(`statuses.${status}`)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="quick-actions-heading" className="mt-10">
        <h2 id="quick-actions-heading" className="text-xl font-bold">
          {t('quickActions')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {quickActions.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <a
                href={href}
                className="flex min-h-16 items-center gap-3 rounded-2xl bg-white p-5 font-semibold text-ink-900 shadow-sm ring-1 ring-ink-100 hover:ring-brand-300"
              >
                <Icon aria-hidden="true" className="size-6 text-brand-700" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section id="termin" aria-labelledby="meeting-heading" className="mt-10 scroll-mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
        <h2 id="meeting-heading" className="text-xl font-bold">
          {t('meetingHeading')}
        </h2>
        <p className="mt-2 mb-6 text-ink-700">{t('meetingText')}</p>
        <MeetingForm locale={locale} />
      </section>
    </PortalShell>
  )
}
