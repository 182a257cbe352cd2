import 'server-only'
import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { demoAccountsMaySignIn } from '@/lib/demo-mode'
import { clientAddress } from '@/lib/http/client-address'
import { forgetStudioIdentitiesOf } from '@/lib/studio/access'
import { recordAuthEvent } from './audit'
import { getAuth } from './auth'
import { knownDeviceOf, knownDeviceValue } from './known-device'
import { withPasswordCheckSlot } from './password-checks'
import { accountBucket, attemptSucceeded, clientBucket, deviceBucket, takeAttempt } from './throttle'

export type SignInResult =
  /** `knownDevice`: the value of the browser's new known-device cookie (./known-device.ts). */
  | { outcome: 'signedIn'; userId: string; role: string; knownDevice: string }
  /** Wrong e-mail or wrong password: one answer for both. */
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'disabled' }
  /** The right password for an account whose address is not confirmed yet: a new link is on its way. */
  | { outcome: 'unconfirmed' }

/**
 * Signs a person in with e-mail and password: throttled per account and per client (the attempt is
 * counted before the password is checked, ./throttle.ts), at most a few checks at once
 * (./password-checks.ts), every attempt in the audit log, a new session (and cookie) on success. `rememberMe: false` makes the cookie a browser
 * session cookie (and the session row expire within a day); otherwise it lasts 30 days.
 */
export async function signIn(input: { email: string; password: string; rememberMe: boolean; headers: Headers }): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase()
  // A browser that signed in to this account before counts its own failures, not the account's: others'
  // guesses cannot lock the owner out there.
  const device = knownDeviceOf(input.headers, email)
  const owner = device ? deviceBucket(device) : accountBucket('sign-in', email)
  const result = await withPasswordCheckSlot(owner, () => checkedSignIn(input, email, owner))
  return result === 'busy' ? { outcome: 'throttled', retryAfterSeconds: 1 } : result
}

async function checkedSignIn(input: { password: string; rememberMe: boolean; headers: Headers }, email: string, owner: string): Promise<SignInResult> {
  const db = await getDb()
  const client = clientAddress(input.headers)
  const clientLimit = clientBucket('sign-in', client)
  const attempt = await takeAttempt(db, [owner, clientLimit])
  if (!attempt.allowed) {
    await recordAuthEvent(db, { kind: 'sign_in_throttled', email, clientAddress: client })
    return { outcome: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds }
  }

  const [user] = await db.select({ id: users.id, demo: users.demo }).from(users).where(eq(users.email, email))
  const failed = async (): Promise<SignInResult> => {
    await recordAuthEvent(db, { kind: 'sign_in_failed', userId: user?.id, email, clientAddress: client })
    return attempt.lockIfFailed > 0 ? { outcome: 'throttled', retryAfterSeconds: attempt.lockIfFailed } : { outcome: 'invalid' }
  }
  if (user?.demo && !demoAccountsMaySignIn(client)) return failed()

  try {
    const auth = await getAuth()
    const { user: signedIn } = await auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: input.rememberMe },
      headers: input.headers,
    })
    // A known device clears only its own bucket: the account stays locked for whoever is guessing.
    await attemptSucceeded(db, attempt, [owner])
    await recordAuthEvent(db, { kind: 'sign_in', userId: signedIn.id, email, clientAddress: client })
    return { outcome: 'signedIn', userId: signedIn.id, role: (signedIn as { role?: string }).role ?? 'customer', knownDevice: knownDeviceValue(email) }
  } catch (error) {
    if (error instanceof APIError) {
      if (error.body?.code === 'BANNED_USER') {
        await recordAuthEvent(db, { kind: 'sign_in_failed', userId: user?.id, email, clientAddress: client })
        return { outcome: 'disabled' }
      }
      if (error.body?.code === 'EMAIL_NOT_VERIFIED') {
        // The password was right (better-auth checks it first) and mailed a new confirmation link.
        await attemptSucceeded(db, attempt, [owner])
        return { outcome: 'unconfirmed' }
      }
      if (error.statusCode === 401 || error.statusCode === 400) return failed()
    }
    throw error
  }
}

/**
 * Ends the current session (row deleted, cookie cleared) and logs it. The content studio's tokens of
 * that session go with the row, and this process stops accepting them at once.
 */
export async function signOut(headers: Headers, userId: string): Promise<void> {
  const [db, auth] = await Promise.all([getDb(), getAuth()])
  await auth.api.signOut({ headers })
  forgetStudioIdentitiesOf(userId)
  await recordAuthEvent(db, { kind: 'sign_out', userId, clientAddress: clientAddress(headers) })
}
