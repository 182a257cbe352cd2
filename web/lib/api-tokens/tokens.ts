import 'server-only'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { assertAdmin } from '@/lib/admin/access'
import { recordAdminChange } from '@/lib/admin/audit'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { apiTokens, users } from '@/lib/db/schema'
import { forgetApiTokenIdentity } from './identity'
import { type ApiTokenInput, apiTokenInput } from './schemas'
import { apiTokenHint, hashApiTokenSecret, newApiTokenSecret } from './secret'

/**
 * The admin's operations on API tokens: create (the secret is returned this once and never stored),
 * list, revoke. Each change is written to the admin audit log in its transaction, without the secret
 * or its hash.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export type ApiTokenStatus = 'active' | 'expired' | 'revoked'

export function apiTokenStatus(token: { revokedAt: Date | null; expiresAt: Date | null }, now = new Date()): ApiTokenStatus {
  if (token.revokedAt) return 'revoked'
  if (token.expiresAt && token.expiresAt <= now) return 'expired'
  return 'active'
}

/** A new token. Throws (a ZodError) for an invalid label or role, or an expiry that has passed. */
export async function createApiToken(actor: CurrentUser | null, input: ApiTokenInput): Promise<{ id: string; secret: string; hint: string }> {
  assertAdmin(actor)
  const data = apiTokenInput.parse(input)
  if (data.expiresAt && data.expiresAt <= new Date()) throw new RangeError('An API token must expire in the future')
  const secret = newApiTokenSecret()
  const hint = apiTokenHint(secret)
  const db = await getDb()
  const id = await db.transaction(async (tx) => {
    const row = single(
      await tx
        .insert(apiTokens)
        .values({ label: data.label, role: data.role, tokenHash: hashApiTokenSecret(secret), hint, createdBy: actor.id, expiresAt: data.expiresAt })
        .returning({ id: apiTokens.id }),
    )
    await recordAdminChange(tx, actor, {
      action: 'api_token.create',
      entityType: 'api_token',
      entityId: row.id,
      after: { label: data.label, role: data.role, hint, expiresAt: data.expiresAt },
    })
    return row.id
  })
  return { id, secret, hint }
}

/** Every token, newest first, with who created it (no secrets: there are none to show). */
export async function listApiTokens(actor: CurrentUser | null) {
  assertAdmin(actor)
  const db = await getDb()
  const rows = await db
    .select({
      id: apiTokens.id,
      label: apiTokens.label,
      role: apiTokens.role,
      hint: apiTokens.hint,
      createdAt: apiTokens.createdAt,
      createdByName: users.name,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
    })
    .from(apiTokens)
    .leftJoin(users, eq(users.id, apiTokens.createdBy))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
  const now = new Date()
  return rows.map((row) => ({ ...row, status: apiTokenStatus(row, now) }))
}

export type ApiTokenListEntry = Awaited<ReturnType<typeof listApiTokens>>[number]

/**
 * Revokes a token: it stops working on this instance at once, on the others within seconds. Revoking
 * it again (a second click, a second admin) changes nothing and logs nothing.
 */
export async function revokeApiToken(actor: CurrentUser | null, tokenId: string): Promise<'revoked' | 'alreadyRevoked' | 'notFound'> {
  assertAdmin(actor)
  if (!UUID.test(tokenId)) return 'notFound'
  const db = await getDb()
  const outcome = await db.transaction(async (tx) => {
    const now = new Date()
    const [revoked] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id, label: apiTokens.label })
    if (!revoked) {
      const [existing] = await tx.select({ id: apiTokens.id }).from(apiTokens).where(eq(apiTokens.id, tokenId))
      return existing ? 'alreadyRevoked' : 'notFound'
    }
    await recordAdminChange(tx, actor, {
      action: 'api_token.revoke',
      entityType: 'api_token',
      entityId: tokenId,
      after: { label: revoked.label, revokedAt: now },
    })
    return 'revoked'
  })
  forgetApiTokenIdentity(tokenId)
  return outcome
}
