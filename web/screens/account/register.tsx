import type { Metadata } from 'next'
import Link from 'next/link'
import { IntentLink } from '@/components/ui/intent-link.client'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ActionForm } from '@/components/forms/action-form.client'
import { AuthPage } from '@/components/account/auth-page'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { safeNextPath } from '@/lib/auth/next-path'
import { getCurrentUser, homeFor } from '@/lib/auth/session'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor, staticAlternates, withQuery } from '@/lib/routing/paths'
import { registerAction } from './register-actions'
import type { ScreenProps } from '@/lib/routing/screen'

const alternates = staticAlternates('/register')

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'auth.register' }))('title'))
}

/** Registration with the spec's fields; the new customer lands on the dashboard. */
export default async function RegisterPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const query = await searchParams
  const next = safeNextPath(typeof query.next === 'string' ? query.next : undefined)
  const user = await getCurrentUser()
  if (user) redirect(next ?? homeFor(user, locale))

  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'auth.register' }),
    getTranslations({ locale, namespace: 'auth.common' }),
  ])
  // Opens in a new tab, so that what was typed into the form stays (and a prefetch here would not serve it).
  const link = (href: string) =>
    function NewTabLink(chunks: React.ReactNode) {
      return (
        <Link href={href} prefetch={false} className="font-semibold text-brand-800 underline" target="_blank" rel="noopener">
          {chunks}
          <span className="sr-only"> {common('newTab')}</span>
        </Link>
      )
    }

  return (
    <AuthPage locale={locale} alternates={alternates} heading={t('heading')} intro={t('intro')}>
      <ActionForm
        action={registerAction}
        permalink={withQuery(pathFor(locale, '/register'), { next })}
        columns={2}
        labels={await actionFormLabels(locale, t('submit'), t('submitting'))}
        fields={[
          { name: 'locale', type: 'hidden', defaultValue: locale },
          { name: 'next', type: 'hidden', defaultValue: next ?? '' },
          { name: 'name', label: t('name'), type: 'text', required: true, autoComplete: 'name', maxLength: 200 },
          { name: 'company', label: t('company'), type: 'text', required: true, autoComplete: 'organization', maxLength: 200 },
          { name: 'email', label: common('email'), type: 'email', required: true, autoComplete: 'email', maxLength: 254, wide: true },
          {
            name: 'password',
            label: common('password'),
            type: 'password',
            required: true,
            autoComplete: 'new-password',
            maxLength: 128,
            hint: common('passwordHint'),
          },
          { name: 'confirmPassword', label: common('confirmPassword'), type: 'password', required: true, autoComplete: 'new-password', maxLength: 128 },
          { name: 'phone', label: t('phone'), type: 'tel', autoComplete: 'tel', maxLength: 40 },
          { name: 'address', label: t('address'), type: 'text', autoComplete: 'address-line1', maxLength: 200 },
          { name: 'postalCode', label: t('postalCode'), type: 'text', autoComplete: 'postal-code', maxLength: 10 },
          { name: 'city', label: t('city'), type: 'text', autoComplete: 'address-level2', maxLength: 100 },
          { name: 'agreeToTerms', label: t.rich('terms', { link: link(pathFor(locale, '/terms')) }), type: 'checkbox' },
        ]}
        footer={
          <div className="space-y-2 pt-2 text-base text-ink-700">
            <p className="text-sm">{t.rich('privacy', { link: link(pathFor(locale, '/privacy')) })}</p>
            <p>
              {t('haveAccount')}{' '}
              <IntentLink href={pathFor(locale, '/login')} className="font-semibold text-brand-800 underline">
                {t('login')}
              </IntentLink>
            </p>
          </div>
        }
      />
    </AuthPage>
  )
}
