import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { ANONYMISED_NAME, deleteAccount } from '../../web/lib/auth/account-deletion'
import {
  changePassword,
  checkCurrentPassword,
  confirmEmailChange,
  listActiveSessions,
  requestEmailChange,
  revokeSession,
  updateProfile,
} from '../../web/lib/auth/account-settings'
import { completePasswordReset, requestPasswordReset } from '../../web/lib/auth/password-reset'
import { signIn } from '../../web/lib/auth/sign-in'
import { getDb } from '../../web/lib/db/client'
import { authEvents, contracts, customers, emailOutbox, invoices, projects, sessions, users, verifications } from '../../web/lib/db/schema'
import { addDays, todayInBerlin } from '../../web/lib/dates'
import { DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { browserHeaders, currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { testDatabases } from '../helpers/test-databases'

async function signedIn(address: string) {
  const person = await registerAt(address)
  const cookie = await sessionCookie(person.email, person.password, address)
  return { person, cookie, user: await currentUser(cookie, address), headers: browserHeaders(address, cookie) }
}

describe.each(testDatabases())('account settings on $name', (database) => {
  beforeAll(() => database.open())
  afterAll(() => database.close())

  it('saves the profile on the login and the customer record', async () => {
    const { user } = await signedIn('192.0.2.30')
    await updateProfile(user, { name: 'Erika Muster', company: 'Muster & Söhne KG', phone: '', address: 'Am Markt 1', city: 'Potsdam', postalCode: '14467', language: 'en' })
    const db = await getDb()
    const [login] = await db.select().from(users).where(eq(users.id, user.id))
    const [customer] = await db.select().from(customers).where(eq(customers.userId, user.id))
    expect(login).toMatchObject({ name: 'Erika Muster', locale: 'en' })
    expect(customer).toMatchObject({ name: 'Erika Muster', company: 'Muster & Söhne KG', phone: null, street: 'Am Markt 1', city: 'Potsdam', postalCode: '14467', locale: 'en' })
  })

  it('changes the password only with the current one, and ends the other sessions', async () => {
    const { person, user, headers, cookie } = await signedIn('192.0.2.31')
    await sessionCookie(person.email, person.password, '192.0.2.32') // a second device
    expect(await checkCurrentPassword(user, 'nicht-das-passwort', headers)).toEqual({ outcome: 'wrong' })
    expect(await checkCurrentPassword(user, person.password, headers)).toEqual({ outcome: 'ok' })
    await changePassword(user, person.password, 'Ganz-neues-Kennwort-2026', headers)
    const rows = await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(1) // a fresh one for this browser; the registration's and the second device's are gone
    expect(cookie).not.toContain(rows[0]!.token)
    expect((await signIn({ email: person.email, password: 'Ganz-neues-Kennwort-2026', rememberMe: true, headers: browserHeaders('192.0.2.33') })).outcome).toBe('signedIn')
  })

  it('ends the reset links mailed before a password change', async () => {
    const { person, user, headers } = await signedIn('192.0.2.36')
    await requestPasswordReset(person.email, 'de', browserHeaders('192.0.2.37'))
    const db = await getDb()
    const resetLinks = () => db.select().from(verifications).where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')))
    const [link] = await resetLinks()
    expect(link).toBeDefined()
    await changePassword(user, person.password, 'Ganz-neues-Kennwort-2027', headers)
    expect(await resetLinks()).toHaveLength(0)
    const token = link!.identifier.slice('reset-password:'.length)
    expect(await completePasswordReset(token, 'Jemand-anderes-Kennwort-1', browserHeaders('192.0.2.38'))).toEqual({ outcome: 'invalidToken' })
  })

  it('changes the e-mail address only through the link sent to the new address, once', async () => {
    const { person, user, headers } = await signedIn('192.0.2.34')
    const newEmail = `neu.${Date.now()}@example.de`
    await requestEmailChange(user, newEmail, headers)
    const db = await getDb()
    const [mail] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.toAddress, newEmail), eq(emailOutbox.purpose, 'account')))
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse')
    const [before] = await db.select().from(users).where(eq(users.id, user.id))
    expect(before?.email).toBe(person.email) // unchanged until confirmed
    const token = decodeURIComponent(/confirm-email\?token=([^\s)\]]+)/.exec(mail!.textBody)![1]!)

    expect(await confirmEmailChange(token, browserHeaders('192.0.2.35'))).toEqual({ outcome: 'changed', userId: user.id })
    const [after] = await db.select().from(users).where(eq(users.id, user.id))
    const [customer] = await db.select().from(customers).where(eq(customers.userId, user.id))
    expect(after?.email).toBe(newEmail)
    expect(customer?.email).toBe(newEmail)
    expect(await confirmEmailChange(token, browserHeaders('192.0.2.35'))).toEqual({ outcome: 'invalid' })
    expect(await confirmEmailChange('forged.token.value', browserHeaders('192.0.2.35'))).toEqual({ outcome: 'invalid' })
  })

  it("lists the account's sessions and revokes another one, never someone else's", async () => {
    const { person, user } = await signedIn('192.0.2.36')
    const second = await sessionCookie(person.email, person.password, '192.0.2.37')
    const secondUser = await currentUser(second, '192.0.2.37')
    const list = await listActiveSessions(user)
    expect(list.length).toBe(3)
    expect(list[0]).toMatchObject({ id: user.sessionId, current: true })

    const stranger = await signedIn('192.0.2.38')
    expect(await revokeSession(stranger.user, secondUser.sessionId, stranger.headers)).toBe(false)
    expect(await revokeSession(user, user.sessionId, browserHeaders('192.0.2.36'))).toBe(false) // the current one ends with "sign out"
    expect(await revokeSession(user, secondUser.sessionId, browserHeaders('192.0.2.36'))).toBe(true)
    const remaining = await listActiveSessions(user)
    expect(remaining.map((session) => session.id)).not.toContain(secondUser.sessionId)
    const events = await (await getDb()).select().from(authEvents).where(and(eq(authEvents.userId, user.id), eq(authEvents.kind, 'session_revoked')))
    expect(events).toHaveLength(1)
  })

  it('deletes an account without invoices entirely', async () => {
    const { user, headers } = await signedIn('192.0.2.39')
    await deleteAccount(user, headers)
    const db = await getDb()
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(await db.select().from(customers).where(eq(customers.userId, user.id))).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
  })

  it('keeps issued invoices of a deleted account, detached and stripped of personal data', async () => {
    const db = await getDb()
    await seedDemoPortal(db)
    const cookie = await sessionCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '127.0.0.1')
    const user = await currentUser(cookie, '127.0.0.1')
    const [customer] = await db.select().from(customers).where(eq(customers.userId, user.id))
    const issuedBefore = await db.select().from(invoices).where(eq(invoices.customerId, customer!.id))
    // While the demo's Local SEO contract runs, the account cannot go (tests/int/contracts.test.ts); once it has ended, it can.
    const yesterday = addDays(todayInBerlin(), -1)
    await db.update(contracts).set({ endDate: yesterday, noticeGivenOn: addDays(yesterday, -40), noticeGivenBy: 'customer' }).where(eq(contracts.customerId, customer!.id))
    await deleteAccount(user, browserHeaders('127.0.0.1', cookie))
    expect(await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.customerId, customer!.id))).toHaveLength(1)

    const [kept] = await db.select().from(customers).where(eq(customers.id, customer!.id))
    expect(kept).toMatchObject({ userId: null, name: ANONYMISED_NAME, company: ANONYMISED_NAME, email: null, phone: null, street: null, vatId: null })
    expect(kept?.anonymisedAt).toBeInstanceOf(Date)
    const issuedAfter = await db.select().from(invoices).where(eq(invoices.customerId, customer!.id))
    expect(issuedAfter.map((invoice) => [invoice.number, invoice.grossCents, invoice.buyerCompany])).toEqual(
      issuedBefore.map((invoice) => [invoice.number, invoice.grossCents, invoice.buyerCompany]),
    )
    expect(await db.select().from(projects).where(eq(projects.customerId, customer!.id))).toEqual([])
    expect(await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email))).toEqual([])
    const [event] = await db.select().from(authEvents).where(eq(authEvents.kind, 'account_deleted')).limit(1)
    expect(event?.emailHash).toBeTruthy()
  })
})
