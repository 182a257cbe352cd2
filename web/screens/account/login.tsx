import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ActionForm } from '@/components/forms/action-form.client'
import { AuthPage } from '@/components/account/auth-page'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { type Locale } from '@/i18n/routing'
import { safeNextPath } from '@/lib/auth/next-path'
import { signInFailureMessage } from '@/lib/auth/sign-in-failure'
import { getCurrentUser, homeFor } from '@/lib/auth/session'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '@/lib/demo-accounts'
import { isDemoMode } from '@/lib/demo-mode'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor, staticAlternates } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

const alternates = staticAlternates('/login')

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'auth.login' }))('title'))
}

async function DemoAccounts({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'auth.login' })
  const accounts = [
    { role: t('demoCustomer'), ...DEMO_CUSTOMER },
    { role: t('demoAdmin'), ...DEMO_ADMIN },
  ]
  return (
    <section aria-labelledby="demo-heading" className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
      <h2 id="demo-heading" className="text-xl font-bold">
        {t('demoHeading')}
      </h2>
      <p className="mt-2 text-ink-700">{t('demoIntro')}</p>
      <dl className="mt-5 space-y-5">
        {accounts.map((account) => (
          <div key={account.email}>
            <dt className="font-semibold text-ink-900">{account.role}</dt>
            <dd className="mt-1 text-sm text-ink-800">
              {t('demoEmail')}: <code className="font-mono">{account.email}</code>
              <br />
              {t('demoPassword')}: <code className="font-mono">{account.password}</code>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Sign-in: e-mail, password with show/hide, "keep me signed in"; demo accounts while demo mode is on. */
export default async function LoginPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const query = await searchParams
  const next = safeNextPath(typeof query.next === 'string' ? query.next : undefined)
  const user = await getCurrentUser()
  if (user) redirect(next ?? homeFor(user, locale))

  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'auth.login' }),
    getTranslations({ locale, namespace: 'auth.common' }),
  ])
  const notices: Record<string, string | undefined> = {
    reset: query.reset === '1' ? t('passwordReset') : undefined,
    emailChanged: query.emailChanged === '1' ? t('emailChanged') : undefined,
    confirmDone: query.confirm === 'done' ? t('alreadyConfirmed') : undefined,
    confirmInvalid: query.confirm === 'invalid' ? t('confirmInvalid') : undefined,
  }
  const notice = Object.values(notices).find(Boolean) ?? null
  // A refusal the sign-in endpoint forwarded a browser without JavaScript here with (?error=…).
  const refusal = signInFailureMessage(query, locale)
  const registerHref = next ? `${pathFor(locale, '/register')}?next=${encodeURIComponent(next)}` : pathFor(locale, '/register')

  return (
    <AuthPage
      locale={locale}
      alternates={alternates}
      heading={t('heading')}
      intro={t('intro')}
      notice={notice}
      aside={isDemoMode() ? <DemoAccounts locale={locale} /> : undefined}
    >
      <ActionForm
        endpoint="/api/account/sign-in"
        initialState={refusal ? { status: 'error', message: refusal } : undefined}
        labels={await actionFormLabels(locale, t('submit'), t('submitting'))}
        fields={[
          { name: 'locale', type: 'hidden', defaultValue: locale },
          { name: 'next', type: 'hidden', defaultValue: next ?? '' },
          { name: 'email', label: common('email'), type: 'email', required: true, autoComplete: 'username', maxLength: 254 },
          { name: 'password', label: common('password'), type: 'password', required: true, autoComplete: 'current-password', maxLength: 128 },
          { name: 'rememberMe', label: t('rememberMe'), type: 'checkbox', defaultChecked: true },
        ]}
        footer={
          <div className="flex flex-col gap-2 pt-2 text-base sm:flex-row sm:justify-between">
            <IntentLink href={pathFor(locale, '/forgot-password')} className="font-semibold text-brand-800 underline">
              {t('forgot')}
            </IntentLink>
            <p className="text-ink-700">
              {t('noAccount')}{' '}
              <IntentLink href={registerHref} className="font-semibold text-brand-800 underline">
                {t('register')}
              </IntentLink>
            </p>
          </div>
        }
      />
    </AuthPage>
  )
}
