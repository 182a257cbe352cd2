import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CustomerPicker } from '@/components/admin/customer-picker'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { projectEditorLabels } from '@/components/admin/project-editor-labels'
import { ProjectEditor } from '@/components/admin/project-editor.client'
import { PortalShell } from '@/components/portal/portal-shell'
import { customerForNewRecord } from '@/lib/admin/customers'
import { requireAdmin } from '@/lib/auth/session'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { saveProjectAction } from './project-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.projects' }))('new'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** A new project for a customer (chosen first, by search, when the page is opened without one). */
export default async function NewProjectPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/projects/new')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'admin.projects' })
  const customer = await customerForNewRecord(admin, one(query.customer))

  if (!customer) {
    return <CustomerPicker locale={locale} admin={admin} active="/admin/projects" title={t('new')} basePath={basePath} search={one(query.q).slice(0, 100)} />
  }

  return (
    <PortalShell locale={locale} user={admin} active="/admin/projects">
      <AdminPageHeader title={t('newFor', { company: customer.company })} />
      <div className={`mt-8 ${panelClass}`}>
        <ProjectEditor
          action={saveProjectAction}
          canNotify={false}
          hidden={{ locale, customerId: customer.id }}
          labels={await projectEditorLabels(locale, t('create'))}
          initial={{ name: '', description: '', status: 'planning', progress: '0', startDate: '', deadline: '', milestones: [] }}
        />
      </div>
    </PortalShell>
  )
}
