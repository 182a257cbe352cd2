import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { setUserDisabled } from '../../web/lib/admin/users'
import { deleteAccount } from '../../web/lib/auth/account-deletion'
import { changePassword, revokeSession } from '../../web/lib/auth/account-settings'
import { completePasswordReset } from '../../web/lib/auth/password-reset'
import type { CurrentUser } from '../../web/lib/auth/session'
import { signOut } from '../../web/lib/auth/sign-in'
import { getDb } from '../../web/lib/db/client'
import { sessions, studioTokens, users, verifications } from '../../web/lib/db/schema'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import {
  exchangeStudioLoginCode,
  forgetRecentStudioIdentities,
  forgetStudioIdentitiesOf,
  issueStudioLoginCode,
  revokeStudioToken,
  studioIdentity,
} from '../../web/lib/studio/access'
import { browserHeaders, currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { testDatabases } from '../helpers/test-databases'

/** The studio signs in with the site's accounts: code → token → identity, bound to the session. */
describe.each(testDatabases())('studio sign-in on $name', (database) => {
  let admin: CurrentUser
  let adminCookie: string
  let customer: CurrentUser
  const signInAdmin = async () => currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
  const tokenFor = async (user: CurrentUser) => (await exchangeStudioLoginCode(await issueStudioLoginCode(user)))!
  /** A new editor account, signed in at `address`. */
  const signedInEditor = async (address: string) => {
    const person = await registerAt(address)
    await (await getDb()).update(users).set({ role: 'editor' }).where(eq(users.id, person.userId))
    const cookie = await sessionCookie(person.email, person.password, address)
    return { ...person, cookie, headers: browserHeaders(address, cookie), user: await currentUser(cookie, address) }
  }
  const tokensOf = async (userId: string) => (await getDb()).select().from(studioTokens).where(eq(studioTokens.userId, userId))
  beforeAll(async () => {
    await database.open()
    await seedDemoPortal(await getDb())
    adminCookie = await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1')
    admin = await currentUser(adminCookie, '127.0.0.1')
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

  // Each of these first asks once, so that the answer is remembered; the token must fail at the very
  // next request all the same, not only once the few seconds of reuse are over.

  it('signing out of the site ends the studio token of that session at once; other sessions keep theirs', async () => {
    const cookie = await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1')
    const browser = await currentUser(cookie, '127.0.0.1')
    const token = await tokenFor(browser)
    const elsewhere = await tokenFor(admin)
    expect(await studioIdentity(token)).toMatchObject({ id: admin.id, role: 'administrator' })
    expect(await studioIdentity(elsewhere)).not.toBeNull()

    await signOut(browserHeaders('127.0.0.1', cookie), browser.id)
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.id, browser.sessionId))).toEqual([])
    expect(await studioIdentity(token)).toBeNull()
    expect((await tokensOf(admin.id)).map((row) => row.sessionId)).not.toContain(browser.sessionId)
    expect(await studioIdentity(elsewhere)).toMatchObject({ id: admin.id })
  })

  it('an admin disabling the account ends its studio tokens at once, and enabling it does not bring them back', async () => {
    const editor = await signedInEditor('192.0.2.171')
    const token = await tokenFor(editor.user)
    expect(await studioIdentity(token)).toMatchObject({ id: editor.userId, role: 'editor' })

    expect(await setUserDisabled(admin, editor.userId, true, browserHeaders('127.0.0.1', adminCookie))).toBe('done')
    expect(await studioIdentity(token)).toBeNull()
    expect(await tokensOf(editor.userId)).toEqual([])
    expect(await setUserDisabled(admin, editor.userId, false, browserHeaders('127.0.0.1', adminCookie))).toBe('done')
    expect(await studioIdentity(token)).toBeNull()
  })

  it('a new password ends the studio tokens of every session of the account, this browser included', async () => {
    const editor = await signedInEditor('192.0.2.172')
    const laptop = await currentUser(await sessionCookie(editor.email, editor.password, '192.0.2.173'), '192.0.2.173')
    const here = await tokenFor(editor.user)
    const there = await tokenFor(laptop)
    expect(await studioIdentity(here)).not.toBeNull()
    expect(await studioIdentity(there)).not.toBeNull()

    await changePassword(editor.user, editor.password, 'Herbstlaub-im-Hinterhof-42', editor.headers)
    expect(await studioIdentity(here)).toBeNull()
    expect(await studioIdentity(there)).toBeNull()
    expect(await tokensOf(editor.userId)).toEqual([])
  })

  it('a password reset ends every studio token of the account', async () => {
    const editor = await signedInEditor('192.0.2.174')
    const token = await tokenFor(editor.user)
    expect(await studioIdentity(token)).not.toBeNull()

    const resetToken = randomBytes(18).toString('base64url')
    await (await getDb()).insert(verifications).values({ identifier: `reset-password:${resetToken}`, value: editor.userId, expiresAt: new Date(Date.now() + 600_000) })
    expect(await completePasswordReset(resetToken, 'Winterlinde-am-Bahnhof-17', browserHeaders('192.0.2.175'))).toEqual({ outcome: 'reset' })
    expect(await studioIdentity(token)).toBeNull()
    expect(await tokensOf(editor.userId)).toEqual([])
  })

  it('ending another session in the account settings, or deleting the account, ends the studio tokens with it', async () => {
    const editor = await signedInEditor('192.0.2.176')
    const laptop = await currentUser(await sessionCookie(editor.email, editor.password, '192.0.2.177'), '192.0.2.177')
    const here = await tokenFor(editor.user)
    const there = await tokenFor(laptop)
    expect(await studioIdentity(here)).not.toBeNull()
    expect(await studioIdentity(there)).not.toBeNull()

    expect(await revokeSession(editor.user, laptop.sessionId, editor.headers)).toBe(true)
    expect(await studioIdentity(there)).toBeNull()
    expect(await studioIdentity(here)).not.toBeNull()

    await deleteAccount(editor.user, editor.headers)
    expect(await studioIdentity(here)).toBeNull()
    expect(await tokensOf(editor.userId)).toEqual([])
  })

  it('does not keep an answer that was looked up while the access was being ended', async () => {
    const other = await signInAdmin()
    const token = await tokenFor(other)
    // The lookup is under way when sign-out (elsewhere in this process) forgets the person's answers…
    const underWay = studioIdentity(token)
    forgetStudioIdentitiesOf(other.id)
    expect(await underWay).not.toBeNull()
    // …so it is not reused: once the session is gone, the next request is refused.
    await (await getDb()).delete(sessions).where(eq(sessions.id, other.sessionId))
    expect(await studioIdentity(token)).toBeNull()
  })
})
