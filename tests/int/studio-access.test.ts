import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import type { CurrentUser } from '../../web/lib/auth/session'
import { getDb } from '../../web/lib/db/client'
import { sessions, studioTokens, users } from '../../web/lib/db/schema'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { exchangeStudioLoginCode, forgetRecentStudioIdentities, issueStudioLoginCode, revokeStudioToken, studioIdentity } from '../../web/lib/studio/access'
import { currentUser, sessionCookie } from '../helpers/accounts'
import { testDatabases } from '../helpers/test-databases'

/** The studio signs in with the site's accounts: code → token → identity, bound to the session. */
describe.each(testDatabases())('studio sign-in on $name', (database) => {
  let admin: CurrentUser
  let customer: CurrentUser
  const signInAdmin = async () => currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
  beforeAll(async () => {
    await database.open()
    await seedDemoPortal(await getDb())
    admin = await signInAdmin()
    customer = await currentUser(await sessionCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '127.0.0.1'), '127.0.0.1')
  })
  afterAll(() => database.close())
  beforeEach(() => forgetRecentStudioIdentities())

  it('trades a one-time code for a token that names the admin as an administrator', async () => {
    const code = await issueStudioLoginCode(admin)
    const token = await exchangeStudioLoginCode(code)
    expect(token).toEqual(expect.any(String))
    expect(await studioIdentity(token!)).toEqual({ id: admin.id, name: admin.name, email: admin.email, role: 'administrator' })
    expect(await exchangeStudioLoginCode(code)).toBeNull()
    // Only hashes are stored.
    const stored = await (await getDb()).select({ hash: studioTokens.tokenHash }).from(studioTokens)
    expect(stored.map((row) => row.hash)).not.toContain(token)
  })

  it('refuses customers, expired codes, unknown and malformed tokens', async () => {
    await expect(issueStudioLoginCode(customer)).rejects.toThrow()
    const code = await issueStudioLoginCode(admin)
    const db = await getDb()
    await db.update(studioTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(studioTokens.kind, 'code'))
    expect(await exchangeStudioLoginCode(code)).toBeNull()
    expect(await exchangeStudioLoginCode('short')).toBeNull()
    expect(await studioIdentity('x'.repeat(43))).toBeNull()
    expect(await studioIdentity('')).toBeNull()
  })

  it('ends with the session, with a disabled account, with a role change and when revoked', async () => {
    const db = await getDb()
    const tokenFor = async (user: CurrentUser) => (await exchangeStudioLoginCode(await issueStudioLoginCode(user)))!

    const revoked = await tokenFor(admin)
    await revokeStudioToken(revoked)
    expect(await studioIdentity(revoked)).toBeNull()

    const other = await signInAdmin()
    const signedOut = await tokenFor(other)
    expect(await studioIdentity(signedOut)).not.toBeNull()
    await db.delete(sessions).where(eq(sessions.id, other.sessionId))
    // Within a few seconds (answers are reused that long), at once once forgotten:
    forgetRecentStudioIdentities()
    expect(await studioIdentity(signedOut)).toBeNull()

    const token = await tokenFor(admin)
    await db.update(users).set({ role: 'editor' }).where(eq(users.id, admin.id))
    forgetRecentStudioIdentities()
    expect(await studioIdentity(token)).toMatchObject({ role: 'editor' })
    await db.update(users).set({ role: 'customer' }).where(eq(users.id, admin.id))
    forgetRecentStudioIdentities()
    expect(await studioIdentity(token)).toBeNull()
    await db.update(users).set({ role: 'admin', banned: true }).where(eq(users.id, admin.id))
    forgetRecentStudioIdentities()
    expect(await studioIdentity(token)).toBeNull()
    await db.update(users).set({ banned: false }).where(eq(users.id, admin.id))
    forgetRecentStudioIdentities()
    expect(await studioIdentity(token)).toMatchObject({ role: 'administrator' })
  })
})
