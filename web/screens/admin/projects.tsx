import type { Metadata } from 'next'
import { Plus } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { FilterNav } from '@/components/admin/filter-nav'
import { AdminPageHeader, primaryLinkClass } from '@/components/admin/page-header'
import { ProgressBar, ProjectStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { listAdminProjects, PROJECT_STATUSES, type ProjectStatusValue } from '@/lib/admin/projects'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('adminProjects'))
}

const FILTERS = ['active', 'all', ...PROJECT_STATUSES] as const

/** All customers' projects, running ones first, by status. */
export default async function AdminProjectsPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/projects')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const filter = (FILTERS as readonly string[]).includes(String(query.status)) ? (String(query.status) as (typeof FILTERS)[number]) : 'active'
  const [t, tShell, tProjects, common, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.projects' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'portal.projects' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    listAdminProjects(admin, { status: filter === 'all' ? undefined : (filter as ProjectStatusValue | 'active') }),
  ])
  return (
    <PortalShell locale={locale} user={admin} active="/admin/projects">
      <AdminPageHeader
        title={tShell('adminProjects')}
        intro={t('intro')}
        actions={
          <IntentLink href={pathFor(locale, '/admin/projects/new')} className={primaryLinkClass}>
            <Plus aria-hidden="true" className="size-5" />
            {t('new')}
          </IntentLink>
        }
      />
      <FilterNav label={t('filterLabel')} basePath={basePath} values={FILTERS} current={filter} text={(value) => (value === 'active' ? t('active') : value === 'all' ? t('all') : tProjects(`statuses.${value}`))} />
      <p className="mt-6 font-semibold">{common('results', { count: rows.length })}</p>
      <ul className="mt-3 grid gap-4 xl:grid-cols-2">
        {rows.map((project) => (
          <li key={project.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-project={project.name}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <IntentLink href={pathFor(locale, { pathname: '/admin/projects/[id]', params: { id: project.id } })} className="text-lg font-bold text-brand-800 underline">
                  {project.name}
                </IntentLink>
                <p className="text-ink-700">{project.company}</p>
              </div>
              <ProjectStatusBadge status={project.status} label={tProjects(`statuses.${project.status}`)} />
            </div>
            <div className="mt-3">
              <ProgressBar value={project.progress} label={tProjects('progress')} valueText={tProjects('progressValue', { value: project.progress })} />
            </div>
            <p className="mt-2 text-sm text-ink-700">
              {project.deadline ? `${tProjects('deadline')}: ${formatDay(project.deadline, locale, 'medium')} · ` : ''}
              {t('milestoneCount', { count: project.milestones })}
            </p>
          </li>
        ))}
      </ul>
    </PortalShell>
  )
}
