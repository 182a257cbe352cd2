'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { translator } from '@/i18n/translator'
import { formLocale, newPasswordError, throttled } from '@/lib/auth/action-helpers'
import { safeNextPath } from '@/lib/auth/next-path'
import { registerCustomer } from '@/lib/auth/registration'
import { registerSchema } from '@/lib/auth/schemas'
import type { ActionState } from '@/lib/forms/action-state'
import { invalid, parseForm } from '@/lib/forms/parse-form'
import { pathFor } from '@/lib/routing/paths'

const KEEP = ['name', 'email', 'company', 'phone', 'address', 'city', 'postalCode', 'agreeToTerms'] as const

/** Registration: always a customer; signed in straight away and taken to the dashboard. */
export async function registerAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const parsed = parseForm(registerSchema, formData, locale, KEEP)
  if (!parsed.ok) return parsed.state
  const passwordError = newPasswordError(parsed.data.password, parsed.data.email, locale)
  if (passwordError) return invalid(locale, { password: passwordError }, parsed.values)

  const result = await registerCustomer(parsed.data, locale, await headers())
  if (result.outcome === 'throttled') return throttled(locale, result.retryAfterSeconds, parsed.values)
  if (result.outcome === 'emailTaken') {
    return invalid(locale, { email: translator(locale, 'auth')('register.emailTaken') }, parsed.values)
  }
  redirect(safeNextPath(formData.get('next')) ?? pathFor(locale, '/dashboard'))
}
