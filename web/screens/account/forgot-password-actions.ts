'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { translator } from '@/i18n/translator'
import { formLocale, succeeded, throttled } from '@/lib/auth/action-helpers'
import { requestPasswordReset } from '@/lib/auth/password-reset'
import { forgotPasswordSchema } from '@/lib/auth/schemas'
import type { ActionState } from '@/lib/forms/action-state'
import { parseForm } from '@/lib/forms/parse-form'

/** Always the same answer, as fast, whether the address has an account or not (the mail is queued after it). */
export async function forgotPasswordAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const parsed = parseForm(forgotPasswordSchema, formData, locale, ['email'])
  if (!parsed.ok) return parsed.state
  const result = await requestPasswordReset(parsed.data.email, locale, await headers(), after)
  if (result.outcome === 'throttled') return throttled(locale, result.retryAfterSeconds, parsed.values)
  return succeeded(translator(locale, 'auth')('forgot.sent'), parsed.values)
}
