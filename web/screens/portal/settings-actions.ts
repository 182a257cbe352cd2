'use server'

import { APIError } from 'better-auth/api'
import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Locale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { ContractsStillRunning, deleteAccount } from '@/lib/auth/account-deletion'
import { changePassword, checkCurrentPassword, requestEmailChange, revokeSession, updateProfile } from '@/lib/auth/account-settings'
import { failed, formLocale, newPasswordError, succeeded, throttled } from '@/lib/auth/action-helpers'
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, profileSchema, revokeSessionSchema } from '@/lib/auth/schemas'
import { type CurrentUser, getCurrentUser, loginPath } from '@/lib/auth/session'
import type { ActionState } from '@/lib/forms/action-state'
import { invalid, parseForm } from '@/lib/forms/parse-form'
import { pathFor } from '@/lib/routing/paths'

/** Every settings action needs the signed-in person; without a session, back to the login. */
async function signedIn(locale: Locale): Promise<CurrentUser> {
  const user = await getCurrentUser()
  if (!user) redirect(loginPath(locale, pathFor(locale, '/dashboard/settings')))
  return user
}

const PROFILE_FIELDS = ['name', 'company', 'phone', 'address', 'city', 'postalCode', 'language'] as const

export async function updateProfileAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const user = await signedIn(locale)
  const parsed = parseForm(profileSchema, formData, locale, PROFILE_FIELDS)
  if (!parsed.ok) return parsed.state
  await updateProfile(user, parsed.data)
  refresh()
  return succeeded(translator(locale, 'portal')('settings.profile.saved'), parsed.values)
}

export async function changePasswordAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const user = await signedIn(locale)
  const parsed = parseForm(changePasswordSchema, formData, locale)
  if (!parsed.ok) return parsed.state
  const t = translator(locale, 'auth')
  const { currentPassword, password } = parsed.data
  const policy = newPasswordError(password, user.email, locale)
  if (policy) return invalid(locale, { password: policy })
  if (password === currentPassword) return invalid(locale, { password: t('errors.passwordSame') })
  const requestHeaders = await headers()
  const check = await checkCurrentPassword(user, currentPassword, requestHeaders)
  if (check.outcome === 'throttled') return throttled(locale, check.retryAfterSeconds)
  if (check.outcome === 'wrong') return invalid(locale, { currentPassword: t('errors.currentPassword') })
  await changePassword(user, currentPassword, password, requestHeaders)
  refresh()
  return succeeded(translator(locale, 'portal')('settings.password.saved'))
}

export async function changeEmailAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const user = await signedIn(locale)
  const parsed = parseForm(changeEmailSchema, formData, locale, ['newEmail'])
  if (!parsed.ok) return parsed.state
  const t = translator(locale, 'auth')
  if (parsed.data.newEmail === user.email) return invalid(locale, { newEmail: t('errors.sameEmail') }, parsed.values)
  const requestHeaders = await headers()
  const check = await checkCurrentPassword(user, parsed.data.currentPassword, requestHeaders)
  if (check.outcome === 'throttled') return throttled(locale, check.retryAfterSeconds, parsed.values)
  if (check.outcome === 'wrong') return invalid(locale, { currentPassword: t('errors.currentPassword') }, parsed.values)
  await requestEmailChange(user, parsed.data.newEmail, requestHeaders)
  return succeeded(translator(locale, 'portal')('settings.email.sent', { email: parsed.data.newEmail }))
}

export async function revokeSessionAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const user = await signedIn(locale)
  const parsed = parseForm(revokeSessionSchema, formData, locale)
  const t = translator(locale, 'portal')
  if (!parsed.ok) return failed(locale, t('settings.sessions.gone'))
  const revoked = await revokeSession(user, parsed.data.sessionId, await headers())
  refresh()
  return revoked ? succeeded(t('settings.sessions.revoked')) : failed(locale, t('settings.sessions.gone'))
}

export async function deleteAccountAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const user = await signedIn(locale)
  const parsed = parseForm(deleteAccountSchema, formData, locale)
  if (!parsed.ok) return parsed.state
  const requestHeaders = await headers()
  const check = await checkCurrentPassword(user, parsed.data.currentPassword, requestHeaders)
  if (check.outcome === 'throttled') return throttled(locale, check.retryAfterSeconds)
  if (check.outcome === 'wrong') return invalid(locale, { currentPassword: translator(locale, 'auth')('errors.currentPassword') })
  try {
    await deleteAccount(user, requestHeaders)
  } catch (error) {
    if (error instanceof APIError) return failed(locale, translator(locale, 'auth')('errors.unavailable'))
    if (error instanceof ContractsStillRunning) return failed(locale, translator(locale, 'portal')('settings.delete.contractsRunning'))
    throw error
  }
  redirect(pathFor(locale, '/'))
}
