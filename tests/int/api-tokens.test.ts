import { createHash } from 'node:crypto'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { contentApiIdentity } from '../../web/lib/api-tokens/authenticate'
import { apiTokenIdentity, forgetRecentApiTokenIdentities } from '../../web/lib/api-tokens/identity'
import { createApiToken, listApiTokens, revokeApiToken } from '../../web/lib/api-tokens/tokens'
import type { CurrentUser } from '../../web/lib/auth/session'
import { getDb } from '../../web/lib/db/client'
import { adminAuditLog, apiTokens, users } from '../../web/lib/db/schema'
import { lookUpStaff } from '../../web/lib/studio/access'
import { testDatabases } from '../helpers/test-databases'

/**
 * API tokens for scripts (web/lib/api-tokens) on PGlite and PostgreSQL: the secret is shown once and
 * only its hash kept, the Content API's identity follows the token's role, revocation and expiry stop
 * it (here at once, elsewhere within 5 s), every change is in the audit log without the secret,
 * `last_used_at` is written at most once a minute, and parallel creates and revokes stay consistent.
 */
const DAY = 86_400_000
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

describe.each(testDatabases({ content: 'empty' }))('API tokens on $name', (database) => {
  let admin: CurrentUser
  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    const [row] = await db.insert(users).values({ name: 'Ada Admin', email: `ada.${Date.now()}@example.de`, role: 'admin' }).returning()
    admin = { id: row!.id, sessionId: 'session', name: row!.name, email: row!.email, role: 'admin', locale: 'de' }
  })
  afterAll(() => database.close())
  afterEach(() => {
    vi.useRealTimers()
    forgetRecentApiTokenIdentities()
  })

  const storedRow = async (id: string) => (await (await getDb()).select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!
  const auditOf = async (id: string) => (await getDb()).select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))

  it('creates a token whose secret is shown once, stored only as its hash, and logged without it', async () => {
    const { id, secret, hint } = await createApiToken(admin, { label: '  GitHub Actions – Deploy  ', role: 'editor', expiresAt: null })
    expect(secret).toMatch(/^lsk_[0-9A-Za-z]{43}$/)
    expect(hint).toBe(secret.slice(0, 10))
    const row = await storedRow(id)
    expect(row).toMatchObject({ label: 'GitHub Actions – Deploy', role: 'editor', tokenHash: sha256(secret), hint, createdBy: admin.id, expiresAt: null, lastUsedAt: null, revokedAt: null })
    // Nothing of the secret beyond the hint is anywhere in the row.
    expect(JSON.stringify(row)).not.toContain(secret.slice(10, 20))

    const [entry, ...others] = await auditOf(id)
    expect(others).toEqual([])
    expect(entry).toMatchObject({ action: 'api_token.create', entityType: 'api_token', actorId: admin.id, after: { label: 'GitHub Actions – Deploy', role: 'editor', hint, expiresAt: null } })
    expect(JSON.stringify(entry)).not.toContain(secret.slice(10, 20))
    expect(JSON.stringify(entry)).not.toContain(row.tokenHash)

    expect(await apiTokenIdentity(secret)).toEqual({ id: `token-${id}`, name: 'GitHub Actions – Deploy', email: '', role: 'editor' })
    expect(await contentApiIdentity(secret)).toEqual(await apiTokenIdentity(secret))
    // Two tokens never look alike; the list shows the hint, the creator and the status, never a secret.
    const listed = (await listApiTokens(admin)).find((token) => token.id === id)
    expect(listed).toMatchObject({ hint, createdByName: 'Ada Admin', status: 'active', role: 'editor' })
    expect(JSON.stringify(listed)).not.toContain(secret.slice(10, 20))
  })

  it('gives a viewer token the viewer role and refuses secrets that are not tokens', async () => {
    const { id, secret } = await createApiToken(admin, { label: 'Preview build', role: 'viewer', expiresAt: new Date(Date.now() + 30 * DAY) })
    expect(await apiTokenIdentity(secret)).toEqual({ id: `token-${id}`, name: 'Preview build', email: '', role: 'viewer' })
    for (const wrong of [`${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`, secret.slice(0, -1), `${secret}x`, secret.replace('lsk_', 'xyz_'), '', 'lsk_']) {
      expect(await apiTokenIdentity(wrong)).toBeNull()
      expect(await contentApiIdentity(wrong)).toBeNull()
    }
    // A studio token's shape goes to the studio's check (unknown there: null), never to the tokens'.
    expect(await contentApiIdentity('a'.repeat(43))).toBeNull()
  })

  it('revoked: stops working here at once, answers idempotently, logs once', async () => {
    const { id, secret } = await createApiToken(admin, { label: 'Migration', role: 'editor', expiresAt: null })
    expect(await apiTokenIdentity(secret)).not.toBeNull() // now in the cache
    expect(await revokeApiToken(admin, id)).toBe('revoked')
    expect(await apiTokenIdentity(secret)).toBeNull()
    expect(await revokeApiToken(admin, id)).toBe('alreadyRevoked')
    expect((await storedRow(id)).revokedAt).toBeInstanceOf(Date)
    expect((await auditOf(id)).map((entry) => entry.action).sort()).toEqual(['api_token.create', 'api_token.revoke'])
    expect((await listApiTokens(admin)).find((token) => token.id === id)?.status).toBe('revoked')
    expect(await revokeApiToken(admin, '00000000-0000-4000-8000-000000000000')).toBe('notFound')
    expect(await revokeApiToken(admin, 'not-a-uuid')).toBe('notFound')
  })

  it('revoked on another instance (the database directly): stops working here within 5 s', async () => {
    const { id, secret } = await createApiToken(admin, { label: 'Elsewhere', role: 'viewer', expiresAt: null })
    vi.useFakeTimers({ toFake: ['Date'] })
    expect(await apiTokenIdentity(secret)).not.toBeNull()
    await (await getDb()).update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, id))
    vi.setSystemTime(Date.now() + 4_000)
    expect(await apiTokenIdentity(secret)).not.toBeNull() // the answer of 4 s ago
    vi.setSystemTime(Date.now() + 1_001)
    expect(await apiTokenIdentity(secret)).toBeNull()
  })

  it('expired: refused, even when its last answer is still fresh', async () => {
    const { id, secret } = await createApiToken(admin, { label: 'Short-lived', role: 'editor', expiresAt: new Date(Date.now() + 2_000) })
    vi.useFakeTimers({ toFake: ['Date'] })
    expect(await apiTokenIdentity(secret)).not.toBeNull()
    vi.setSystemTime(Date.now() + 2_001)
    expect(await apiTokenIdentity(secret)).toBeNull()
    expect((await listApiTokens(admin)).find((token) => token.id === id)?.status).toBe('expired')

    const old = await createApiToken(admin, { label: 'Expired long ago', role: 'viewer', expiresAt: new Date(Date.now() + DAY) })
    await (await getDb()).update(apiTokens).set({ expiresAt: new Date(Date.now() - DAY) }).where(eq(apiTokens.id, old.id))
    expect(await apiTokenIdentity(old.secret)).toBeNull()
  })

  it('validates label, role and expiry, and refuses everyone but admins', async () => {
    const db = await getDb()
    const before = (await db.select({ n: count() }).from(apiTokens))[0]!.n
    const refused = [
      { label: '', role: 'editor', expiresAt: null },
      { label: '   ', role: 'editor', expiresAt: null },
      { label: 'x'.repeat(101), role: 'editor', expiresAt: null },
      { label: 'CI', role: 'administrator', expiresAt: null },
      { label: 'CI', role: 'system', expiresAt: null },
      { label: 'CI', role: 'editor', expiresAt: new Date(Date.now() - 1_000) },
      { label: 'CI', role: 'editor', expiresAt: 'tomorrow' },
    ]
    for (const input of refused) await expect(createApiToken(admin, input as never), JSON.stringify(input)).rejects.toThrow()
    const customer: CurrentUser = { ...admin, role: 'customer' }
    const editor: CurrentUser = { ...admin, role: 'editor' }
    for (const actor of [customer, editor, null]) {
      const status = actor ? 403 : 401
      await expect(createApiToken(actor, { label: 'CI', role: 'editor', expiresAt: null })).rejects.toMatchObject({ status })
      await expect(listApiTokens(actor)).rejects.toMatchObject({ status })
      await expect(revokeApiToken(actor, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status })
    }
    expect((await db.select({ n: count() }).from(apiTokens))[0]!.n).toBe(before)
    const longest = await createApiToken(admin, { label: 'x'.repeat(100), role: 'viewer', expiresAt: null })
    expect((await apiTokenIdentity(longest.secret))?.name).toBe('x'.repeat(100))
  })

  it('writes last_used_at at most once a minute per token, also across instances', async () => {
    const { id, secret } = await createApiToken(admin, { label: 'Busy script', role: 'viewer', expiresAt: null })
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const lastUsed = async () => (await storedRow(id)).lastUsedAt?.getTime() ?? null
    expect(await lastUsed()).toBeNull()
    await apiTokenIdentity(secret)
    expect(await lastUsed()).toBe(start)
    for (const later of [1_000, 10_000, 59_000]) {
      vi.setSystemTime(start + later) // past 5 s: a fresh lookup in the database, the throttle holds the write back
      await apiTokenIdentity(secret)
      await apiTokenIdentity(secret)
      expect(await lastUsed()).toBe(start)
    }
    vi.setSystemTime(start + 61_000)
    await apiTokenIdentity(secret)
    expect(await lastUsed()).toBe(start + 61_000)
    // Another process (nothing remembered) within the minute: the database's condition holds the write back.
    vi.setSystemTime(start + 90_000)
    forgetRecentApiTokenIdentities()
    await apiTokenIdentity(secret)
    expect(await lastUsed()).toBe(start + 61_000)
    expect((await listApiTokens(admin)).find((token) => token.id === id)?.lastUsedAt?.getTime()).toBe(start + 61_000)
  })

  it('creates in parallel: distinct secrets, hashes and ids, each with its own identity', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, index) => createApiToken(admin, { label: `Parallel ${index}`, role: index % 2 ? 'viewer' : 'editor', expiresAt: null })))
    expect(new Set(created.map((token) => token.secret)).size).toBe(12)
    expect(new Set(created.map((token) => token.id)).size).toBe(12)
    const rows = await (await getDb()).select({ id: apiTokens.id, hash: apiTokens.tokenHash }).from(apiTokens)
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length)
    const identities = await Promise.all(created.map((token) => apiTokenIdentity(token.secret)))
    expect(identities.map((identity) => identity?.id)).toEqual(created.map((token) => `token-${token.id}`))
    expect(identities.map((identity) => identity?.role)).toEqual(created.map((_, index) => (index % 2 ? 'viewer' : 'editor')))
  })

  it('revokes in parallel: exactly one revocation and one audit entry', async () => {
    const { id, secret } = await createApiToken(admin, { label: 'Raced', role: 'editor', expiresAt: null })
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => revokeApiToken(admin, id)))
    expect(outcomes.filter((outcome) => outcome === 'revoked')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'alreadyRevoked')).toHaveLength(5)
    const revocations = await (await getDb()).select().from(adminAuditLog).where(and(eq(adminAuditLog.entityId, id), eq(adminAuditLog.action, 'api_token.revoke')))
    expect(revocations).toHaveLength(1)
    expect(await apiTokenIdentity(secret)).toBeNull()
  })

  it('describes tokens as authors of content history by their labels, revoked ones too', async () => {
    const { id } = await createApiToken(admin, { label: 'Nightly import', role: 'editor', expiresAt: null })
    await revokeApiToken(admin, id)
    const described = await lookUpStaff([`token-${id}`, admin.id, 'token-nonsense', id])
    expect(described).toEqual(expect.arrayContaining([{ id: `token-${id}`, name: 'Nightly import', email: '', role: 'editor' }, expect.objectContaining({ id: admin.id, role: 'administrator' })]))
    expect(described).toHaveLength(2)
  })
})
