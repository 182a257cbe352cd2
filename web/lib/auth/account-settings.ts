import 'server-only'
import { APIError } from 'better-auth/api'
import { and, desc, eq, gt, ne } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { isUniqueViolation } from '@/lib/db/errors'
import { customers, sessions, users } from '@/lib/db/schema'
import { clientAddress } from '@/lib/http/client-address'
import { pathFor } from '@/lib/routing/paths'
import { forgetStudioIdentitiesOf } from '@/lib/studio/access'
import { recordAuthEvent } from './audit'
import { getAuth } from './auth'
import { revokeResetTokensOf } from './password-reset'
import type { ProfileData } from './schemas'
import type { CurrentUser } from './session'
import { withPasswordCheckSlot } from './password-checks'
import { accountBucket, attemptSucceeded, clientBucket, takeAttempt } from './throttle'

/** Profile: the login's name and language, the customer record's company and contact data. */
export async function updateProfile(user: CurrentUser, data: ProfileData): Promise<void> {
  const db = await getDb()
  await db.transaction(async (tx) => {
    await tx.update(users).set({ name: data.name, locale: data.language }).where(eq(users.id, user.id))
    await tx
      .update(customers)
      .set({
        name: data.name,
        company: data.company,
        phone: data.phone || null,
        street: data.address || null,
        postalCode: data.postalCode || null,
        city: data.city || null,
        locale: data.language,
      })
      .where(eq(customers.userId, user.id))
  })
}

export type PasswordCheck = { outcome: 'ok' } | { outcome: 'wrong' } | { outcome: 'throttled'; retryAfterSeconds: number }

/**
 * Confirms the current password before a sensitive change. Wrong answers count like failed sign-ins
 * (per account and client), so a stolen session cannot be used to guess the password.
 */
export async function checkCurrentPassword(user: CurrentUser, password: string, headers: Headers): Promise<PasswordCheck> {
  const account = accountBucket('sign-in', user.email)
  const result = await withPasswordCheckSlot(account, async (): Promise<PasswordCheck> => {
    const db = await getDb()
    const client = clientAddress(headers)
    const clientLimit = clientBucket('sign-in', client)
    const attempt = await takeAttempt(db, [account, clientLimit])
    if (!attempt.allowed) return { outcome: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds }
    const auth = await getAuth()
    try {
      await auth.api.verifyPassword({ body: { password }, headers })
      await attemptSucceeded(db, attempt, [account])
      return { outcome: 'ok' }
    } catch (error) {
      if (error instanceof APIError && error.statusCode === 400) {
        await recordAuthEvent(db, { kind: 'sign_in_failed', userId: user.id, clientAddress: client })
        return attempt.lockIfFailed > 0 ? { outcome: 'throttled', retryAfterSeconds: attempt.lockIfFailed } : { outcome: 'wrong' }
      }
      throw error
    }
  })
  return result === 'busy' ? { outcome: 'throttled', retryAfterSeconds: 1 } : result
}

/**
 * New password (policy checked by the caller). better-auth ends every session of the account and opens
 * a new one for this browser; the content studio's tokens end with the old sessions, open reset links too.
 */
export async function changePassword(user: CurrentUser, currentPassword: string, newPassword: string, headers: Headers): Promise<void> {
  const [db, auth] = await Promise.all([getDb(), getAuth()])
  await auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers })
  forgetStudioIdentitiesOf(user.id)
  await revokeResetTokensOf(db, user.id)
  await recordAuthEvent(db, { kind: 'password_changed', userId: user.id, clientAddress: clientAddress(headers) })
}

/**
 * Sends a confirmation link to the new address; the address changes only when it is opened. An
 * address that already has an account gets no mail, and the answer does not say so.
 */
export async function requestEmailChange(user: CurrentUser, newEmail: string, headers: Headers): Promise<void> {
  const [db, auth] = await Promise.all([getDb(), getAuth()])
  await auth.api.changeEmail({ body: { newEmail, callbackURL: pathFor(user.locale, '/dashboard/settings') }, headers })
  await recordAuthEvent(db, { kind: 'email_change_requested', userId: user.id, email: newEmail, clientAddress: clientAddress(headers) })
}

export type EmailConfirmation = { outcome: 'changed'; userId: string } | { outcome: 'invalid' }

export async function confirmEmailChange(token: string, headers: Headers): Promise<EmailConfirmation> {
  const [db, auth] = await Promise.all([getDb(), getAuth()])
  try {
    const result = (await auth.api.verifyEmail({ query: { token }, headers })) as { user?: { id: string } | null } | null
    const userId = result?.user?.id
    if (!userId) return { outcome: 'invalid' }
    await recordAuthEvent(db, { kind: 'email_changed', userId, clientAddress: clientAddress(headers) })
    return { outcome: 'changed', userId }
  } catch (error) {
    // An expired or forged token, or the new address taken by another account meanwhile.
    if (error instanceof APIError || isUniqueViolation(error)) return { outcome: 'invalid' }
    throw error
  }
}

export interface ActiveSession {
  id: string
  createdAt: Date
  lastActiveAt: Date
  userAgent: string | null
  current: boolean
}

/** The account's sessions that are still valid, the current one first. */
export async function listActiveSessions(user: CurrentUser): Promise<ActiveSession[]> {
  const db = await getDb()
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt))
  return rows
    .map((row) => ({ id: row.id, createdAt: row.createdAt, lastActiveAt: row.updatedAt, userAgent: row.userAgent, current: row.id === user.sessionId }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/** Ends another session of the same account (the current one ends with "Sign out"). */
export async function revokeSession(user: CurrentUser, sessionId: string, headers: Headers): Promise<boolean> {
  const db = await getDb()
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
    .returning({ id: sessions.id })
  if (deleted.length > 0) {
    forgetStudioIdentitiesOf(user.id)
    await recordAuthEvent(db, { kind: 'session_revoked', userId: user.id, clientAddress: clientAddress(headers) })
  }
  return deleted.length > 0
}
