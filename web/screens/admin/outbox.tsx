import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { listOutbox, OUTBOX_STATUSES, type OutboxStatus } from '@/lib/admin/outbox'
import { requireAdmin } from '@/lib/auth/session'
import { formatDateTime } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { retryMessageAction } from './outbox-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('outbox'))
}

/** The e-mail outbox: what was sent, what waits, what failed (with the reason), and "retry now". */
export default async function AdminOutboxPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/outbox')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const status = (OUTBOX_STATUSES as readonly string[]).includes(String(query.status)) ? (String(query.status) as OutboxStatus) : undefined
  const [t, tShell, list] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.outbox' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    listOutbox(admin, status),
  ])
  const filters = [undefined, ...OUTBOX_STATUSES] as const
  return (
    <PortalShell locale={locale} user={admin} active="/admin/outbox">
      <AdminPageHeader title={tShell('outbox')} intro={t('intro')} />
      <nav aria-label={t('filterLabel')} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {filters.map((value) => (
            <li key={value ?? 'all'}>
              <IntentLink
                href={value ? `${basePath}?status=${value}` : basePath}
                aria-current={value === status ? 'page' : undefined}
                className={value === status ? 'inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-semibold text-white' : 'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50'}
              >
                {value ? `${t(`statuses.${value}`)} (${list.totals[value] ?? 0})` : t('all')}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
        <table className="w-full min-w-[56rem] text-sm">
          <thead className="border-b border-ink-200 bg-ink-50 text-left">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">{t('created')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('to')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('subject')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('status')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('attempts')}</th>
              <th scope="col" className="px-3 py-3 font-semibold">{t('lastError')}</th>
              <th scope="col" className="px-3 py-3"><span className="sr-only">{t('actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {await Promise.all(
              list.rows.map(async (message) => (
                <tr key={message.id} className="border-b border-ink-100 last:border-0" data-message-status={message.status}>
                  <td className="px-3 py-3 whitespace-nowrap">{formatDateTime(message.createdAt, locale)}</td>
                  <td className="px-3 py-3">{message.toAddress}</td>
                  <td className="px-3 py-3">{message.subject}</td>
                  <td className="px-3 py-3">{t(`statuses.${message.status}`)}{message.sentAt ? ` (${formatDateTime(message.sentAt, locale)})` : ''}</td>
                  <td className="px-3 py-3">{message.attempts}</td>
                  <td className="max-w-xs px-3 py-3 break-words text-ink-700">{message.lastError ?? '–'}</td>
                  <td className="px-3 py-3">
                    {message.status === 'failed' && (
                      <ActionForm
                        action={retryMessageAction}
                        labels={{ ...(await actionFormLabels(locale, t('retry'), t('retrying'))), submitName: t('retryNamed', { subject: message.subject }) }}
                        fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }, { name: 'id', type: 'hidden', defaultValue: message.id }]}
                      />
                    )}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </PortalShell>
  )
}
