import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { AccountFormLabels } from './account-form.client'

/** The labels every account form needs, with its own submit texts. */
export async function accountFormLabels(locale: Locale, submit: string, submitting: string): Promise<AccountFormLabels> {
  const t = await getTranslations({ locale, namespace: 'auth.common' })
  return { submit, submitting, required: t('required'), showPassword: t('showPassword'), hidePassword: t('hidePassword') }
}
