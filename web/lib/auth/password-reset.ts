import 'server-only'
import { APIError } from 'better-auth/api'
import { and, eq, like, sql } from 'drizzle-orm'
import type { Locale } from '@/i18n/routing'
import { getDb, type Database } from '@/lib/db/client'
import { users, verifications } from '@/lib/db/schema'
import { clientAddress } from '@/lib/http/client-address'
import { pathFor } from '@/lib/routing/paths'
import { forgetStudioIdentitiesOf } from '@/lib/studio/access'
import { hitBucket } from '@/lib/http/rate-limit'
import { recordAuthEvent } from './audit'
import { runOrSchedule, type Schedule } from './schedule'
import { getAuth } from './auth'
import { accountBucket, attemptSucceeded, clientBucket, takeAttempt } from './throttle'

/** Reset e-mails per address and per client in ten minutes. */
const REQUESTS_PER_ACCOUNT = 3
const REQUESTS_PER_CLIENT = 5

export type ResetRequestResult = { outcome: 'accepted' } | { outcome: 'throttled'; retryAfterSeconds: number }

/**
 * Sends a reset link (single use, valid 60 minutes) through the e-mail outbox if the address has an
 * account. The answer is the same whether it has one or not, and comes as fast: only the limits (the
 * same for every address) are counted before it; looking up the account, making the token and queueing
 * the mail are scheduled after it.
 */
export async function requestPasswordReset(email: string, locale: Locale, headers: Headers, schedule?: Schedule): Promise<ResetRequestResult> {
  const db = await getDb()
  const client = clientAddress(headers)
  const now = new Date()
  for (const [bucket, limit] of [
    [accountBucket('reset', email), REQUESTS_PER_ACCOUNT],
    [clientBucket('reset', client), REQUESTS_PER_CLIENT],
  ] as const) {
    const result = await hitBucket(db, `request:${bucket}`, now, limit)
    if (!result.allowed) return { outcome: 'throttled', retryAfterSeconds: result.retryAfterSeconds }
  }
  const send = async () => {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const auth = await getAuth()
    await auth.api.requestPasswordReset({ body: { email, redirectTo: pathFor(locale, '/reset-password') } })
    await recordAuthEvent(db, { kind: 'password_reset_requested', userId: account?.id, email, clientAddress: client })
  }
  await runOrSchedule(send, schedule)
  return { outcome: 'accepted' }
}

/** The account a reset token belongs to, while it is valid. */
export async function resetTokenAccount(token: string): Promise<{ userId: string; email: string } | null> {
  const db = await getDb()
  const [row] = await db
    .select({ userId: users.id, email: users.email, expiresAt: verifications.expiresAt })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(eq(verifications.identifier, `reset-password:${token}`))
  return row && row.expiresAt > new Date() ? { userId: row.userId, email: row.email } : null
}

/**
 * Ends every reset link of an account that is still open: after a reset (the other links mailed earlier)
 * and after a password change, a link in an old e-mail no longer sets a password.
 */
export async function revokeResetTokensOf(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, userId)))
}

export type ResetResult = { outcome: 'reset' } | { outcome: 'invalidToken' } | { outcome: 'throttled'; retryAfterSeconds: number }

/** Sets the new password with the token (used up by it) and ends every session of the account. */
export async function completePasswordReset(token: string, newPassword: string, headers: Headers): Promise<ResetResult> {
  const db = await getDb()
  const client = clientAddress(headers)
  const bucket = clientBucket('reset', client)
  // Counted before the token is looked up, so parallel guesses cannot outrun the lock (./throttle.ts).
  const attempt = await takeAttempt(db, [bucket])
  if (!attempt.allowed) return { outcome: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds }

  const account = await resetTokenAccount(token)
  const auth = await getAuth()
  try {
    if (!account) throw new APIError('BAD_REQUEST', { code: 'INVALID_TOKEN' })
    await auth.api.resetPassword({ body: { token, newPassword } })
    // Every session has ended (revokeSessionsOnPasswordReset), the studio's tokens with them, and every
    // other reset link of the account.
    forgetStudioIdentitiesOf(account.userId)
    await revokeResetTokensOf(db, account.userId)
    // The link came to the account's address, so that address is confirmed: an invited person's first
    // password, or a registration whose confirmation link was lost.
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, account.userId))
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 400) {
      await recordAuthEvent(db, { kind: 'password_reset_failed', userId: account?.userId, email: account?.email ?? 'unknown-token', clientAddress: client })
      return attempt.lockIfFailed > 0 ? { outcome: 'throttled', retryAfterSeconds: attempt.lockIfFailed } : { outcome: 'invalidToken' }
    }
    throw error
  }
  await recordAuthEvent(db, { kind: 'password_reset', userId: account.userId, clientAddress: client })
  // Whoever proved access to the mailbox may sign in again at once; the token's attempt is given back.
  await attemptSucceeded(db, attempt, [accountBucket('sign-in', account.email)])
  return { outcome: 'reset' }
}
