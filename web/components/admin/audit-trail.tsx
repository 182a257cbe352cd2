import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { AdminAuditEntry } from '@/lib/db/schema'
import { formatDateTime } from '@/lib/dates'

function value(input: unknown): string {
  if (input === null || input === undefined || input === '') return '–'
  if (typeof input === 'object') return JSON.stringify(input)
  return String(input)
}

/** The change history of a record (or of everything, on the dashboard), newest first. */
export async function AuditTrail({ entries, locale, heading, showEntity = false }: { entries: AdminAuditEntry[]; locale: Locale; heading: string; showEntity?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'admin.audit' })
  const label = (action: string) => (t.has(`actions.${action}` as never) ? t(`actions.${action}` as never) : action)
  return (
    <section aria-labelledby="audit-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
      <h2 id="audit-heading" className="text-xl font-bold">
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-ink-700">{t('empty')}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {entries.map((entry) => {
            const fields = Object.keys({ ...(entry.before ?? {}), ...(entry.after ?? {}) })
            return (
              <li key={entry.id} className="border-l-4 border-brand-200 pl-4" data-action={entry.action}>
                <p className="font-semibold text-ink-900">
                  {label(entry.action)}
                  {showEntity && <span className="font-normal text-ink-600"> · {t(`entities.${entry.entityType}` as never)}</span>}
                </p>
                <p className="text-sm text-ink-700">
                  {formatDateTime(entry.createdAt, locale)} · {entry.actorEmail ?? t('system')}
                </p>
                {fields.length > 0 && (
                  <ul className="mt-1 text-sm text-ink-700">
                    {fields.map((field) => (
                      <li key={field}>
                        <span className="font-mono">{field}</span>: {entry.before ? `${value(entry.before[field])} → ` : ''}
                        {value(entry.after?.[field])}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
