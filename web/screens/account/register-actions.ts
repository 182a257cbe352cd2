'use server'

import { headers } from 'next/headers'
import { after } from 'next/server'
import { translator } from '@/i18n/translator'
import { formLocale, newPasswordError, succeeded, throttled } from '@/lib/auth/action-helpers'
import { safeNextPath } from '@/lib/auth/next-path'
import { registerCustomer } from '@/lib/auth/registration'
import { registerSchema } from '@/lib/auth/schemas'
import type { ActionState } from '@/lib/forms/action-state'
import { invalid, parseForm } from '@/lib/forms/parse-form'

const KEEP = ['name', 'email', 'company', 'phone', 'address', 'city', 'postalCode', 'agreeToTerms'] as const

/**
 * Registration: always a customer. The answer is the same for every address ("check your mail"), and
 * comes before the account is looked up or made (after the answer: web/lib/auth/registration.ts).
 */
export async function registerAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const parsed = parseForm(registerSchema, formData, locale, KEEP)
  if (!parsed.ok) return parsed.state
  const passwordError = newPasswordError(parsed.data.password, parsed.data.email, locale)
  if (passwordError) return invalid(locale, { password: passwordError }, parsed.values)

  const result = await registerCustomer(parsed.data, locale, await headers(), after, safeNextPath(formData.get('next')))
  if (result.outcome === 'throttled') return throttled(locale, result.retryAfterSeconds, parsed.values)
  return succeeded(translator(locale, 'auth')('register.checkMail', { email: parsed.data.email.trim().toLowerCase() }))
}
