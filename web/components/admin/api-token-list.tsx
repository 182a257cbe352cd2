import clsx from 'clsx'
import { getTranslations } from 'next-intl/server'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import type { Locale } from '@/i18n/routing'
import type { ApiTokenListEntry, ApiTokenStatus } from '@/lib/api-tokens/tokens'
import { formatDateTime } from '@/lib/dates'
import type { ActionState } from '@/lib/forms/action-state'

const STATUS_COLOURS: Record<ApiTokenStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-700/20',
  expired: 'bg-ink-100 text-ink-700 ring-ink-700/20',
  revoked: 'bg-red-50 text-red-800 ring-red-700/20',
}

/**
 * The API tokens as a table: label, role, the secret's first characters, who made it when, last use,
 * expiry, status, and for active ones "revoke" behind a confirmation (a `<details>`: no JavaScript needed).
 */
export async function ApiTokenList({
  locale,
  tokens,
  revokeAction,
  permalink,
}: {
  locale: Locale
  /** The page's URL, where the revoke forms post without JavaScript. */
  permalink: string
  tokens: ApiTokenListEntry[]
  revokeAction: (state: ActionState, formData: FormData) => Promise<ActionState>
}) {
  const t = await getTranslations({ locale, namespace: 'admin.apiTokens' })
  const when = (date: Date | null, otherwise: string) => (date ? formatDateTime(date, locale) : otherwise)
  const revokeLabels = async (label: string) => ({ ...(await actionFormLabels(locale, t('revokeSubmit'), t('revoking'))), submitName: t('revokeNamed', { label }) })
  return (
    <section aria-labelledby="tokens-heading" className="mt-10">
      <h2 id="tokens-heading" className="text-xl font-bold">{t('listHeading')}</h2>
      {tokens.length === 0 ? (
        <p className="mt-3 text-ink-700">{t('empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
          <table className="w-full min-w-[64rem] text-sm">
            <thead className="border-b border-ink-200 bg-ink-50 text-left">
              <tr>
                {(['label', 'role', 'hint', 'created', 'lastUsed', 'expires', 'status'] as const).map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 font-semibold">{t(column)}</th>
                ))}
                <th scope="col" className="px-3 py-3"><span className="sr-only">{t('actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {await Promise.all(
                tokens.map(async (token) => (
                  <tr key={token.id} className="border-b border-ink-100 align-top last:border-0" data-api-token={token.label} data-status={token.status}>
                    <th scope="row" className="px-3 py-3 text-left font-semibold break-words">{token.label}</th>
                    <td className="px-3 py-3">{t(`roles.${token.role}`)}</td>
                    <td className="px-3 py-3 font-mono whitespace-nowrap">{token.hint}…</td>
                    <td className="px-3 py-3">{token.createdByName ? t('createdBy', { date: formatDateTime(token.createdAt, locale), name: token.createdByName }) : formatDateTime(token.createdAt, locale)}</td>
                    <td className="px-3 py-3 whitespace-nowrap">{when(token.lastUsedAt, t('notUsed'))}</td>
                    <td className="px-3 py-3 whitespace-nowrap">{when(token.expiresAt, t('neverExpires'))}</td>
                    <td className="px-3 py-3 whitespace-nowrap">
                      <span className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset', STATUS_COLOURS[token.status])}>
                        {t(`statuses.${token.status}`)}{token.revokedAt ? ` (${formatDateTime(token.revokedAt, locale)})` : ''}
                      </span>
                    </td>
                    <td className="px-3 py-3">
                      {token.status === 'active' && (
                        <details className="group">
                          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 font-semibold text-red-800 ring-1 ring-red-700/30 ring-inset hover:bg-red-50">
                            {t('revoke')}
                            <span className="sr-only"> {token.label}</span>
                          </summary>
                          <div className="mt-3 w-72 space-y-3">
                            <p className="text-ink-800">{t('revokeConfirm')}</p>
                            <ActionForm
                              action={revokeAction}
                              permalink={permalink}
                              variant="danger"
                              labels={await revokeLabels(token.label)}
                              fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }, { name: 'id', type: 'hidden', defaultValue: token.id }]}
                            />
                          </div>
                        </details>
                      )}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
