import type { Metadata } from 'next'
import { Monitor } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { listActiveSessions } from '@/lib/auth/account-settings'
import { formatDateTime } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { requirePortal } from '@/lib/portal/context'
import { describeUserAgent } from '@/lib/portal/user-agent'
import { pathFor } from '@/lib/routing/paths'
import {
  changeEmailAction,
  changePasswordAction,
  deleteAccountAction,
  revokeSessionAction,
  updateProfileAction,
} from './settings-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.settings' }))('title'))
}

function Panel({ id, heading, intro, tone = 'default', children }: { id: string; heading: string; intro?: ReactNode; tone?: 'default' | 'danger'; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className={tone === 'danger' ? 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-red-200 sm:p-8' : 'rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8'}
    >
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      {intro && <p className="mt-2 mb-6 text-ink-700">{intro}</p>}
      {!intro && <div className="mb-6" />}
      {children}
    </section>
  )
}

/** Profile, password, e-mail address, signed-in devices and account deletion. */
export default async function SettingsPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const { user, customer } = await requirePortal(locale, pathFor(locale, '/dashboard/settings'))
  const query = await searchParams
  const [t, common, sessions] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.settings' }),
    getTranslations({ locale, namespace: 'auth.common' }),
    listActiveSessions(user),
  ])
  const label = (submit: string, submitting: string) => actionFormLabels(locale, submit, submitting)
  const emailNotice = query.email === 'changed' ? t('email.changed', { email: user.email }) : query.email === 'invalid' ? t('email.invalidLink') : null
  const hidden = { name: 'locale', type: 'hidden' as const, defaultValue: locale }

  return (
    <PortalShell locale={locale} user={user} active="/dashboard/settings">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-ink-700">{t('intro')}</p>
      {emailNotice && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {emailNotice}
        </p>
      )}

      <div className="mt-8 grid gap-8 2xl:grid-cols-2">
        <Panel id="profile-heading" heading={t('profile.heading')}>
          <ActionForm
            action={updateProfileAction}
            columns={2}
            labels={await label(t('profile.submit'), t('profile.submitting'))}
            fields={[
              hidden,
              { name: 'name', label: t('profile.name'), type: 'text', required: true, autoComplete: 'name', maxLength: 200, defaultValue: user.name },
              { name: 'company', label: t('profile.company'), type: 'text', required: true, autoComplete: 'organization', maxLength: 200, defaultValue: customer?.company ?? user.name },
              { name: 'phone', label: t('profile.phone'), type: 'tel', autoComplete: 'tel', maxLength: 40, defaultValue: customer?.phone ?? '' },
              { name: 'address', label: t('profile.address'), type: 'text', autoComplete: 'address-line1', maxLength: 200, defaultValue: customer?.street ?? '' },
              { name: 'postalCode', label: t('profile.postalCode'), type: 'text', autoComplete: 'postal-code', maxLength: 10, defaultValue: customer?.postalCode ?? '' },
              { name: 'city', label: t('profile.city'), type: 'text', autoComplete: 'address-level2', maxLength: 100, defaultValue: customer?.city ?? '' },
              {
                name: 'language',
                label: t('profile.language'),
                type: 'select',
                defaultValue: user.locale,
                options: [
                  { value: 'de', label: 'Deutsch' },
                  { value: 'en', label: 'English' },
                ],
              },
            ]}
          />
        </Panel>

        <div className="grid content-start gap-8">
          <Panel id="password-heading" heading={t('password.heading')} intro={t('password.intro')}>
            <ActionForm
              action={changePasswordAction}
              labels={await label(t('password.submit'), t('password.submitting'))}
              fields={[
                hidden,
                { name: 'currentPassword', label: t('password.current'), type: 'password', required: true, autoComplete: 'current-password', maxLength: 128 },
                { name: 'password', label: common('newPassword'), type: 'password', required: true, autoComplete: 'new-password', maxLength: 128, hint: common('passwordHint') },
                { name: 'confirmPassword', label: common('confirmPassword'), type: 'password', required: true, autoComplete: 'new-password', maxLength: 128 },
              ]}
            />
          </Panel>

          <Panel id="email-heading" heading={t('email.heading')} intro={t('email.current', { email: user.email })}>
            <ActionForm
              action={changeEmailAction}
              labels={await label(t('email.submit'), t('email.submitting'))}
              fields={[
                hidden,
                { name: 'newEmail', label: t('email.newEmail'), type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
                { name: 'currentPassword', label: t('email.password'), type: 'password', required: true, autoComplete: 'current-password', maxLength: 128 },
              ]}
            />
          </Panel>
        </div>
      </div>

      <div className="mt-8">
        <Panel id="sessions-heading" heading={t('sessions.heading')} intro={t('sessions.intro')}>
          <ul className="divide-y divide-ink-100">
            {await Promise.all(
              sessions.map(async (session) => {
                const agent = describeUserAgent(session.userAgent)
                const device = agent ? t('sessions.device', agent) : t('sessions.unknownDevice')
                return (
                  <li key={session.id} className="flex flex-wrap items-center justify-between gap-4 py-4" data-session={session.current ? 'current' : 'other'}>
                    <div className="flex items-start gap-3">
                      <Monitor aria-hidden="true" className="mt-0.5 size-5 text-ink-600" />
                      <div>
                        <p className="font-semibold text-ink-900">
                          {device}
                          {session.current && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm text-brand-800">{t('sessions.current')}</span>}
                        </p>
                        <p className="text-sm text-ink-700">
                          {t('sessions.since', { date: formatDateTime(session.createdAt, locale) })} · {t('sessions.lastActive', { date: formatDateTime(session.lastActiveAt, locale) })}
                        </p>
                      </div>
                    </div>
                    {!session.current && (
                      <ActionForm
                        action={revokeSessionAction}
                        labels={{ ...(await label(t('sessions.revoke'), t('sessions.revoking'))), submitName: t('sessions.revokeLabel', { device }) }}
                        fields={[hidden, { name: 'sessionId', type: 'hidden', defaultValue: session.id }]}
                      />
                    )}
                  </li>
                )
              }),
            )}
          </ul>
        </Panel>
      </div>

      <div className="mt-8">
        <Panel id="delete-heading" heading={t('delete.heading')} intro={t('delete.intro')} tone="danger">
          <ActionForm
            action={deleteAccountAction}
            variant="danger"
            labels={await label(t('delete.submit'), t('delete.submitting'))}
            fields={[
              hidden,
              { name: 'confirmation', label: t('delete.confirm'), type: 'checkbox' },
              { name: 'currentPassword', label: t('delete.password'), type: 'password', required: true, autoComplete: 'current-password', maxLength: 128 },
            ]}
          />
        </Panel>
      </div>
    </PortalShell>
  )
}
