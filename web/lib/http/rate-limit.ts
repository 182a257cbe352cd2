import 'server-only'
import { lt, sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { rateLimitWindows } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { clientNetwork } from '@/lib/http/client-address'
import { pseudonym } from '@/lib/http/pseudonym'

/**
 * Sliding-window rate limit per form and client, counted in the database so that every instance behind
 * a load balancer shares it. The client address is stored only as an HMAC.
 *
 * Hits are counted in one-minute slots; a request is allowed while the slots of the last ten minutes hold
 * no more than the limit. (A fixed ten-minute window let a client send twice the limit within seconds
 * across a window's boundary, and made the limit's tests fail when they ran across one.)
 */
export const RATE_LIMIT_WINDOW_SECONDS = 10 * 60
const SLOT_MS = 60 * 1000

/** Submissions per form, client and window (`FORM_RATE_LIMIT`, default 10). */
export function rateLimitPerWindow(): number {
  return env.FORM_RATE_LIMIT
}

/**
 * The key every per-client limit counts under (forms, consent, registration, sign-in, reset): the
 * client's network (an IPv6 client's whole /64, see clientNetwork) as an HMAC.
 */
export function clientLimitKey(address: string): string {
  return pseudonym('client', clientNetwork(address))
}

function bucketFor(form: string, address: string): string {
  return `${form}:${clientLimitKey(address)}`
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

/** Counts one hit on a named bucket (e.g. `password-reset:account:<hmac>`) against the last ten minutes. */
export async function hitBucket(db: Database, bucket: string, now: Date, limit: number): Promise<RateLimitResult> {
  const windowMs = RATE_LIMIT_WINDOW_SECONDS * 1000
  const slotStart = new Date(Math.floor(now.getTime() / SLOT_MS) * SLOT_MS)
  // One round trip: the hit is counted in the current slot (its row serialises concurrent hits), and the
  // window's earlier slots are read beside it.
  const hit = db.$with('hit').as(
    db
      .insert(rateLimitWindows)
      .values({ bucket, windowStart: slotStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.bucket, rateLimitWindows.windowStart],
        set: { hits: sql`${rateLimitWindows.hits} + 1` },
      })
      .returning({ start: rateLimitWindows.windowStart, hits: rateLimitWindows.hits }),
  )
  // The window's earlier slots as [start in ms, hits] pairs (the current one comes from the hit itself).
  const earlier = sql<[number, number][]>`(
    select coalesce(json_agg(json_build_array(extract(epoch from ${rateLimitWindows.windowStart}) * 1000, ${rateLimitWindows.hits})), '[]')
    from ${rateLimitWindows}
    where ${rateLimitWindows.bucket} = ${bucket}
      and ${rateLimitWindows.windowStart} > ${new Date(now.getTime() - windowMs)}
      and ${rateLimitWindows.windowStart} < ${slotStart})`
  const [current] = await db.with(hit).select({ hits: hit.hits, earlier }).from(hit)
  // The slots that started within the window, oldest first (the current one included).
  const slots = [
    ...(current?.earlier ?? []).map(([start, hits]) => ({ start: new Date(Number(start)), hits: Number(hits) })),
    { start: slotStart, hits: current?.hits ?? 1 },
  ].sort((a, b) => a.start.getTime() - b.start.getTime())
  let counted = slots.reduce((sum, slot) => sum + slot.hits, 0)
  if (counted <= limit) return { allowed: true }
  // The next request is allowed once enough of the oldest slots have left the window.
  for (const slot of slots) {
    counted -= slot.hits
    if (counted + 1 <= limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((slot.start.getTime() + windowMs - now.getTime()) / 1000)) }
    }
  }
  return { allowed: false, retryAfterSeconds: RATE_LIMIT_WINDOW_SECONDS }
}

/** Forgets windows older than a day (called by the outbox worker's housekeeping). */
export async function pruneRateLimitWindows(db: Database): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.windowStart, sql`now() - interval '1 day'`))
}
