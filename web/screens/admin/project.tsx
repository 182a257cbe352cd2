import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuditTrail } from '@/components/admin/audit-trail'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { projectEditorLabels } from '@/components/admin/project-editor-labels'
import { ProjectEditor } from '@/components/admin/project-editor.client'
import { PortalShell } from '@/components/portal/portal-shell'
import { getAdminProject } from '@/lib/admin/projects'
import { requireAdmin } from '@/lib/auth/session'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { saveProjectAction } from './project-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps<{ id: string }>): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.projects' }))('detailTitle'))
}

/** A project to edit: status, progress, dates, milestones; the customer sees every change at once. */
export default async function AdminProjectPage({ params, searchParams }: ScreenProps<{ id: string }>) {
  const { locale, id } = await params
  const admin = await requireAdmin(locale, pathFor(locale, { pathname: '/admin/projects/[id]', params: { id } }))
  const detail = await getAdminProject(admin, id)
  if (!detail) notFound()
  const query = await searchParams
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'admin.projects' }), getTranslations({ locale, namespace: 'admin.common' })])
  const { project, customer, milestones } = detail
  return (
    <PortalShell locale={locale} user={admin} active="/admin/projects">
      <AdminPageHeader
        title={project.name}
        intro={
          <>
            {t('forCustomer')}{' '}
            <IntentLink href={pathFor(locale, { pathname: '/admin/customers/[id]', params: { id: customer.id } })} className="font-semibold text-brand-800 underline">
              {customer.company}
            </IntentLink>
          </>
        }
      />
      {query.created === '1' && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {t('created')}
        </p>
      )}
      <div className={`mt-8 ${panelClass}`}>
        <ProjectEditor
          action={saveProjectAction}
          canNotify={Boolean(customer.email)}
          hidden={{ locale, id: project.id, customerId: customer.id }}
          labels={await projectEditorLabels(locale, common('save'))}
          initial={{
            name: project.name,
            description: project.description,
            status: project.status,
            progress: String(project.progress),
            startDate: project.startDate ?? '',
            deadline: project.deadline ?? '',
            milestones: milestones.map((milestone) => ({ title: milestone.title, dueDate: milestone.dueDate ?? '', done: milestone.doneOn !== null, doneOn: milestone.doneOn ?? '' })),
          }}
        />
      </div>
      <div className="mt-8">
        <AuditTrail entries={detail.trail} locale={locale} heading={common('history')} />
      </div>
    </PortalShell>
  )
}
