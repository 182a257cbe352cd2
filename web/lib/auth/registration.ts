import 'server-only'
import { APIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import type { Locale } from '@/i18n/routing'
import { getDb } from '@/lib/db/client'
import { customers, users } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { clientAddress } from '@/lib/http/client-address'
import { clientLimitKey, hitBucket } from '@/lib/http/rate-limit'
import { recordAuthEvent } from './audit'
import { getAuth } from './auth'
import { runOrSchedule, type Schedule } from './schedule'
import type { RegisterData } from './schemas'
import { accountBucket } from './throttle'
import { readVerificationToken } from './verification-token'

/** Registrations per client in ten minutes (`REGISTRATION_RATE_LIMIT`, default 5). */
export function registrationsPerWindow(): number {
  return env.REGISTRATION_RATE_LIMIT
}

/** Registrations per e-mail address in ten minutes: each sends that address a mail. */
const REGISTRATIONS_PER_ADDRESS = 3

export type RegistrationResult = { outcome: 'checkMail' } | { outcome: 'throttled'; retryAfterSeconds: number }

/**
 * Registers a customer (always role `customer`). The answer is the same, and as fast, whether the address
 * has an account or not: "check your mail". Only the limits (the same for every address) are counted
 * before it; the rest is scheduled after it:
 * - a new address gets a login (better-auth writes the user and the hashed password in one transaction)
 *   and a customer record, and a link that confirms the address, signs in and leads to `next` (a path on
 *   this site) or the dashboard (`confirmRegistration`);
 *   until then the account cannot sign in. If the customer record cannot be written, the login is
 *   removed again, so nothing is left half-made.
 * - an address with an account gets a mail saying so, with the way to sign in (web/lib/auth/auth.ts,
 *   `onExistingUserSignUp`); that account does not change.
 */
export async function registerCustomer(data: RegisterData, locale: Locale, headers: Headers, schedule?: Schedule, next?: string | null): Promise<RegistrationResult> {
  const db = await getDb()
  const client = clientAddress(headers)
  const email = data.email.trim().toLowerCase()
  const now = new Date()
  for (const [bucket, limit] of [
    [`register:client:${clientLimitKey(client)}`, registrationsPerWindow()],
    [accountBucket('register', email), REGISTRATIONS_PER_ADDRESS],
  ] as const) {
    const result = await hitBucket(db, bucket, now, limit)
    if (!result.allowed) return { outcome: 'throttled', retryAfterSeconds: result.retryAfterSeconds }
  }

  await runOrSchedule(async () => {
    const auth = await getAuth()
    let userId: string
    try {
      // `callbackURL`: where the confirmation link leads once it has signed in (web/lib/auth/auth.ts).
      const result = await auth.api.signUpEmail({ body: { name: data.name, email, password: data.password, locale, callbackURL: next ?? undefined }, headers })
      userId = result.user.id
    } catch (error) {
      // The same address registered a moment earlier by a parallel request: that one made the account.
      if (error instanceof APIError && error.statusCode === 422) return
      throw error
    }
    // For an address that has an account, better-auth answers with a made-up user that is not stored.
    const [created] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!created) return
    try {
      await db.insert(customers).values({
        userId,
        name: data.name,
        company: data.company,
        email,
        phone: data.phone || null,
        street: data.address || null,
        postalCode: data.postalCode || null,
        city: data.city || null,
        locale,
      })
      await recordAuthEvent(db, { kind: 'registered', userId, clientAddress: client })
    } catch (error) {
      await db.delete(users).where(eq(users.id, userId))
      throw error
    }
  }, schedule)
  return { outcome: 'checkMail' }
}

/** `locale`: the account's language (German when the link names no account). */
export type RegistrationConfirmation = { outcome: 'confirmed'; userId: string; locale: Locale } | { outcome: 'alreadyConfirmed' | 'invalid'; locale: Locale }

/**
 * The link in the registration mail: confirms the address and signs the new customer in (better-auth
 * sets the session cookie). The token is signed and expires after 60 minutes; a link of an address that
 * is confirmed already signs no one in.
 */
export async function confirmRegistration(token: string, headers: Headers): Promise<RegistrationConfirmation> {
  const [db, auth] = await Promise.all([getDb(), getAuth()])
  const email = readVerificationToken(token)?.email
  if (!email) return { outcome: 'invalid', locale: 'de' }
  const [account] = await db.select({ id: users.id, locale: users.locale, confirmed: users.emailVerified }).from(users).where(eq(users.email, email))
  const locale = account?.locale ?? 'de'
  try {
    await auth.api.verifyEmail({ query: { token }, headers })
  } catch (error) {
    if (error instanceof APIError) return { outcome: 'invalid', locale }
    throw error
  }
  if (!account || account.confirmed) return { outcome: 'alreadyConfirmed', locale }
  await recordAuthEvent(db, { kind: 'email_confirmed', userId: account.id, clientAddress: clientAddress(headers) })
  return { outcome: 'confirmed', userId: account.id, locale }
}
