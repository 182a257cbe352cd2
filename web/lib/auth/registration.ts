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
import type { RegisterData } from './schemas'

/** Registrations per client in ten minutes (`REGISTRATION_RATE_LIMIT`, default 5). */
export function registrationsPerWindow(): number {
  return env.REGISTRATION_RATE_LIMIT
}

export type RegistrationResult =
  | { outcome: 'registered'; userId: string }
  | { outcome: 'emailTaken' }
  | { outcome: 'throttled'; retryAfterSeconds: number }

/**
 * Creates a customer's login (always role `customer`) and their customer record, and signs them in.
 * better-auth writes the user and the hashed password in one transaction; if the customer record
 * cannot be written after it, the new login is removed again, so nothing is left half-made.
 */
export async function registerCustomer(data: RegisterData, locale: Locale, headers: Headers): Promise<RegistrationResult> {
  const db = await getDb()
  const client = clientAddress(headers)
  const limit = await hitBucket(db, `register:client:${clientLimitKey(client)}`, new Date(), registrationsPerWindow())
  if (!limit.allowed) return { outcome: 'throttled', retryAfterSeconds: limit.retryAfterSeconds }

  const email = data.email.trim().toLowerCase()
  const auth = await getAuth()
  let userId: string
  try {
    const result = await auth.api.signUpEmail({
      body: { name: data.name, email, password: data.password, locale, rememberMe: true },
      headers,
    })
    userId = result.user.id
  } catch (error) {
    if (error instanceof APIError && (error.statusCode === 422 || error.body?.code?.startsWith('USER_ALREADY_EXISTS'))) {
      return { outcome: 'emailTaken' }
    }
    throw error
  }

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
  return { outcome: 'registered', userId }
}
