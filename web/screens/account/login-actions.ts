'use server'

import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { translator } from '@/i18n/translator'
import { failed, formLocale, throttled } from '@/lib/auth/action-helpers'
import { knownDeviceCookie } from '@/lib/auth/known-device'
import { safeNextPath } from '@/lib/auth/next-path'
import { signInSchema } from '@/lib/auth/schemas'
import { homeFor } from '@/lib/auth/session'
import { signIn } from '@/lib/auth/sign-in'
import type { ActionState } from '@/lib/forms/action-state'
import { parseForm } from '@/lib/forms/parse-form'

/** Sign in: the same message for a wrong e-mail and a wrong password; on success back to `next`. */
export async function signInAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const parsed = parseForm(signInSchema, formData, locale, ['email', 'rememberMe'])
  if (!parsed.ok) return parsed.state
  const { email, password, rememberMe, next } = parsed.data
  const t = translator(locale, 'auth')
  const result = await signIn({ email, password, rememberMe, headers: await headers() })
  if (result.outcome === 'throttled') return throttled(locale, result.retryAfterSeconds, parsed.values)
  if (result.outcome === 'disabled') return failed(locale, t('login.disabled'), parsed.values)
  if (result.outcome === 'invalid') return failed(locale, t('login.invalid'), parsed.values)
  if (result.outcome === 'unconfirmed') return failed(locale, t('login.unconfirmed', { email }), parsed.values)
  ;(await cookies()).set(knownDeviceCookie(result.knownDevice))
  redirect(safeNextPath(next) ?? homeFor({ role: result.role === 'admin' || result.role === 'editor' ? result.role : 'customer' }, locale))
}
