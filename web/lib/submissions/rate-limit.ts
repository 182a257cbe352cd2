import { lt, sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { rateLimitWindows } from '@/lib/db/schema'
import { pseudonym } from '@/lib/http/pseudonym'

/**
 * Fixed-window rate limit per form and client, counted in the database so that every instance behind
 * a load balancer shares it. The client address is stored only as an HMAC.
 */
export const RATE_LIMIT_WINDOW_SECONDS = 10 * 60

/** Submissions per form, client and window (`FORM_RATE_LIMIT`, default 10). */
export function rateLimitPerWindow(): number {
  const configured = Number(process.env.FORM_RATE_LIMIT)
  return Number.isInteger(configured) && configured > 0 ? configured : 10
}

function bucketFor(form: string, address: string): string {
  return `${form}:${pseudonym('client', address)}`
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export async function hitRateLimit(
  db: Database,
  form: string,
  address: string,
  now = new Date(),
  limit = rateLimitPerWindow(),
): Promise<RateLimitResult> {
  return hitBucket(db, bucketFor(form, address), now, limit)
}

/** Counts one hit on a named bucket (e.g. `password-reset:account:<hmac>`) in the current window. */
export async function hitBucket(db: Database, bucket: string, now: Date, limit: number): Promise<RateLimitResult> {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const row = single(
    await db
      .insert(rateLimitWindows)
      .values({ bucket, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.bucket, rateLimitWindows.windowStart],
        set: { hits: sql`${rateLimitWindows.hits} + 1` },
      })
      .returning({ hits: rateLimitWindows.hits }),
  )
  if (row.hits <= limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000)) }
}

/** Forgets windows older than a day (called by the outbox worker's housekeeping). */
export async function pruneRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, sql`now() - interval '1 day'`))
}
