import 'server-only'
import type { Locale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import type { ActionState } from '@/lib/forms/action-state'
import { type PasswordProblem, passwordProblem } from './password-policy'

/**
 * The page language a form was sent from (a hidden field); German unless it says English. A client can
 * call an action with any arguments, so something that is not a form counts as an empty one.
 */
export function formLocale(formData: FormData): Locale {
  return formData instanceof FormData && formData.get('locale') === 'en' ? 'en' : 'de'
}

const POLICY_MESSAGES: Record<PasswordProblem, 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon' | 'passwordPersonal'> = {
  tooShort: 'passwordTooShort',
  tooLong: 'passwordTooLong',
  common: 'passwordCommon',
  personal: 'passwordPersonal',
}

/** The localized reason a new password is refused, or null when it is fine. */
export function newPasswordError(password: string, email: string, locale: Locale): string | null {
  const problem = passwordProblem(password, { email })
  return problem ? translator(locale, 'auth')(`errors.${POLICY_MESSAGES[problem]}`) : null
}

export function throttled(locale: Locale, retryAfterSeconds: number, values: Record<string, string> = {}): ActionState {
  return { status: 'error', message: translator(locale, 'auth')('errors.throttled', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }), values }
}

export function failed(locale: Locale, message: string, values: Record<string, string> = {}): ActionState {
  return { status: 'error', message, values }
}

export function succeeded(message: string, values: Record<string, string> = {}): ActionState {
  return { status: 'success', message, values }
}
