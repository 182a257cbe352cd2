import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuditTrail } from '@/components/admin/audit-trail'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { getLead, LEAD_STATUSES, leadName } from '@/lib/admin/leads'
import { requireAdmin } from '@/lib/auth/session'
import { formatDateTime, formatDay } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { convertLeadAction, leadNoteAction, leadStatusAction } from './lead-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps<{ id: string }>): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.leads' }))('detailTitle'))
}

/** One lead in full (with page, language and privacy-notice version), its status, notes and history. */
export default async function AdminLeadPage({ params }: ScreenProps<{ id: string }>) {
  const { locale, id } = await params
  const admin = await requireAdmin(locale, pathFor(locale, { pathname: '/admin/leads/[id]', params: { id } }))
  const detail = await getLead(admin, id)
  if (!detail) notFound()
  const [t, common, mail] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.leads' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    getTranslations({ locale, namespace: 'mail' }),
  ])
  const { lead } = detail
  const rows: [string, string | null][] = [
    [t('kind'), t(`kinds.${lead.kind}`)],
    [t('received'), formatDateTime(lead.createdAt, locale)],
    [t('name'), lead.erasedAt ? t('erasedName') : leadName(lead)],
    [t('email'), lead.email],
    [t('phone'), lead.phone],
    [t('website'), lead.website],
    [t('subject'), lead.subject],
    [t('preferredDate'), lead.preferredDate ? `${formatDay(lead.preferredDate, locale)}${lead.timeSlot ? `, ${mail(`timeSlots.${lead.timeSlot}`)}` : ''}` : null],
    [t('message'), lead.message],
    [t('language'), lead.locale === 'de' ? 'Deutsch' : 'English'],
    [t('page'), lead.sourcePath],
    [t('privacyNotice'), lead.privacyNoticeVersion],
    [t('erasedAt'), lead.erasedAt ? formatDateTime(lead.erasedAt, locale) : null],
  ]
  const hidden = [
    { name: 'locale', type: 'hidden' as const, defaultValue: locale },
    { name: 'id', type: 'hidden' as const, defaultValue: lead.id },
  ]
  return (
    <PortalShell locale={locale} user={admin} active="/admin/leads">
      <AdminPageHeader title={t('detailHeading', { kind: t(`kinds.${lead.kind}`), name: lead.erasedAt ? t('erasedName') : leadName(lead) })} />
      <div className="mt-8 grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="lead-details" className={panelClass}>
          <h2 id="lead-details" className="mb-4 text-xl font-bold">{t('details')}</h2>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
            {rows
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-semibold text-ink-700">{label}</dt>
                  <dd className="whitespace-pre-wrap">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
        <div className="grid content-start gap-8">
          <section aria-labelledby="lead-status" className={panelClass}>
            <h2 id="lead-status" className="mb-4 text-xl font-bold">{t('status')}</h2>
            <ActionForm
              action={leadStatusAction}
              labels={await actionFormLabels(locale, common('save'), common('saving'))}
              fields={[...hidden, { name: 'status', label: t('status'), type: 'select', defaultValue: lead.status, options: LEAD_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })) }]}
            />
            {!lead.erasedAt && lead.email && (
              <div className="mt-6 border-t border-ink-100 pt-6">
                <p className="mb-3 text-ink-700">{t('convertText')}</p>
                <ActionForm action={convertLeadAction} labels={await actionFormLabels(locale, t('convert'), common('saving'))} fields={hidden} />
              </div>
            )}
          </section>
          {!lead.erasedAt && (
            <section aria-labelledby="lead-notes" className={panelClass}>
              <h2 id="lead-notes" className="mb-4 text-xl font-bold">{t('notes')}</h2>
              <ul className="mb-4 space-y-3">
                {detail.notes.map((note) => (
                  <li key={note.id} className="rounded-xl bg-ink-50 p-3">
                    <p className="whitespace-pre-wrap">{note.body}</p>
                    <p className="mt-1 text-sm text-ink-600">{note.authorName} · {formatDateTime(note.createdAt, locale)}</p>
                  </li>
                ))}
              </ul>
              <ActionForm action={leadNoteAction} labels={await actionFormLabels(locale, t('addNote'), common('saving'))} fields={[...hidden, { name: 'note', label: t('note'), type: 'textarea', required: true, maxLength: 5000 }]} />
            </section>
          )}
        </div>
      </div>
      <div className="mt-8">
        <AuditTrail entries={detail.trail} locale={locale} heading={common('history')} />
      </div>
    </PortalShell>
  )
}
