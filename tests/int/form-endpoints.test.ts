import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as postAudit } from '../../web/app/api/audit-request/route'
import { POST as postContact } from '../../web/app/api/contact/route'
import { POST as postMeeting } from '../../web/app/api/meeting-request/route'
import { POST as postReview } from '../../web/app/api/reviews/route'
import { getDb } from '../../web/lib/db/client'
import { emailOutbox, leads, reviews } from '../../web/lib/db/schema'
import { getReviewSummary } from '../../web/lib/reviews/summary'
import { dayFromToday, nextAddress, postJson, validAudit, validContact, validMeeting, validReview } from '../helpers/form-requests'
import { testDatabases } from '../helpers/test-databases'

async function rowCounts() {
  const db = await getDb()
  const [[l], [r], [o]] = await Promise.all([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(reviews),
    db.select({ n: count() }).from(emailOutbox),
  ])
  return { leads: l!.n, reviews: r!.n, outbox: o!.n }
}

describe.each(testDatabases())('form endpoints on $name', (database) => {
  beforeAll(database.open)
  afterAll(database.close)

  describe('valid submissions', () => {
    it('stores a contact message with its origin and writes both e-mails in the sender’s language', async () => {
      const body = validContact({ locale: 'en', page: '/en/contact' })
      const response = await postContact(postJson('/api/contact', body))
      expect(response.status).toBe(201)
      const { id, status, message } = await response.json()
      expect(status).toBe('created')
      expect(message).toBe('Thank you, we have received your request.')

      const db = await getDb()
      const [lead] = await db.select().from(leads).where(eq(leads.id, id))
      expect(lead).toMatchObject({
        kind: 'contact',
        status: 'new',
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: body.email,
        phone: '+49 30 1234567',
        locale: 'en',
        sourcePath: '/en/contact',
        privacyNoticeVersion: body.privacyNoticeVersion,
      })
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id)).orderBy(emailOutbox.purpose)
      expect(mails.map((mail) => [mail.purpose, mail.toAddress, mail.locale, mail.status])).toEqual([
        ['agency_notification', 'anfragen@lokalsicht.de', 'de', 'pending'],
        ['sender_confirmation', body.email, 'en', 'pending'],
      ])
      expect(mails[0]!.subject).toBe('Neue Kontaktanfrage von Erika Mustermann')
      expect(mails[0]!.replyTo).toBe(body.email)
      expect(mails[0]!.textBody).toContain('Wir möchten in Berlin-Mitte besser gefunden werden.')
      expect(mails[1]!.subject).toBe('Your message to Lokalsicht')
      expect(mails[1]!.textBody).toContain('Hello Erika Mustermann,')
      expect(mails[1]!.htmlBody).toContain('lang="en"')
      // Company details of § 35a GmbHG in every mail.
      expect(mails[1]!.textBody).toContain('HRB 187452 B')
    })

    it('stores text without the characters nobody types (NUL, other control characters, half a surrogate pair)', async () => {
      const body = validContact({ lastName: 'Mül\u0000ler', message: 'Zeile eins\nZeile\u0007 zwei \ud83d und \u{1F600}' })
      const response = await postContact(postJson('/api/contact', body))
      expect(response.status).toBe(201)
      const [lead] = await (await getDb()).select().from(leads).where(eq(leads.id, (await response.json()).id))
      expect(lead).toMatchObject({ lastName: 'Müller', message: 'Zeile eins\nZeile zwei \uFFFD und \u{1F600}' })
    })

    it('stores an audit request and completes a website without scheme', async () => {
      const response = await postAudit(postJson('/api/audit-request', validAudit()))
      expect(response.status).toBe(201)
      const { id } = await response.json()
      const [lead] = await (await getDb()).select().from(leads).where(eq(leads.id, id))
      expect(lead).toMatchObject({ kind: 'audit', website: 'https://www.smith-bakery.example', subject: 'Local rankings', message: null })
    })

    it('stores a meeting request with date and time slot', async () => {
      const preferredDate = dayFromToday(10)
      const response = await postMeeting(postJson('/api/meeting-request', validMeeting({ preferredDate })))
      expect(response.status).toBe(201)
      const { id } = await response.json()
      const db = await getDb()
      const [lead] = await db.select().from(leads).where(eq(leads.id, id))
      expect(lead).toMatchObject({ kind: 'meeting', name: 'Anna Schulz', preferredDate, timeSlot: 'afternoon', phone: null })
      const weekday = new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${preferredDate}T00:00:00Z`))
      const [confirmation] = await db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.leadId, id))
        .then((rows) => rows.filter((row) => row.purpose === 'sender_confirmation'))
      expect(confirmation!.textBody).toContain(`${weekday}, nachmittags (12–17 Uhr)`)
    })

    it('stores a review as pending: it counts only once approved', async () => {
      const before = await getReviewSummary()
      const response = await postReview(postJson('/api/reviews', validReview({ rating: 2 })))
      expect(response.status).toBe(201)
      const { id } = await response.json()
      const db = await getDb()
      const [review] = await db.select().from(reviews).where(eq(reviews.id, id))
      expect(review).toMatchObject({ status: 'pending', rating: 2, moderatedAt: null })
      expect(await getReviewSummary()).toEqual(before)
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.reviewId, id))
      expect(mails.map((mail) => mail.purpose)).toEqual(['agency_notification'])

      await db.update(reviews).set({ status: 'approved', moderatedAt: new Date() }).where(eq(reviews.id, id))
      const after = await getReviewSummary()
      expect(after.count).toBe(before.count + 1)
      expect(after.reviews.map((r) => r.id)).toContain(id)
      const ratings = after.reviews.map((r) => r.rating)
      expect(after.average).toBe(Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10)
    })
  })

  describe('invalid input: 400 with a localized message per field, nothing stored', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['missing first name', { firstName: '  ' }, 'firstName', 'Bitte füllen Sie dieses Feld aus.'],
      ['missing last name', { lastName: '' }, 'lastName', 'Bitte füllen Sie dieses Feld aus.'],
      ['bad e-mail', { email: 'erika@' }, 'email', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      ['bad phone', { phone: 'call me' }, 'phone', 'Bitte geben Sie eine gültige Telefonnummer ein.'],
      ['missing message', { message: '' }, 'message', 'Bitte füllen Sie dieses Feld aus.'],
      ['too long message', { message: 'x'.repeat(5001) }, 'message', 'Dieser Text ist zu lang (höchstens 5000 Zeichen).'],
      ['wrong type', { firstName: 42 }, 'firstName', 'Bitte füllen Sie dieses Feld aus.'],
    ]
    it.each(cases)('contact: %s', async (_label, override, field, message) => {
      const before = await rowCounts()
      const response = await postContact(postJson('/api/contact', validContact(override)))
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.error).toBe('invalid')
      expect(body.fields[field]).toBe(message)
      expect(await rowCounts()).toEqual(before)
    })

    it('answers in English for an English page', async () => {
      const response = await postAudit(postJson('/api/audit-request', validAudit({ website: 'not a url', email: 'x' })))
      expect(response.status).toBe(400)
      expect(response.headers.get('content-language')).toBe('en')
      const body = await response.json()
      expect(body.message).toBe('Please check the highlighted fields.')
      expect(body.fields).toEqual({
        email: 'Please enter a valid email address.',
        website: 'Please enter a valid web address, e.g. https://www.your-company.com.',
      })
    })

    it.each([
      ['an impossible date', { preferredDate: '2026-02-30' }, 'preferredDate', 'Bitte wählen Sie ein gültiges Datum.'],
      ['no date', { preferredDate: '' }, 'preferredDate', 'Bitte füllen Sie dieses Feld aus.'],
      ['a day in the past', { preferredDate: dayFromToday(-1) }, 'preferredDate', 'Bitte wählen Sie einen Tag zwischen heute und in einem Jahr.'],
      ['a day over a year ahead', { preferredDate: dayFromToday(400) }, 'preferredDate', 'Bitte wählen Sie einen Tag zwischen heute und in einem Jahr.'],
      ['an unknown time slot', { timeSlot: 'night' }, 'timeSlot', 'Bitte wählen Sie einen Zeitraum.'],
      ['no name', { name: '' }, 'name', 'Bitte füllen Sie dieses Feld aus.'],
    ])('meeting: %s', async (_label, override, field, message) => {
      const before = await rowCounts()
      const response = await postMeeting(postJson('/api/meeting-request', validMeeting(override)))
      expect(response.status).toBe(400)
      expect((await response.json()).fields[field]).toBe(message)
      expect(await rowCounts()).toEqual(before)
    })

    it.each([0, 6, 4.5, '5', null])('review: rating %s', async (rating) => {
      const before = await rowCounts()
      const response = await postReview(postJson('/api/reviews', validReview({ rating })))
      expect(response.status).toBe(400)
      expect((await response.json()).fields.rating).toBe('Bitte vergeben Sie 1 bis 5 Sterne.')
      expect(await rowCounts()).toEqual(before)
    })
  })

  describe('transport errors', () => {
    it('413 for a body over 32 KB, also without a Content-Length', async () => {
      const huge = JSON.stringify(validContact({ message: 'x'.repeat(40_000) }))
      const response = await postContact(postJson('/api/contact', huge))
      expect(response.status).toBe(413)
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(huge))
          controller.close()
        },
      })
      const chunked = new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit)
      expect((await postContact(chunked)).status).toBe(413)
    })

    it('415 for a form-encoded body, 400 for broken JSON, missing meta fields or a bad idempotency key', async () => {
      const before = await rowCounts()
      const form = new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-GB,en;q=0.8' },
        body: 'firstName=Erika',
      })
      const unsupported = await postContact(form)
      expect(unsupported.status).toBe(415)
      expect((await unsupported.json()).message).toBe('The request must be sent as JSON.')
      expect((await postContact(postJson('/api/contact', '{"firstName": "Erika",'))).status).toBe(400)
      expect((await postContact(postJson('/api/contact', '[]'))).status).toBe(400)
      const { locale: _locale, ...withoutLocale } = validContact()
      expect((await postContact(postJson('/api/contact', withoutLocale))).status).toBe(400)
      expect((await postContact(postJson('/api/contact', validContact({ privacyNoticeVersion: '1999' })))).status).toBe(400)
      expect(
        (await postContact(postJson('/api/contact', validContact(), { headers: { 'idempotency-key': 'bad key!' } }))).status,
      ).toBe(400)
      expect(await rowCounts()).toEqual(before)
    })
  })

  describe('spam and abuse', () => {
    it('the honeypot pretends success and stores nothing', async () => {
      const before = await rowCounts()
      const response = await postContact(postJson('/api/contact', validContact({ fax: 'http://spam.example' })))
      expect(response.status).toBe(201)
      expect(await rowCounts()).toEqual(before)
    })

    it('a form filled faster than a person can is refused', async () => {
      const before = await rowCounts()
      const response = await postContact(postJson('/api/contact', validContact({ elapsedMs: 400 })))
      expect(response.status).toBe(400)
      expect((await response.json()).error).toBe('tooFast')
      expect(await rowCounts()).toEqual(before)
    })

    it('rate-limits per form and client address: 429 with Retry-After, other clients unaffected', async () => {
      const address = '203.0.113.77'
      for (let i = 0; i < 10; i++) {
        expect((await postContact(postJson('/api/contact', validContact(), { address }))).status).toBe(201)
      }
      const limited = await postContact(postJson('/api/contact', validContact({ locale: 'en' }), { address }))
      expect(limited.status).toBe(429)
      const retryAfter = Number(limited.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(600)
      expect((await limited.json()).message).toMatch(/^You have sent a lot of requests in a short time\. Please try again in /)
      expect((await postContact(postJson('/api/contact', validContact()))).status).toBe(201)
      expect((await postAudit(postJson('/api/audit-request', validAudit(), { address }))).status).toBe(201)
    })

    it('a client cannot escape the limit with a new X-Forwarded-For per request (no trusted proxy)', async () => {
      vi.stubEnv('TRUSTED_PROXY_HOPS', '0')
      try {
        const address = nextAddress()
        const forged = (n: number) => ({ address, headers: { 'x-forwarded-for': `1.2.3.${n}`, 'x-real-ip': `5.6.7.${n}` } })
        for (let n = 0; n < 10; n++) {
          expect((await postContact(postJson('/api/contact', validContact(), forged(n)))).status).toBe(201)
        }
        expect((await postContact(postJson('/api/contact', validContact(), forged(10)))).status).toBe(429)
      } finally {
        vi.unstubAllEnvs()
      }
    })

    it('behind one trusted proxy, the clients it names have limits of their own', async () => {
      vi.stubEnv('TRUSTED_PROXY_HOPS', '1')
      try {
        const proxy = nextAddress()
        const client = nextAddress()
        const via = (forwardedFor: string) => ({ address: proxy, headers: { 'x-forwarded-for': forwardedFor } })
        for (let n = 0; n < 10; n++) {
          // What the client put in front of the address our proxy appended does not count.
          expect((await postContact(postJson('/api/contact', validContact(), via(`1.2.3.${n}, ${client}`)))).status).toBe(201)
        }
        expect((await postContact(postJson('/api/contact', validContact(), via(`1.2.3.99, ${client}`)))).status).toBe(429)
        expect((await postContact(postJson('/api/contact', validContact(), via(nextAddress())))).status).toBe(201)
      } finally {
        vi.unstubAllEnvs()
      }
    })
  })

  describe('duplicates are stored once', () => {
    it('the same content twice within minutes', async () => {
      const body = validContact()
      const first = await postContact(postJson('/api/contact', body))
      const second = await postContact(postJson('/api/contact', { ...body, email: body.email.toUpperCase() }))
      expect(first.status).toBe(201)
      expect(second.status).toBe(200)
      const [a, b] = [await first.json(), await second.json()]
      expect(b).toMatchObject({ status: 'duplicate', id: a.id })
      const rows = await (await getDb()).select().from(leads).where(eq(leads.email, body.email))
      expect(rows).toHaveLength(1)
    })

    it('ten identical requests at once store one lead and one pair of e-mails', async () => {
      const body = validContact()
      const responses = await Promise.all(Array.from({ length: 10 }, () => postContact(postJson('/api/contact', body))))
      expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
      const db = await getDb()
      const rows = await db.select().from(leads).where(eq(leads.email, body.email))
      expect(rows).toHaveLength(1)
      expect(await db.select().from(emailOutbox).where(eq(emailOutbox.leadId, rows[0]!.id))).toHaveLength(2)
    })

    it('a retried request with the same Idempotency-Key; the key reused for other content is a conflict', async () => {
      const key = `retry-${Date.now()}`
      const body = validReview()
      const first = await postReview(postJson('/api/reviews', body, { headers: { 'idempotency-key': key } }))
      const retry = await postReview(postJson('/api/reviews', body, { headers: { 'idempotency-key': key } }))
      expect([first.status, retry.status]).toEqual([201, 200])
      const other = await postReview(postJson('/api/reviews', validReview(), { headers: { 'idempotency-key': key } }))
      expect(other.status).toBe(409)
      const rows = await (await getDb()).select().from(reviews).where(eq(reviews.idempotencyKey, key))
      expect(rows).toHaveLength(1)
    })
  })
})
