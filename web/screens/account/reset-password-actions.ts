'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { translator } from '@/i18n/translator'
import { failed, formLocale, newPasswordError, throttled } from '@/lib/auth/action-helpers'
import { completePasswordReset, resetTokenAccount } from '@/lib/auth/password-reset'
import { resetPasswordSchema } from '@/lib/auth/schemas'
import type { ActionState } from '@/lib/forms/action-state'
import { invalid, parseForm } from '@/lib/forms/parse-form'
import { pathFor } from '@/lib/routing/paths'

/** A new password with the e-mailed token; then every session ends and the person signs in anew. */
export async function resetPasswordAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const parsed = parseForm(resetPasswordSchema, formData, locale)
  if (!parsed.ok) return parsed.state
  const t = translator(locale, 'auth')
  const account = await resetTokenAccount(parsed.data.token)
  const passwordError = newPasswordError(parsed.data.password, account?.email ?? '', locale)
  if (account && passwordError) return invalid(locale, { password: passwordError })

  const result = await completePasswordReset(parsed.data.token, parsed.data.password, await headers())
  if (result.outcome === 'throttled') return throttled(locale, result.retryAfterSeconds)
  if (result.outcome === 'invalidToken') return failed(locale, t('errors.tokenInvalid'))
  redirect(`${pathFor(locale, '/login')}?reset=1`)
}
