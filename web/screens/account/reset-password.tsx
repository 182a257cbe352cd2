import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { ActionForm } from '@/components/forms/action-form.client'
import { AuthPage } from '@/components/account/auth-page'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { buttonClassName } from '@/components/ui/button-link'
import { resetTokenAccount } from '@/lib/auth/password-reset'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor, staticAlternates, withQuery } from '@/lib/routing/paths'
import { resetPasswordAction } from './reset-password-actions'
import type { ScreenProps } from '@/lib/routing/screen'

const alternates = staticAlternates('/reset-password')

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return {
    ...privatePageMetadata((await getTranslations({ locale, namespace: 'auth.reset' }))('title')),
    // The token in the URL must not leak to other sites through the Referer header. `same-origin`, not
    // `no-referrer`: under that, the browser sends a form posted without JavaScript with `Origin: null`,
    // and Next refuses such a server action (a 500).
    referrer: 'same-origin',
  }
}

/** The page of the e-mailed link: a new password for the account the token belongs to. */
export default async function ResetPasswordPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const { token } = await searchParams
  const account = typeof token === 'string' && token.length <= 200 ? await resetTokenAccount(token) : null
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'auth.reset' }),
    getTranslations({ locale, namespace: 'auth.common' }),
  ])

  if (!account || typeof token !== 'string') {
    return (
      <AuthPage locale={locale} alternates={alternates} heading={t('invalidHeading')} intro={t('invalidText')}>
        <IntentLink href={pathFor(locale, '/forgot-password')} className={buttonClassName('primary')}>
          {t('requestNew')}
        </IntentLink>
      </AuthPage>
    )
  }

  return (
    <AuthPage locale={locale} alternates={alternates} heading={t('heading')} intro={t('intro', { email: account.email })}>
      <ActionForm
        action={resetPasswordAction}
        permalink={withQuery(pathFor(locale, '/reset-password'), { token })}
        labels={await actionFormLabels(locale, t('submit'), t('submitting'))}
        fields={[
          { name: 'locale', type: 'hidden', defaultValue: locale },
          { name: 'token', type: 'hidden', defaultValue: token },
          {
            name: 'password',
            label: common('newPassword'),
            type: 'password',
            required: true,
            autoComplete: 'new-password',
            maxLength: 128,
            hint: common('passwordHint'),
          },
          { name: 'confirmPassword', label: common('confirmPassword'), type: 'password', required: true, autoComplete: 'new-password', maxLength: 128 },
        ]}
      />
    </AuthPage>
  )
}
