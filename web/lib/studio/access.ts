import 'server-only'
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, inArray } from 'drizzle-orm'
import { describeApiTokens } from '@/lib/api-tokens/identity'
import type { CurrentUser } from '@/lib/auth/session'
import type { ContentIdentity } from '@/lib/content-lake'
import { getDb } from '@/lib/db/client'
import { sessions, studioTokens, users, type UserRole } from '@/lib/db/schema'

/**
 * Who may use the content studio, and how it signs in with the site's own accounts. The studio asks
 * /api/studio/login, which hands a signed-in admin or editor a one-time code (`#sid=` in the studio's
 * URL, valid a minute); the studio exchanges it at the Content Lake's /auth/fetch for a bearer token.
 * Code and token belong to the site session: signing out, revoking the session or disabling the
 * account ends the studio's access as well.
 */
const LOGIN_CODE_LIFETIME_MS = 60_000

export function mayUseStudio(role: UserRole): boolean {
  return role === 'admin' || role === 'editor'
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url')

/** A one-time code for the studio of a signed-in admin or editor. */
export async function issueStudioLoginCode(user: CurrentUser): Promise<string> {
  if (!mayUseStudio(user.role)) throw new Error('Only admins and editors use the studio.')
  const code = randomBytes(32).toString('base64url')
  const db = await getDb()
  await db.insert(studioTokens).values({
    tokenHash: hashOf(code),
    kind: 'code',
    sessionId: user.sessionId,
    userId: user.id,
    expiresAt: new Date(Date.now() + LOGIN_CODE_LIFETIME_MS),
  })
  return code
}

/** Trades a login code (once, within its minute) for a token that lives as long as the session. */
export async function exchangeStudioLoginCode(code: string): Promise<string | null> {
  if (code.length < 20 || code.length > 200) return null
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(studioTokens)
      .where(and(eq(studioTokens.tokenHash, hashOf(code)), eq(studioTokens.kind, 'code')))
      .returning()
    if (!used || used.expiresAt <= new Date()) return null
    const [session] = await tx.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, used.sessionId))
    if (!session || session.expiresAt <= new Date()) return null
    const token = randomBytes(32).toString('base64url')
    await tx.insert(studioTokens).values({
      tokenHash: hashOf(token),
      kind: 'token',
      sessionId: used.sessionId,
      userId: used.userId,
      expiresAt: session.expiresAt,
    })
    return token
  })
}

/**
 * The studio fires dozens of requests at once when it opens a document; each would otherwise ask the
 * database who its token belongs to. An answer is reused for a few seconds. Whatever ends a person's
 * sessions in this process (signing out, an admin disabling the account, a new password, a revoked
 * session, a deleted account) calls forgetStudioIdentitiesOf() at once, so their tokens stop working
 * with the next request. Only a change made elsewhere (another app instance, the database directly)
 * takes up to IDENTITY_REUSE_MS to reach this process. The token is checked per request: an event
 * stream (listen, presence) the studio opened before stays open until it closes.
 *
 * The answers are kept on globalThis: the Content Lake API answers from the module instance
 * web/instrumentation.ts loaded, sign-out runs in a server action's — both must see one cache.
 * `generation` moves on with every forgetting, so a lookup that was under way meanwhile is not stored.
 */
const IDENTITY_REUSE_MS = 5_000
interface IdentityCache {
  entries: Map<string, { identity: ContentIdentity | null; until: number }>
  generation: number
}
const cacheKey = Symbol.for('lokalsicht.studioIdentities')
const holder = globalThis as typeof globalThis & { [cacheKey]?: IdentityCache }
const identityCache = (): IdentityCache => (holder[cacheKey] ??= { entries: new Map(), generation: 0 })

/** The person behind a studio token, while their session lasts and their role allows the studio. */
export async function studioIdentity(token: string): Promise<ContentIdentity | null> {
  if (token.length < 20 || token.length > 200) return null
  const hash = hashOf(token)
  const cache = identityCache()
  const recent = cache.entries.get(hash)
  if (recent && recent.until > Date.now()) return recent.identity
  const generation = cache.generation
  const identity = await lookUpIdentity(hash)
  if (cache.generation === generation) {
    if (cache.entries.size >= 1000) cache.entries.clear()
    cache.entries.set(hash, { identity, until: Date.now() + IDENTITY_REUSE_MS })
  }
  return identity
}

async function lookUpIdentity(tokenHash: string): Promise<ContentIdentity | null> {
  const db = await getDb()
  const now = new Date()
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned })
    .from(studioTokens)
    .innerJoin(sessions, eq(sessions.id, studioTokens.sessionId))
    .innerJoin(users, eq(users.id, studioTokens.userId))
    .where(and(eq(studioTokens.tokenHash, tokenHash), eq(studioTokens.kind, 'token'), gt(sessions.expiresAt, now), gt(studioTokens.expiresAt, now)))
  if (!row || row.banned || !mayUseStudio(row.role)) return null
  return { id: row.id, name: row.name, email: row.email, role: row.role === 'admin' ? 'administrator' : 'editor' }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Staff the studio asks about by id (presence avatars, history authors), e.g. people whose studio uses
 * another app instance, and API tokens as authors of scripts' changes (by their labels). Customers and
 * unknown ids are not described.
 */
export async function lookUpStaff(ids: string[]): Promise<ContentIdentity[]> {
  const wanted = ids.filter((id) => UUID.test(id))
  const tokens = await describeApiTokens(ids)
  if (wanted.length === 0) return tokens
  const db = await getDb()
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(and(inArray(users.id, wanted), inArray(users.role, ['admin', 'editor'])))
  return [...rows.map((row): ContentIdentity => ({ id: row.id, name: row.name, email: row.email, role: row.role === 'admin' ? 'administrator' : 'editor' })), ...tokens]
}

/** The studio's "sign out": the token goes, the site session stays. */
export async function revokeStudioToken(token: string): Promise<void> {
  const db = await getDb()
  await db.delete(studioTokens).where(and(eq(studioTokens.tokenHash, hashOf(token)), eq(studioTokens.kind, 'token')))
  const cache = identityCache()
  cache.generation += 1
  cache.entries.delete(hashOf(token))
}

/**
 * Forgets the recent answers for a person's tokens. Call it once their sessions (and with them their
 * studio tokens, which the database deletes along) have ended.
 */
export function forgetStudioIdentitiesOf(userId: string): void {
  const cache = identityCache()
  cache.generation += 1
  for (const [hash, entry] of cache.entries) {
    if (entry.identity?.id === userId) cache.entries.delete(hash)
  }
}

/** Forgets every identity answered recently (tests that change accounts in the database and check at once). */
export function forgetRecentStudioIdentities(): void {
  const cache = identityCache()
  cache.generation += 1
  cache.entries.clear()
}
