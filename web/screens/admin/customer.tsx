import type { Metadata } from 'next'
import { FilePlus, FolderPlus } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuditTrail } from '@/components/admin/audit-trail'
import { customerFields } from '@/components/admin/customer-fields'
import { AdminPageHeader, panelClass, secondaryLinkClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { InvoiceStatusBadge, ProjectStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { getCustomerDetail } from '@/lib/admin/customers'
import { requireAdmin } from '@/lib/auth/session'
import { formatDateTime, formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { displayStatus } from '@/lib/invoices/status'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { inviteCustomerAction, toggleLoginAction, updateCustomerAction } from './customer-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps<{ id: string }>): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.customers' }))('detailTitle'))
}

/** One customer: company data (editable), login, projects, invoices, sign-in history, change history. */
export default async function AdminCustomerPage({ params, searchParams }: ScreenProps<{ id: string }>) {
  const { locale, id } = await params
  const self = pathFor(locale, { pathname: '/admin/customers/[id]', params: { id } })
  const admin = await requireAdmin(locale, self)
  const detail = await getCustomerDetail(admin, id)
  if (!detail) notFound()
  const query = await searchParams
  const [t, tInvoices, tProjects, tAuth, common] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.customers' }),
    getTranslations({ locale, namespace: 'portal.invoices' }),
    getTranslations({ locale, namespace: 'portal.projects' }),
    getTranslations({ locale, namespace: 'admin.signIns' }),
    getTranslations({ locale, namespace: 'admin.common' }),
  ])
  const { customer, login } = detail
  const today = todayInBerlin()
  const hidden = [
    { name: 'locale', type: 'hidden' as const, defaultValue: locale },
    { name: 'id', type: 'hidden' as const, defaultValue: customer.id },
  ]

  return (
    <PortalShell locale={locale} user={admin} active="/admin/customers">
      <AdminPageHeader
        title={customer.company}
        intro={customer.anonymisedAt ? t('anonymisedNote') : t('detailIntro')}
        actions={
          !customer.anonymisedAt && (
            <>
              <IntentLink href={`${pathFor(locale, '/admin/invoices/new')}?customer=${customer.id}`} className={secondaryLinkClass}>
                <FilePlus aria-hidden="true" className="size-5" />
                {t('newInvoice')}
              </IntentLink>
              <IntentLink href={`${pathFor(locale, '/admin/projects/new')}?customer=${customer.id}`} className={secondaryLinkClass}>
                <FolderPlus aria-hidden="true" className="size-5" />
                {t('newProject')}
              </IntentLink>
            </>
          )
        }
      />
      {query.created === '1' && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {t('createdNotice')}
        </p>
      )}
      <div className="mt-8 grid gap-8 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="company-heading" className={panelClass}>
          <h2 id="company-heading" className="mb-6 text-xl font-bold">
            {t('companyData')}
          </h2>
          {customer.anonymisedAt ? (
            <p className="text-ink-700">{t('anonymisedNote')}</p>
          ) : (
            <ActionForm
              action={updateCustomerAction}
              columns={2}
              labels={await actionFormLabels(locale, common('save'), common('saving'))}
              fields={[...(await customerFields(locale, customer)), { name: 'id', type: 'hidden', defaultValue: customer.id }]}
            />
          )}
        </section>
        <div className="grid content-start gap-8">
          <section aria-labelledby="login-heading" className={panelClass}>
            <h2 id="login-heading" className="text-xl font-bold">
              {t('loginHeading')}
            </h2>
            {login ? (
              <>
                <p className="mt-3 text-ink-800">
                  {t('loginOf', { email: login.email })} {login.banned ? <strong>({t('loginDisabled')})</strong> : null}
                </p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <ActionForm
                    action={toggleLoginAction}
                    variant={login.banned ? 'primary' : 'danger'}
                    labels={await actionFormLabels(locale, login.banned ? t('enableLogin') : t('disableLogin'), common('saving'))}
                    fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }, { name: 'id', type: 'hidden', defaultValue: login.id }, { name: 'disabled', type: 'hidden', defaultValue: login.banned ? 'false' : 'true' }]}
                  />
                  <ActionForm action={inviteCustomerAction} labels={await actionFormLabels(locale, t('resendInvitation'), common('saving'))} fields={hidden} />
                </div>
              </>
            ) : customer.anonymisedAt ? null : (
              <>
                <p className="mt-3 text-ink-800">{t('noLoginYet')}</p>
                <div className="mt-4">
                  <ActionForm action={inviteCustomerAction} labels={await actionFormLabels(locale, t('sendInvitation'), common('saving'))} fields={hidden} />
                </div>
              </>
            )}
          </section>

          <section aria-labelledby="signins-heading" className={panelClass}>
            <h2 id="signins-heading" className="text-xl font-bold">
              {tAuth('heading')}
            </h2>
            {detail.signIns.length === 0 ? (
              <p className="mt-3 text-ink-700">{tAuth('empty')}</p>
            ) : (
              <ul className="mt-3 space-y-1 text-sm">
                {detail.signIns.map((event) => (
                  <li key={event.id}>
                    {formatDateTime(event.createdAt, locale)} – {tAuth(`kinds.${event.kind}` as never)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>

      <section aria-labelledby="customer-invoices" className={`mt-8 ${panelClass}`}>
        <h2 id="customer-invoices" className="text-xl font-bold">
          {t('invoices')} ({detail.invoices.length})
        </h2>
        <ul className="mt-4 divide-y divide-ink-100">
          {detail.invoices.map((invoice) => {
            const status = displayStatus(invoice, today)
            return (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <IntentLink href={pathFor(locale, { pathname: '/admin/invoices/[id]', params: { id: invoice.id } })} className="font-mono font-semibold text-brand-800 underline">
                  {invoice.number ?? t('draft')}
                </IntentLink>
                <span className="flex-1 text-ink-700">{invoice.description}</span>
                <InvoiceStatusBadge status={status} label={tInvoices(`statuses.${status}`)} />
                <span className="w-32 text-right font-semibold">{formatEuro(invoice.grossCents, locale)}</span>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="customer-projects" className={`mt-8 ${panelClass}`}>
        <h2 id="customer-projects" className="text-xl font-bold">
          {t('projects')} ({detail.projects.length})
        </h2>
        <ul className="mt-4 divide-y divide-ink-100">
          {detail.projects.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <IntentLink href={pathFor(locale, { pathname: '/admin/projects/[id]', params: { id: project.id } })} className="font-semibold text-brand-800 underline">
                {project.name}
              </IntentLink>
              <span className="text-sm text-ink-700">{project.deadline ? formatDay(project.deadline, locale, 'medium') : ''}</span>
              <ProjectStatusBadge status={project.status} label={tProjects(`statuses.${project.status}`)} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-8">
        <AuditTrail entries={detail.trail} locale={locale} heading={common('history')} />
      </div>
    </PortalShell>
  )
}
