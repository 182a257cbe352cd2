import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../web/lib/db/client'
import { accounts, authEvents, authThrottles, customers, emailOutbox, projects, sessions, users, verifications } from '../../web/lib/db/schema'
import { deleteUnconfirmedRegistrations } from '../../web/lib/auth/unconfirmed-registrations'
import { pseudonym } from '../../web/lib/http/pseudonym'
import { completePasswordReset, requestPasswordReset } from '../../web/lib/auth/password-reset'
import { confirmRegistration, registerCustomer } from '../../web/lib/auth/registration'
import { KNOWN_DEVICE_COOKIE } from '../../web/lib/auth/known-device'
import { signIn } from '../../web/lib/auth/sign-in'
import { type Attempt, attemptSucceeded, takeAttempt } from '../../web/lib/auth/throttle'
import { DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { accountMails, accountMailToken, browserHeaders, registerAt, registration } from '../helpers/accounts'
import { testDatabases } from '../helpers/test-databases'

describe.each(testDatabases())('accounts on $name', (database) => {
  beforeAll(() => database.open())
  afterAll(() => database.close())

  describe('registration', () => {
    it('creates a customer login (scrypt hash, lower-cased e-mail) and the customer record; the link in the mail confirms the address and signs in', async () => {
      const data = registration({ email: 'Neu.Kunde@Example.DE' })
      const result = await registerCustomer(data, 'en', browserHeaders('198.51.100.1'))
      expect(result).toEqual({ outcome: 'checkMail' })
      const db = await getDb()
      const [user] = await db.select().from(users).where(eq(users.email, 'neu.kunde@example.de'))
      expect(user).toMatchObject({ role: 'customer', locale: 'en', demo: false, name: data.name, emailVerified: false })
      const [credential] = await db.select().from(accounts).where(eq(accounts.userId, user!.id))
      expect(credential?.providerId).toBe('credential')
      expect(credential?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
      expect(credential?.password).not.toContain(data.password)
      const [customer] = await db.select().from(customers).where(eq(customers.userId, user!.id))
      expect(customer).toMatchObject({ company: data.company, email: 'neu.kunde@example.de', street: data.address, postalCode: data.postalCode, locale: 'en' })
      // Not signed in, and no sign-in until the address is confirmed: the right password gets a new link.
      expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(0)
      const [mail] = await accountMails('neu.kunde@example.de')
      expect(mail).toMatchObject({ subject: 'Please confirm your e-mail address', locale: 'en' })
      expect(mail?.textBody).toContain('/api/account/confirm-email?token=')
      const early = await signIn({ email: data.email, password: data.password, rememberMe: true, headers: browserHeaders('198.51.100.1') })
      expect(early).toEqual({ outcome: 'unconfirmed' })
      expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'neu.kunde@example.de'))).toHaveLength(2)

      const confirmed = await confirmRegistration(await accountMailToken('neu.kunde@example.de'), browserHeaders('198.51.100.1'))
      expect(confirmed).toEqual({ outcome: 'confirmed', userId: user!.id, locale: 'en' })
      expect((await db.select().from(users).where(eq(users.id, user!.id)))[0]?.emailVerified).toBe(true)
      expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1)
      const events = await db.select().from(authEvents).where(eq(authEvents.userId, user!.id))
      expect(events.map((event) => event.kind).sort()).toEqual(['email_confirmed', 'registered'])
      // The link works once: opened again, it signs no one in.
      expect(await confirmRegistration(await accountMailToken('neu.kunde@example.de'), browserHeaders('198.51.100.1'))).toEqual({ outcome: 'alreadyConfirmed', locale: 'en' })
      expect(await db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(1)
      const signedIn = await signIn({ email: data.email, password: data.password, rememberMe: true, headers: browserHeaders('198.51.100.1') })
      expect(signedIn.outcome).toBe('signedIn')
    })

    it('refuses a forged or foreign confirmation link', async () => {
      const data = registration()
      await registerCustomer(data, 'de', browserHeaders('198.51.100.4'))
      const token = await accountMailToken(data.email)
      const [header, payload, signature] = token.split('.')
      const forged = `${header}.${payload}.${signature!.slice(0, -4)}AAAA`
      expect(await confirmRegistration(forged, browserHeaders('198.51.100.4'))).toEqual({ outcome: 'invalid', locale: 'de' })
      expect(await confirmRegistration('kein-token', browserHeaders('198.51.100.4'))).toEqual({ outcome: 'invalid', locale: 'de' })
      const [user] = await (await getDb()).select().from(users).where(eq(users.email, data.email))
      expect(user?.emailVerified).toBe(false)
    })

    it('answers an address that has an account exactly like a new one, and mails its owner instead; the account stays as it was', async () => {
      const first = await registerAt('198.51.100.2')
      const db = await getDb()
      const [before] = await db.select().from(accounts).where(eq(accounts.userId, first.userId))
      const again = await registerCustomer(registration({ email: first.email.toUpperCase(), password: 'Ganz-anderes-Passwort-9', confirmPassword: 'Ganz-anderes-Passwort-9' }), 'en', browserHeaders('198.51.100.2'))
      expect(again).toEqual({ outcome: 'checkMail' })
      expect(await db.select().from(users).where(eq(users.email, first.email))).toHaveLength(1)
      expect((await db.select().from(accounts).where(eq(accounts.userId, first.userId)))[0]?.password).toBe(before?.password)
      const mails = await accountMails(first.email)
      // In the account's language (German), not the form's.
      expect(mails.map((mail) => mail.subject)).toEqual(['Bitte bestätigen Sie Ihre E-Mail-Adresse', 'Ihr Lokalsicht-Konto gibt es bereits'])
      expect(mails[1]?.textBody).toContain('/login')
      expect(mails[1]?.textBody).not.toContain('token=')
    })

    it('does the work after the answer: nothing is looked up or written before it', async () => {
      const data = registration()
      const scheduled: Array<() => Promise<void>> = []
      const result = await registerCustomer(data, 'de', browserHeaders('198.51.100.5'), (work) => scheduled.push(work))
      expect(result).toEqual({ outcome: 'checkMail' })
      const db = await getDb()
      expect(await db.select().from(users).where(eq(users.email, data.email))).toHaveLength(0)
      expect(scheduled).toHaveLength(1)
      await scheduled[0]!()
      expect(await db.select().from(users).where(eq(users.email, data.email))).toHaveLength(1)
    })

    it('makes one account when the same address registers many times at once', async () => {
      const data = registration()
      const results = await Promise.all(Array.from({ length: 3 }, (_, i) => registerCustomer(data, 'de', browserHeaders(`198.51.100.${60 + i}`))))
      expect(results.every((result) => result.outcome === 'checkMail')).toBe(true)
      const db = await getDb()
      const made = await db.select().from(users).where(eq(users.email, data.email))
      expect(made).toHaveLength(1)
      expect(await db.select().from(customers).where(eq(customers.userId, made[0]!.id))).toHaveLength(1)
    })

    it('limits registrations per client, and per address (each sends that address a mail)', async () => {
      const address = '198.51.100.3'
      for (let i = 0; i < 5; i++) await registerAt(address)
      const sixth = await registerCustomer(registration(), 'de', browserHeaders(address))
      expect(sixth.outcome).toBe('throttled')
      const target = registration()
      for (let i = 0; i < 3; i++) expect(await registerCustomer(target, 'de', browserHeaders(`198.51.100.${70 + i}`))).toEqual({ outcome: 'checkMail' })
      expect((await registerCustomer(target, 'de', browserHeaders('198.51.100.73'))).outcome).toBe('throttled')
    })

    it('confirms the address of whoever sets a password with a reset link (the link came to that address)', async () => {
      const data = registration()
      await registerCustomer(data, 'de', browserHeaders('198.51.100.6'))
      await requestPasswordReset(data.email, 'de', browserHeaders('198.51.100.6'))
      expect(await completePasswordReset(await accountMailToken(data.email), 'Neues-Passwort-am-Meer-3', browserHeaders('198.51.100.6'))).toEqual({ outcome: 'reset' })
      const signedIn = await signIn({ email: data.email, password: 'Neues-Passwort-am-Meer-3', rememberMe: true, headers: browserHeaders('198.51.100.6') })
      expect(signedIn.outcome).toBe('signedIn')
    })

    it('deletes registrations never confirmed within 30 days, with their customer record; confirmed ones, recent ones and customers the office has given a project stay', async () => {
      const db = await getDb()
      const [stale, recent, confirmed, withProject] = await Promise.all(
        ['stale', 'recent', 'confirmed', 'project'].map(async (label, index) => {
          const data = registration({ email: `cleanup-${label}-${Date.now()}@example.de` })
          await registerCustomer(data, 'de', browserHeaders(`198.51.100.${90 + index}`))
          const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, data.email))
          return { email: data.email, userId: user!.id }
        }),
      )
      const now = new Date()
      const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
      for (const account of [stale, confirmed, withProject]) await db.update(users).set({ createdAt: daysAgo(31) }).where(eq(users.id, account!.userId))
      await db.update(users).set({ createdAt: daysAgo(29) }).where(eq(users.id, recent!.userId))
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, confirmed!.userId))
      const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, withProject!.userId))
      await db.insert(projects).values({ customerId: customer!.id, name: 'Lokale Sichtbarkeit' })

      const deleted = await deleteUnconfirmedRegistrations(db, now)
      expect(deleted).toBeGreaterThanOrEqual(1)
      expect(await db.select().from(users).where(eq(users.id, stale!.userId))).toHaveLength(0)
      expect(await db.select().from(customers).where(eq(customers.email, stale!.email))).toHaveLength(0)
      expect(await db.select().from(accounts).where(eq(accounts.userId, stale!.userId))).toHaveLength(0)
      for (const kept of [recent, confirmed, withProject]) {
        expect(await db.select().from(users).where(eq(users.id, kept!.userId))).toHaveLength(1)
        expect(await db.select().from(customers).where(eq(customers.userId, kept!.userId))).toHaveLength(1)
      }
      const [event] = await db.select().from(authEvents).where(eq(authEvents.emailHash, pseudonym('email', stale!.email)))
      expect(event?.kind).toBe('account_deleted')
      // Nothing left to do: a second run deletes none of these.
      await deleteUnconfirmedRegistrations(db, now)
      expect(await db.select().from(users).where(eq(users.id, withProject!.userId))).toHaveLength(1)
    })
  })

  describe('sign-in', () => {
    it('signs in with the right password and answers a wrong password and an unknown address alike', async () => {
      const person = await registerAt('198.51.100.10')
      const right = await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.11') })
      expect(right).toMatchObject({ outcome: 'signedIn', userId: person.userId, role: 'customer' })
      const wrongPassword = await signIn({ email: person.email, password: 'Falsches-Passwort-1', rememberMe: true, headers: browserHeaders('198.51.100.12') })
      const unknownEmail = await signIn({ email: 'niemand@example.de', password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.13') })
      expect(wrongPassword).toEqual({ outcome: 'invalid' })
      expect(unknownEmail).toEqual(wrongPassword)
    })

    it('locks an account after five failures, also for the right password, and logs every attempt', async () => {
      const person = await registerAt('198.51.100.20')
      const attempts = []
      for (let i = 0; i < 5; i++) {
        attempts.push(await signIn({ email: person.email, password: `Falsch-${i}-abcdefg`, rememberMe: false, headers: browserHeaders(`198.51.100.${30 + i}`) }))
      }
      expect(attempts.slice(0, 4).every((attempt) => attempt.outcome === 'invalid')).toBe(true)
      expect(attempts[4]).toEqual({ outcome: 'throttled', retryAfterSeconds: 30 })
      const locked = await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.40') })
      expect(locked.outcome).toBe('throttled')
      const db = await getDb()
      const events = await db.select().from(authEvents).where(eq(authEvents.userId, person.userId))
      expect(events.filter((event) => event.kind === 'sign_in_failed')).toHaveLength(5)
      expect(events.every((event) => event.clientHash.length > 20 && !event.clientHash.includes('198.51'))).toBe(true)
      expect(await db.select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(1) // only the registration's
    })

    // Second audit, finding 1: 30 parallel guesses had 26–29 passwords checked where five were allowed.
    it('checks at most five passwords of 30 parallel guesses for one account, the right one among them', async () => {
      const person = await registerAt('198.51.100.41')
      const guesses = Array.from({ length: 30 }, (_, i) => (i === 17 ? person.password : `Falsch-${i}-abcdefg`))
      const results = await Promise.all(guesses.map((password) => signIn({ email: person.email, password, rememberMe: false, headers: browserHeaders('198.51.100.42') })))
      const db = await getDb()
      const events = await db.select().from(authEvents).where(eq(authEvents.userId, person.userId))
      const checked = events.filter((event) => event.kind === 'sign_in_failed' || event.kind === 'sign_in')
      expect(checked.length).toBeLessThanOrEqual(5)
      expect(results.filter((result) => result.outcome === 'throttled').length).toBeGreaterThanOrEqual(25)
      expect(results.filter((result) => result.outcome === 'throttled').every((result) => result.outcome === 'throttled' && result.retryAfterSeconds >= 1)).toBe(true)
    })

    it('counts each attempt before the check, atomically: of 30 parallel attempts on one bucket five pass', async () => {
      const db = await getDb()
      const bucket = `sign-in:client:parallel-${Date.now()}`
      const attempts = await Promise.all(Array.from({ length: 30 }, () => takeAttempt(db, [bucket])))
      expect(attempts.filter((attempt) => attempt.allowed)).toHaveLength(5)
      const locking = attempts.filter((attempt) => attempt.allowed && attempt.lockIfFailed === 30)
      expect(locking).toHaveLength(1)
      // A right answer gives its attempt back, and the lock it had set with it.
      await attemptSucceeded(db, locking[0] as Extract<Attempt, { allowed: true }>)
      expect((await takeAttempt(db, [bucket])).allowed).toBe(true)
      expect((await takeAttempt(db, [bucket])).allowed).toBe(false)
    })

    it('leaves a client unlocked after a right answer that came after old failures (an office that mistyped earlier)', async () => {
      const db = await getDb()
      const bucket = `sign-in:client:office-${Date.now()}`
      const earlier = new Date(Date.now() - 40 * 60_000)
      for (let i = 0; i < 5; i++) await takeAttempt(db, [bucket], earlier) // five failures 40 minutes ago; their lock is long over
      const attempt = await takeAttempt(db, [bucket])
      expect(attempt).toMatchObject({ allowed: true, lockIfFailed: 60 }) // the sixth would lock for a minute if wrong …
      await attemptSucceeded(db, attempt as Extract<Attempt, { allowed: true }>) // … but it was right
      expect((await takeAttempt(db, [bucket])).allowed).toBe(true)
    })

    // Second audit, finding 7: anyone could lock any account, admins included, for up to 15 minutes.
    it('keeps a locked account open to the browsers its owner signed in with before', async () => {
      const person = await registerAt('198.51.100.43')
      const first = await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.44') })
      expect(first.outcome).toBe('signedIn')
      const device = first.outcome === 'signedIn' ? first.knownDevice : ''
      const withDevice = (address: string, value = device) => {
        const headers = browserHeaders(address)
        headers.set('cookie', `${KNOWN_DEVICE_COOKIE}=${value}`)
        return headers
      }
      for (let i = 0; i < 6; i++) await signIn({ email: person.email, password: `Falsch-${i}-abcdefg`, rememberMe: false, headers: browserHeaders(`203.0.113.${10 + i}`) })
      expect((await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.45') })).outcome).toBe('throttled')
      // The owner's browser, from another network:
      expect((await signIn({ email: person.email, password: person.password, rememberMe: true, headers: withDevice('198.51.100.46') })).outcome).toBe('signedIn')
      // … which leaves the account locked for everyone else.
      expect((await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.49') })).outcome).toBe('throttled')
      // A forged, altered or foreign device cookie counts for nothing.
      const other = await registerAt('198.51.100.47')
      const otherSignIn = await signIn({ email: other.email, password: other.password, rememberMe: true, headers: browserHeaders('198.51.100.47') })
      const foreign = otherSignIn.outcome === 'signedIn' ? otherSignIn.knownDevice : ''
      for (const value of [foreign, `${device.slice(0, -2)}AA`, 'x'.repeat(20)]) {
        expect((await signIn({ email: person.email, password: person.password, rememberMe: true, headers: withDevice('198.51.100.48', value) })).outcome).toBe('throttled')
      }
      // The device's own bucket locks after five wrong passwords from it.
      const guesses = []
      for (let i = 0; i < 5; i++) guesses.push((await signIn({ email: person.email, password: `Falsch-${i}-xyz`, rememberMe: false, headers: withDevice(`198.51.100.${100 + i}`) })).outcome)
      expect(guesses).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'throttled'])
    })

    it('locks a client that tries many accounts', async () => {
      const address = '198.51.100.50'
      for (let i = 0; i < 5; i++) await signIn({ email: `probe${i}@example.de`, password: 'Irgendwas-123456', rememberMe: true, headers: browserHeaders(address) })
      const person = await registerAt('198.51.100.51')
      const fromLockedClient = await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders(address) })
      expect(fromLockedClient.outcome).toBe('throttled')
      const fromElsewhere = await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.52') })
      expect(fromElsewhere.outcome).toBe('signedIn')
    })

    it('creates a new session on every sign-in, a day long without "remember me", 30 days with it', async () => {
      const person = await registerAt('198.51.100.60')
      await signIn({ email: person.email, password: person.password, rememberMe: false, headers: browserHeaders('198.51.100.61') })
      await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.61') })
      const rows = await (await getDb()).select().from(sessions).where(eq(sessions.userId, person.userId)).orderBy(sessions.createdAt)
      expect(rows).toHaveLength(3)
      expect(new Set(rows.map((row) => row.token)).size).toBe(3)
      const days = (row: (typeof rows)[number]) => (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000
      expect(days(rows[1]!)).toBeCloseTo(1, 1)
      expect(days(rows[2]!)).toBeCloseTo(30, 1)
      expect(rows.every((row) => !row.ipAddress)).toBe(true)
    })

    it('lets the demo accounts in only from this machine while demo mode is on by default', async () => {
      await seedDemoPortal(await getDb())
      const saved = process.env.DEMO_MODE
      const savedUrl = process.env.DATABASE_URL
      try {
        delete process.env.DEMO_MODE
        delete process.env.DATABASE_URL // demo mode's default follows the embedded database
        const remote = await signIn({ ...DEMO_CUSTOMER, rememberMe: true, headers: browserHeaders('203.0.113.99') })
        expect(remote.outcome).toBe('invalid')
        // Claiming to be this machine in a header does not make a remote client local.
        const forged = browserHeaders('203.0.113.99')
        forged.set('x-forwarded-for', '127.0.0.1')
        forged.set('x-real-ip', '127.0.0.1')
        expect((await signIn({ ...DEMO_CUSTOMER, rememberMe: true, headers: forged })).outcome).toBe('invalid')
        const local = await signIn({ ...DEMO_CUSTOMER, rememberMe: true, headers: browserHeaders('127.0.0.1') })
        expect(local.outcome).toBe('signedIn')
        process.env.DEMO_MODE = 'false'
        const off = await signIn({ ...DEMO_CUSTOMER, rememberMe: true, headers: browserHeaders('127.0.0.2') })
        expect(off.outcome).toBe('invalid')
      } finally {
        if (saved === undefined) delete process.env.DEMO_MODE
        else process.env.DEMO_MODE = saved
        if (savedUrl) process.env.DATABASE_URL = savedUrl
      }
    })
  })

  describe('password reset', () => {
    it('mails a single-use link, sets the new password and ends every session', async () => {
      const person = await registerAt('198.51.100.70')
      expect(await requestPasswordReset(person.email, 'en', browserHeaders('198.51.100.71'))).toEqual({ outcome: 'accepted' })
      const db = await getDb()
      // After the mail that confirmed the address at registration.
      const mail = (await accountMails(person.email)).at(-1)
      expect(mail).toMatchObject({ locale: 'en', subject: 'Your new password for the Lokalsicht customer portal', redactAfterSend: true })
      expect(mail!.textBody).toMatch(/\/en\/reset-password\?token=/)
      const token = await accountMailToken(person.email)

      expect(await completePasswordReset(token, 'Neues-Passwort-fuer-Erika', browserHeaders('198.51.100.72'))).toEqual({ outcome: 'reset' })
      expect(await db.select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(0)
      expect((await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('198.51.100.73') })).outcome).toBe('invalid')
      expect((await signIn({ email: person.email, password: 'Neues-Passwort-fuer-Erika', rememberMe: true, headers: browserHeaders('198.51.100.73') })).outcome).toBe('signedIn')
      // used once, gone
      expect(await completePasswordReset(token, 'Noch-ein-Passwort-123', browserHeaders('198.51.100.74'))).toEqual({ outcome: 'invalidToken' })
    })

    it('ends the account\'s other reset links when one of them is used', async () => {
      const person = await registerAt('198.51.100.75')
      await requestPasswordReset(person.email, 'de', browserHeaders('198.51.100.76'))
      const older = await accountMailToken(person.email)
      await requestPasswordReset(person.email, 'de', browserHeaders('198.51.100.76'))
      const newer = await accountMailToken(person.email)
      expect(newer).not.toBe(older)
      expect(await completePasswordReset(newer, 'Neues-Passwort-fuer-Erika', browserHeaders('198.51.100.77'))).toEqual({ outcome: 'reset' })
      expect(await completePasswordReset(older, 'Ein-anderes-Passwort-42', browserHeaders('198.51.100.78'))).toEqual({ outcome: 'invalidToken' })
      expect((await signIn({ email: person.email, password: 'Neues-Passwort-fuer-Erika', rememberMe: true, headers: browserHeaders('198.51.100.79') })).outcome).toBe('signedIn')
    })

    // Second audit, finding 6: the answer for an unknown address came measurably sooner.
    it('answers before it looks the address up: known and unknown addresses do the same work until the answer', async () => {
      const person = await registerAt('198.51.100.66')
      const db = await getDb()
      const mails = async () => (await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, person.email))).length
      const before = await mails()
      const scheduled: (() => Promise<void>)[] = []
      const schedule = (work: () => Promise<void>) => void scheduled.push(work)
      expect(await requestPasswordReset(person.email, 'de', browserHeaders('198.51.100.67'), schedule)).toEqual({ outcome: 'accepted' })
      expect(await requestPasswordReset('niemand.da@example.de', 'de', browserHeaders('198.51.100.68'), schedule)).toEqual({ outcome: 'accepted' })
      expect(scheduled).toHaveLength(2)
      expect(await mails()).toBe(before) // nothing looked up or queued before the answer
      for (const work of scheduled) await work()
      expect(await mails()).toBe(before + 1)
    })

    it('answers an unknown address like a known one and sends nothing', async () => {
      const before = await (await getDb()).select().from(emailOutbox)
      expect(await requestPasswordReset('unbekannt@example.de', 'de', browserHeaders('198.51.100.80'))).toEqual({ outcome: 'accepted' })
      expect(await (await getDb()).select().from(emailOutbox)).toHaveLength(before.length)
    })

    it('refuses an expired link', async () => {
      const person = await registerAt('198.51.100.81')
      await requestPasswordReset(person.email, 'de', browserHeaders('198.51.100.82'))
      const token = await accountMailToken(person.email)
      const db = await getDb()
      await db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verifications.identifier, `reset-password:${token}`))
      expect(await completePasswordReset(token, 'Neues-Passwort-fuer-Erika', browserHeaders('198.51.100.83'))).toEqual({ outcome: 'invalidToken' })
    })

    it('throttles reset requests per address and guessing of tokens per client', async () => {
      const person = await registerAt('198.51.100.84')
      const outcomes = []
      for (let i = 0; i < 4; i++) outcomes.push((await requestPasswordReset(person.email, 'de', browserHeaders(`198.51.100.${85 + i}`))).outcome)
      expect(outcomes).toEqual(['accepted', 'accepted', 'accepted', 'throttled'])
      const guesses = []
      for (let i = 0; i < 5; i++) guesses.push((await completePasswordReset(`guess-${i}`, 'Neues-Passwort-fuer-Erika', browserHeaders('198.51.100.95'))).outcome)
      expect(guesses).toEqual(['invalidToken', 'invalidToken', 'invalidToken', 'invalidToken', 'throttled'])
      expect(await (await getDb()).select().from(authThrottles)).not.toHaveLength(0)
    })
  })
})
