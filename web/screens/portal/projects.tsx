import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PortalShell } from '@/components/portal/portal-shell'
import { ProjectCard } from '@/components/portal/project-card'
import { privatePageMetadata } from '@/lib/metadata'
import { requirePortal } from '@/lib/portal/context'
import { listProjects } from '@/lib/portal/queries'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.projects' }))('title'))
}

/** The customer's projects: running ones with progress and milestones, then the completed ones. */
export default async function ProjectsPage({ params }: ScreenProps) {
  const { locale } = await params
  const { user, customer } = await requirePortal(locale, pathFor(locale, '/dashboard/projects'))
  const [t, projects] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.projects' }),
    customer ? listProjects(customer.id) : [],
  ])
  const active = projects.filter((project) => project.status !== 'completed')
  const completed = projects.filter((project) => project.status === 'completed')

  return (
    <PortalShell locale={locale} user={user} active="/dashboard/projects">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-ink-700">{t('intro')}</p>
      {projects.length === 0 && <p className="mt-8 text-ink-700">{t('empty')}</p>}
      {active.length > 0 && (
        <section aria-labelledby="active-projects" className="mt-8">
          <h2 id="active-projects" className="text-xl font-bold">
            {t('activeHeading')} ({active.length})
          </h2>
          <div className="mt-4 grid gap-4 xl:grid-cols-2">
            {active.map((project) => (
              <ProjectCard key={project.id} project={project} locale={locale} />
            ))}
          </div>
        </section>
      )}
      {completed.length > 0 && (
        <section aria-labelledby="completed-projects" className="mt-10">
          <h2 id="completed-projects" className="text-xl font-bold">
            {t('completedHeading')} ({completed.length})
          </h2>
          <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {completed.map((project) => (
              <ProjectCard key={project.id} project={project} locale={locale} />
            ))}
          </div>
        </section>
      )}
    </PortalShell>
  )
}
