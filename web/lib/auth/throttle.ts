import 'server-only'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { authThrottles } from '@/lib/db/schema'
import { pseudonym } from '@/lib/http/pseudonym'
import { clientLimitKey } from '@/lib/http/rate-limit'

/**
 * Throttling of failed sign-ins and password resets, per account and per client, shared by every
 * instance through the database. Up to four failures cost nothing; from the fifth on, the bucket is
 * locked for 30 s, doubling with each further failure up to 15 minutes. An hour without failures, or a
 * successful sign-in of the account, starts it afresh.
 */
export const FREE_FAILURES = 4
const BASE_DELAY_SECONDS = 30
const MAX_DELAY_SECONDS = 15 * 60
const FORGET_AFTER_HOURS = 1

export const accountBucket = (purpose: 'sign-in' | 'reset' | 'register', email: string) => `${purpose}:account:${pseudonym('email', email)}`
export const clientBucket = (purpose: 'sign-in' | 'reset', address: string) => `${purpose}:client:${clientLimitKey(address)}`
/** A known device's own bucket, in place of the account's (./known-device.ts). */
export const deviceBucket = (deviceId: string) => `sign-in:device:${deviceId}`

export function lockSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES - 1))
}

/**
 * An attempt taken before a password or token is checked: allowed (with the lock, in seconds, that
 * applies should it fail: 0 for none), or refused while a bucket is locked.
 */
export type Attempt = { allowed: true; lockIfFailed: number; taken: TakenBucket[] } | { allowed: false; retryAfterSeconds: number }
/** A bucket the attempt was counted in, and the lock it set there (null: none). */
type TakenBucket = { bucket: string; lockedUntil: Date | null }

/**
 * Counts an attempt in each bucket *before* the secret is checked, in one statement per bucket that
 * PostgreSQL serialises on the bucket's row: the count and the lock cannot be raced. (Checking the lock
 * first and counting a failure afterwards let 30 parallel guesses through where five were allowed.)
 * The attempt that reaches the fifth failure sets the lock as it is taken, so every attempt after it is
 * refused while the check runs; a check that succeeds gives its attempt back (`attemptSucceeded`).
 */
export async function takeAttempt(db: Database, buckets: string[], now = new Date()): Promise<Attempt> {
  const taken: TakenBucket[] = []
  let lockIfFailed = 0
  for (const bucket of buckets) {
    const failures = sql`case when ${authThrottles.lastFailureAt} < ${now}::timestamptz - make_interval(hours => ${FORGET_AFTER_HOURS})
      then 1 else ${authThrottles.failures} + 1 end`
    const [row] = await db
      .insert(authThrottles)
      .values({ bucket, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: authThrottles.bucket,
        set: {
          failures,
          lastFailureAt: now,
          lockedUntil: sql`case when ${failures} > ${FREE_FAILURES}
            then ${now}::timestamptz + make_interval(secs => least(${MAX_DELAY_SECONDS}, ${BASE_DELAY_SECONDS} * power(2, ${failures} - ${FREE_FAILURES} - 1)))
            else null end`,
        },
        setWhere: sql`${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} <= ${now}::timestamptz`,
      })
      .returning({ failures: authThrottles.failures, lockedUntil: authThrottles.lockedUntil })
    if (!row) {
      await giveBack(db, taken)
      return { allowed: false, retryAfterSeconds: await secondsLocked(db, [bucket], now) }
    }
    taken.push({ bucket, lockedUntil: row.lockedUntil })
    lockIfFailed = Math.max(lockIfFailed, lockSeconds(row.failures))
  }
  return { allowed: true, lockIfFailed, taken }
}

/**
 * The secret was right: the buckets in `clear` start afresh (the account's: its owner proved who they
 * are), the attempt's other buckets get it back, and the lock it set there (a lock set meanwhile by
 * another attempt stays).
 */
export async function attemptSucceeded(db: Database, attempt: Extract<Attempt, { allowed: true }>, clear: string[] = []): Promise<void> {
  if (clear.length > 0) await db.delete(authThrottles).where(inArray(authThrottles.bucket, clear))
  await giveBack(
    db,
    attempt.taken.filter((taken) => !clear.includes(taken.bucket)),
  )
}

async function giveBack(db: Database, taken: TakenBucket[]): Promise<void> {
  for (const { bucket, lockedUntil } of taken) {
    await db
      .update(authThrottles)
      .set({
        failures: sql`greatest(${authThrottles.failures} - 1, 0)`,
        ...(lockedUntil ? { lockedUntil: sql`case when ${authThrottles.lockedUntil} = ${lockedUntil.toISOString()}::timestamptz then null else ${authThrottles.lockedUntil} end` } : {}),
      })
      .where(eq(authThrottles.bucket, bucket))
  }
}

/** Seconds until every given bucket is open again (0: none is locked). */
async function secondsLocked(db: Database, buckets: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(inArray(authThrottles.bucket, buckets), gt(authThrottles.lockedUntil, now)))
  const latest = Math.max(0, ...rows.map((row) => row.lockedUntil!.getTime()))
  // At least a second: the lock may have ended between the refused update and this read.
  return Math.max(1, Math.ceil((latest - now.getTime()) / 1000))
}

export async function clearFailures(db: Database, bucket: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.bucket, bucket))
}
