import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { ActionFormLabels } from './action-form.client'

/** The labels every account form needs, with its own submit texts. */
export async function actionFormLabels(locale: Locale, submit: string, submitting: string): Promise<ActionFormLabels> {
  const t = await getTranslations({ locale, namespace: 'auth.common' })
  return { submit, submitting, required: t('required'), showPassword: t('showPassword'), hidePassword: t('hidePassword'), noAnswer: t('noAnswer') }
}
