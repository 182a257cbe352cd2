import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { ActionForm } from '@/components/forms/action-form.client'
import { AuthPage } from '@/components/account/auth-page'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor, staticAlternates } from '@/lib/routing/paths'
import { forgotPasswordAction } from './forgot-password-actions'
import type { ScreenProps } from '@/lib/routing/screen'

const alternates = staticAlternates('/forgot-password')

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'auth.forgot' }))('title'))
}

/** Asks for the account's e-mail address and sends a reset link through the e-mail outbox. */
export default async function ForgotPasswordPage({ params }: ScreenProps) {
  const { locale } = await params
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'auth.forgot' }),
    getTranslations({ locale, namespace: 'auth.common' }),
  ])
  return (
    <AuthPage locale={locale} alternates={alternates} heading={t('heading')} intro={t('intro')}>
      <ActionForm
        action={forgotPasswordAction}
        permalink={pathFor(locale, '/forgot-password')}
        labels={await actionFormLabels(locale, t('submit'), t('submitting'))}
        fields={[
          { name: 'locale', type: 'hidden', defaultValue: locale },
          { name: 'email', label: common('email'), type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
        ]}
        footer={
          <IntentLink href={pathFor(locale, '/login')} className="inline-block pt-2 font-semibold text-brand-800 underline">
            {t('back')}
          </IntentLink>
        }
      />
    </AuthPage>
  )
}
