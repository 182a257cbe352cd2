import 'server-only'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import type { Customer, Project } from '@/lib/db/schema'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'
import { enqueueCustomerMail } from './customer-mail'

/** Tells a customer that a project's status changed (only when the office ticks "notify"). */
export async function enqueueProjectUpdateMail(
  db: Executor,
  { project, customer, previous }: { project: Project; customer: Customer; previous: Project['status'] },
): Promise<boolean> {
  const locale = customer.locale
  const t = translator(locale, 'mail')
  const status = (value: Project['status']) => t(`project.statuses.${value}`)
  return enqueueCustomerMail(db, {
    customer,
    locale,
    purpose: 'project_update',
    subject: t('project.subject', { name: project.name, status: status(project.status) }),
    paragraphs: [
      t('project.text', { name: project.name, from: status(previous), to: status(project.status), progress: project.progress }),
      t('project.portal', { url: `${siteUrl()}${pathFor(locale, '/dashboard/projects')}` }),
    ],
  })
}
