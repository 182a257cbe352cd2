import 'server-only'
import { translator } from '@/i18n/translator'
import type { Executor } from '@/lib/db/client'
import { type Customer, emailOutbox, type Project } from '@/lib/db/schema'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'
import { footerLines, renderBoth } from './render'
import { senderDetails } from './sender-details'
import { InvoiceMail } from './templates/invoice-mail'

/** Tells a customer that a project's status changed (only when the office ticks "notify"). */
export async function enqueueProjectUpdateMail(
  db: Executor,
  { project, customer, previous }: { project: Project; customer: Customer; previous: Project['status'] },
): Promise<boolean> {
  if (!customer.email) return false
  const locale = customer.locale
  const t = translator(locale, 'mail')
  const status = (value: Project['status']) => t(`project.statuses.${value}`)
  const sender = await senderDetails(locale)
  const subject = t('project.subject', { name: project.name, status: status(project.status) })
  const rendered = await renderBoth(
    <InvoiceMail
      lang={locale}
      greeting={t('confirmation.greeting', { name: customer.name })}
      paragraphs={[
        t('project.text', { name: project.name, from: status(previous), to: status(project.status), progress: project.progress }),
        t('project.portal', { url: `${siteUrl()}${pathFor(locale, '/dashboard/projects')}` }),
      ]}
      rows={[]}
      signOff={t('confirmation.signOff')}
      team={t('confirmation.team', { company: sender.companyName ?? '' })}
      sender={sender}
      footer={footerLines(locale, sender)}
    />,
  )
  await db.insert(emailOutbox).values({
    purpose: 'project_update',
    customerId: customer.id,
    toAddress: customer.email,
    replyTo: sender.email,
    locale,
    subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
  })
  return true
}
