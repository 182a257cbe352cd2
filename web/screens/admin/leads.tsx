import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader, inputClass, panelClass } from '@/components/admin/page-header'
import { Pagination } from '@/components/admin/pagination'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { countExpiredLeads, LEAD_KINDS, LEAD_STATUSES, type LeadKind, leadName, leadRetentionMonths, type LeadStatus, listLeads } from '@/lib/admin/leads'
import { requireAdmin } from '@/lib/auth/session'
import { formatDateTime } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { eraseLeadsAction } from './lead-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('leads'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** The leads inbox: audit, contact and meeting requests, newest first, by kind and status. */
export default async function AdminLeadsPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/leads')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const kind = (LEAD_KINDS as readonly string[]).includes(one(query.kind)) ? (one(query.kind) as LeadKind) : undefined
  const status = (LEAD_STATUSES as readonly string[]).includes(one(query.status)) ? (one(query.status) as LeadStatus) : undefined
  const page = Math.max(1, Number.parseInt(one(query.page) || '1', 10) || 1)
  const [t, tShell, common, list, expired] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.leads' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    listLeads(admin, { kind, status, page }),
    countExpiredLeads(admin),
  ])
  const selection = Object.fromEntries(Object.entries({ kind: kind ?? '', status: status ?? '' }).filter(([, value]) => value))
  return (
    <PortalShell locale={locale} user={admin} active="/admin/leads">
      <AdminPageHeader title={tShell('leads')} intro={t('intro')} />
      <form method="get" action={basePath} className="mt-8 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="lead-kind" className="mb-1.5 block text-sm font-semibold text-ink-800">{t('kind')}</label>
          <select id="lead-kind" name="kind" defaultValue={kind ?? ''} className={inputClass}>
            <option value="">{t('allKinds')}</option>
            {LEAD_KINDS.map((value) => <option key={value} value={value}>{t(`kinds.${value}`)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="lead-status" className="mb-1.5 block text-sm font-semibold text-ink-800">{t('status')}</label>
          <select id="lead-status" name="status" defaultValue={status ?? ''} className={inputClass}>
            <option value="">{t('allStatuses')}</option>
            {LEAD_STATUSES.map((value) => <option key={value} value={value}>{t(`statuses.${value}`)}</option>)}
          </select>
        </div>
        <button type="submit" className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">{common('apply')}</button>
      </form>
      <p className="mt-6 font-semibold">{common('results', { count: list.total })}</p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
        <table className="w-full min-w-[48rem] text-sm">
          <thead className="border-b border-ink-200 bg-ink-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">{t('received')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('kind')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('name')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('email')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((lead) => (
              <tr key={lead.id} className="border-b border-ink-100 last:border-0" data-lead={lead.email ?? 'erased'}>
                <td className="px-3 py-3 whitespace-nowrap">
                  <IntentLink href={pathFor(locale, { pathname: '/admin/leads/[id]', params: { id: lead.id } })} className="font-semibold text-brand-800 underline">
                    {formatDateTime(lead.createdAt, locale)}
                  </IntentLink>
                </td>
                <td className="px-3 py-3">{t(`kinds.${lead.kind}`)}</td>
                <td className="px-3 py-3">{lead.erasedAt ? t('erasedName') : leadName(lead)}</td>
                <td className="px-3 py-3">{lead.email ?? '–'}</td>
                <td className="px-3 py-3">{t(`statuses.${lead.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination locale={locale} basePath={basePath} query={selection} page={list.page} pages={list.pages} />
      <section aria-labelledby="erase-heading" className={`mt-10 max-w-3xl ${panelClass}`}>
        <h2 id="erase-heading" className="text-xl font-bold">{t('eraseHeading')}</h2>
        <p className="mt-2 mb-4 text-ink-700">{t('eraseText', { months: leadRetentionMonths(), count: expired })}</p>
        <ActionForm action={eraseLeadsAction} variant="danger" labels={await actionFormLabels(locale, t('erase'), common('saving'))} fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }]} />
      </section>
    </PortalShell>
  )
}
