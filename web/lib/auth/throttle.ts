import 'server-only'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { single } from '@/lib/db/single'
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

export const accountBucket = (purpose: 'sign-in' | 'reset', email: string) => `${purpose}:account:${pseudonym('email', email)}`
export const clientBucket = (purpose: 'sign-in' | 'reset', address: string) => `${purpose}:client:${clientLimitKey(address)}`

export function lockSeconds(failures: number): number {
  if (failures <= FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES - 1))
}

/** Seconds until every given bucket is open again (0: none is locked). */
export async function secondsLocked(db: Database, buckets: string[], now = new Date()): Promise<number> {
  const rows = await db
    .select({ lockedUntil: authThrottles.lockedUntil })
    .from(authThrottles)
    .where(and(inArray(authThrottles.bucket, buckets), gt(authThrottles.lockedUntil, now)))
  const latest = Math.max(0, ...rows.map((row) => row.lockedUntil!.getTime()))
  return latest > now.getTime() ? Math.ceil((latest - now.getTime()) / 1000) : 0
}

/** Counts a failure in each bucket; returns the longest lock that now applies (seconds, 0: none). */
export async function recordFailure(db: Database, buckets: string[], now = new Date()): Promise<number> {
  let longest = 0
  for (const bucket of buckets) {
    const { failures } = single(
      await db
        .insert(authThrottles)
        .values({ bucket, failures: 1, lastFailureAt: now })
        .onConflictDoUpdate({
          target: authThrottles.bucket,
          set: {
            failures: sql`case when ${authThrottles.lastFailureAt} < ${now}::timestamptz - make_interval(hours => ${FORGET_AFTER_HOURS})
              then 1 else ${authThrottles.failures} + 1 end`,
            lastFailureAt: now,
          },
        })
        .returning({ failures: authThrottles.failures }),
    )
    const seconds = lockSeconds(failures)
    if (seconds > 0) {
      await db
        .update(authThrottles)
        .set({ lockedUntil: new Date(now.getTime() + seconds * 1000) })
        .where(eq(authThrottles.bucket, bucket))
      longest = Math.max(longest, seconds)
    }
  }
  return longest
}

export async function clearFailures(db: Database, bucket: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.bucket, bucket))
}
