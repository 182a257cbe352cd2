import 'server-only'
import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import type { ContentIdentity } from '@/lib/content-lake'
import { getDb } from '@/lib/db/client'
import { apiTokens } from '@/lib/db/schema'
import { hashApiTokenSecret, isApiTokenSecret } from './secret'

/**
 * Who an API token is for the Content API: `token-<id>` (never a UUID alone: per-person studio settings
 * and staff lookups take those for people), its label as the name, its role.
 *
 * Scripts fire requests in bursts, so an answer is reused for a few seconds (never past the token's
 * expiry). Revoking a token in this process forgets it at once; a revocation on another app instance
 * reaches this one within IDENTITY_REUSE_MS. The cache lives on globalThis: the Content API answers from
 * the module instance web/instrumentation.ts loaded, the admin's server action runs in another.
 * `generation` moves on with every forgetting, so a lookup under way meanwhile is not stored.
 *
 * `last_used_at` is written at most once a minute per token: per process by the time of the last
 * write, across instances by the condition of the UPDATE.
 */
const IDENTITY_REUSE_MS = 5_000
export const USE_RECORD_INTERVAL_MS = 60_000

interface TokenCache {
  entries: Map<string, { identity: ContentIdentity | null; until: number }>
  generation: number
  /** Token id → when this process last wrote its `last_used_at`. */
  usesRecorded: Map<string, number>
}
const cacheKey = Symbol.for('lokalsicht.apiTokenIdentities')
const holder = globalThis as typeof globalThis & { [cacheKey]?: TokenCache }
const tokenCache = (): TokenCache => (holder[cacheKey] ??= { entries: new Map(), generation: 0, usesRecorded: new Map() })

export const identityIdOf = (tokenId: string) => `token-${tokenId}`

export function identityOf(row: { id: string; label: string; role: 'viewer' | 'editor' }): ContentIdentity {
  return { id: identityIdOf(row.id), name: row.label, email: '', role: row.role }
}

/** The identity of a valid (known, not revoked, not expired) API token, else null. */
export async function apiTokenIdentity(secret: string): Promise<ContentIdentity | null> {
  if (!isApiTokenSecret(secret)) return null
  const hash = hashApiTokenSecret(secret)
  const cache = tokenCache()
  const recent = cache.entries.get(hash)
  if (recent && recent.until > Date.now()) {
    if (recent.identity) await recordUse(recent.identity.id)
    return recent.identity
  }
  const generation = cache.generation
  const now = new Date()
  const db = await getDb()
  const [row] = await db
    .select({ id: apiTokens.id, label: apiTokens.label, role: apiTokens.role, expiresAt: apiTokens.expiresAt })
    .from(apiTokens)
    .where(and(eq(apiTokens.tokenHash, hash), isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now))))
  const identity = row ? identityOf(row) : null
  if (cache.generation === generation) {
    if (cache.entries.size >= 1000) cache.entries.clear()
    const until = Math.min(now.getTime() + IDENTITY_REUSE_MS, row?.expiresAt?.getTime() ?? Infinity)
    cache.entries.set(hash, { identity, until })
  }
  if (identity) await recordUse(identity.id)
  return identity
}

/** Notes that a token was used: at most one write a minute per token; a failed write only logs. */
async function recordUse(identityId: string): Promise<void> {
  const tokenId = identityId.slice('token-'.length)
  const cache = tokenCache()
  const now = Date.now()
  if (now - (cache.usesRecorded.get(tokenId) ?? -Infinity) < USE_RECORD_INTERVAL_MS) return
  if (cache.usesRecorded.size >= 10_000) cache.usesRecorded.clear()
  cache.usesRecorded.set(tokenId, now)
  try {
    const db = await getDb()
    await db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(apiTokens.id, tokenId), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now - USE_RECORD_INTERVAL_MS)))))
  } catch (error) {
    console.warn('[api tokens] could not record a token\'s use:', (error as Error).message)
  }
}

/** Forgets a token's recent answers in this process (it was revoked here). */
export function forgetApiTokenIdentity(tokenId: string): void {
  const cache = tokenCache()
  cache.generation += 1
  for (const [hash, entry] of cache.entries) {
    if (entry.identity?.id === identityIdOf(tokenId)) cache.entries.delete(hash)
  }
}

/** Forgets everything recent (tests that change tokens in the database and check at once). */
export function forgetRecentApiTokenIdentities(): void {
  const cache = tokenCache()
  cache.generation += 1
  cache.entries.clear()
  cache.usesRecorded.clear()
}

/**
 * Tokens as authors of content history (`/users/:ids` in the Studio): their labels, revoked or not.
 * Ids that are not `token-<uuid>` are left to others.
 */
export async function describeApiTokens(identityIds: string[]): Promise<ContentIdentity[]> {
  const UUID = /^token-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
  const wanted = identityIds.map((id) => UUID.exec(id)?.[1]).filter((id): id is string => id !== undefined)
  if (wanted.length === 0) return []
  const db = await getDb()
  const rows = await db.select({ id: apiTokens.id, label: apiTokens.label, role: apiTokens.role }).from(apiTokens).where(inArray(apiTokens.id, wanted))
  return rows.map(identityOf)
}
