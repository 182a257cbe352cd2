import { CheckCircle2, Circle } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatDay } from '@/lib/dates'
import type { ProjectWithMilestones } from '@/lib/portal/queries'
import { ProgressBar, ProjectStatusBadge } from './badges'

/** A project with status, progress, deadline, description and milestones. */
export async function ProjectCard({ project, locale }: { project: ProjectWithMilestones; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'portal.projects' })
  const day = (iso: string) => formatDay(iso, locale, 'medium')
  return (
    <article aria-labelledby={`project-${project.id}`} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100" data-project-status={project.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`project-${project.id}`} className="text-lg font-bold text-ink-900">
          {project.name}
        </h3>
        <ProjectStatusBadge status={project.status} label={t(`statuses.${project.status}`)} />
      </div>
      {project.description && <p className="mt-2 text-ink-700">{project.description}</p>}
      <div className="mt-4">
        <ProgressBar value={project.progress} label={t('progress')} valueText={t('progressValue', { value: project.progress })} />
      </div>
      <p className="mt-3 text-sm text-ink-700">
        {project.completedAt
          ? `${t('completedOn')}: ${day(project.completedAt)}`
          : project.deadline
            ? `${t('deadline')}: ${day(project.deadline)}`
            : null}
      </p>
      {project.milestones.length > 0 && (
        <div className="mt-4">
          <h4 className="text-sm font-semibold text-ink-800">{t('milestones')}</h4>
          <ol className="mt-2 space-y-2">
            {project.milestones.map((milestone) => (
              <li key={milestone.id} className="flex items-start gap-2 text-sm">
                {milestone.doneOn ? (
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                ) : (
                  <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
                )}
                <span>
                  <span className="font-medium text-ink-900">{milestone.title}</span>{' '}
                  <span className="text-ink-600">
                    (
                    {milestone.doneOn
                      ? t('milestoneDone', { date: day(milestone.doneOn) })
                      : milestone.dueDate
                        ? t('milestoneDue', { date: day(milestone.dueDate) })
                        : t('milestoneOpen')}
                    )
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </article>
  )
}
