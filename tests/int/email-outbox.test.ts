import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POST as postContact } from '../../web/app/api/contact/route'
import { POST as postMeeting } from '../../web/app/api/meeting-request/route'
import { POST as postReview } from '../../web/app/api/reviews/route'
import { databaseBusy, getDb } from '../../web/lib/db/client'
import { emailOutbox, users } from '../../web/lib/db/schema'
import { deliverDueMessages, MAX_ATTEMPTS } from '../../web/lib/mail/outbox-worker'
import { type HoldBack, MAX_HOLD_BACK_MS, sendDueMessages } from '../../web/lib/mail/outbox-loop'
import { smtpTransport } from '../../web/lib/mail/transport'
import { meta, postJson, validContact, validMeeting, validReview } from '../helpers/form-requests'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'
import { testDatabases } from '../helpers/test-databases'
import { accountMails, browserHeaders, currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { requestPasswordReset } from '../../web/lib/auth/password-reset'
import { inviteStaff } from '../../web/lib/admin/users'
import { siteUrl } from '../../web/lib/site-url'

const noBackoff = { backoffBaseMs: 0 }

async function outboxStatus(ids: string[]) {
  const rows = await (await getDb()).select().from(emailOutbox).where(inArray(emailOutbox.id, ids))
  return Object.fromEntries(rows.map((row) => [row.id, row]))
}

function outboxIds(sink: SmtpSink): string[] {
  return sink.messages.map((mail) => String(mail.headers.get('x-outbox-id')))
}

describe.each(testDatabases())('e-mail outbox over SMTP on $name', (database) => {
  let sink: SmtpSink
  beforeAll(async () => {
    await database.open()
    sink = await startSmtpSink()
    process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
  })
  afterAll(async () => {
    await sink.stop()
    delete process.env.SMTP_URL
    await database.close()
  })

  it('delivers the notification and the localized confirmation of each submission, text and HTML', async () => {
    const contact = validContact({ ...meta('en'), firstName: 'Grace', lastName: 'Hopper' })
    expect((await postContact(postJson('/api/contact', contact))).status).toBe(201)
    expect((await postMeeting(postJson('/api/meeting-request', validMeeting()))).status).toBe(201)
    expect((await postReview(postJson('/api/reviews', validReview({ name: 'Petra M.', rating: 4 })))).status).toBe(201)

    const round = await deliverDueMessages(await getDb(), smtpTransport()!)
    expect(round).toEqual({ sent: 5, retried: 0, failed: 0 })
    expect(sink.messages).toHaveLength(5)

    const confirmation = sink.messages.find((mail) => mail.subject === 'Your message to Lokalsicht')!
    expect(confirmation.to).toMatchObject({ text: contact.email })
    expect(confirmation.from?.value).toEqual([{ name: 'Lokalsicht', address: 'no-reply@lokalsicht.de' }])
    expect(confirmation.text).toContain('Hello Grace Hopper,')
    expect(confirmation.text).toContain('We will get back to you within one working day.')
    expect(confirmation.html).toMatch(/<html[^>]* lang="en"/)

    const notification = sink.messages.find((mail) => mail.subject === 'Neue Kontaktanfrage von Grace Hopper')!
    expect(notification.to).toMatchObject({ text: 'anfragen@lokalsicht.de' })
    expect(notification.replyTo?.text).toBe(contact.email)
    expect(notification.text).toContain('Sprache: Englisch')

    const meeting = sink.messages.find((mail) => mail.subject === 'Ihre Terminanfrage bei Lokalsicht')!
    expect(meeting.text).toContain('Guten Tag Anna Schulz,')
    const review = sink.messages.find((mail) => mail.subject === 'Neue Bewertung von Petra M.')!
    expect(review.text).toContain('★★★★☆ (4/5)')

    const rows = await outboxStatus(outboxIds(sink))
    expect(Object.values(rows).every((row) => row.status === 'sent' && row.sentAt && row.attempts === 1)).toBe(true)
    // Nothing left to send.
    expect(await deliverDueMessages(await getDb(), smtpTransport()!)).toEqual({ sent: 0, retried: 0, failed: 0 })
  })

  it('an SMTP outage delays mail and loses none: every message is delivered exactly once when it is back', async () => {
    // One pooled transport throughout, as an instance has, with a connection open when the server goes
    // away: it is cut, and the transport connects again once the server is back.
    const transport = smtpTransport()!
    await transport.sendMail({ from: 'outbox@lokalsicht.test', to: 'verbindung@example.de', subject: 'Verbindung', text: '.' })
    const delivered = sink.messages.length
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => postContact(postJson('/api/contact', validContact()))),
    )
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201])
    const ids = (
      await (await getDb()).select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'))
    ).map((row) => row.id)
    expect(ids).toHaveLength(6)

    const port = sink.port
    await sink.stop()
    const duringOutage = await deliverDueMessages(await getDb(), transport, noBackoff)
    expect(duringOutage).toEqual({ sent: 0, retried: 6, failed: 0 })
    const waiting = await outboxStatus(ids)
    expect(Object.values(waiting).map((row) => [row.status, row.attempts])).toEqual(Array(6).fill(['pending', 1]))
    expect(Object.values(waiting).every((row) => row.lastError)).toBe(true)

    const restarted = await startSmtpSink(port)
    restarted.messages.push(...sink.messages)
    sink = restarted
    const afterOutage = await deliverDueMessages(await getDb(), transport, noBackoff)
    expect(afterOutage).toEqual({ sent: 6, retried: 0, failed: 0 })
    expect(sink.messages).toHaveLength(delivered + 6)
    const deliveredIds = outboxIds(sink)
    expect(new Set(deliveredIds).size).toBe(deliveredIds.length)
    expect(ids.every((id) => deliveredIds.includes(id))).toBe(true)
    expect(Object.values(await outboxStatus(ids)).map((row) => [row.status, row.attempts])).toEqual(Array(6).fill(['sent', 2]))
  })

  it('retries with exponential backoff and marks a message failed after the last attempt', async () => {
    expect((await postContact(postJson('/api/contact', validContact()))).status).toBe(201)
    const db = await getDb()
    const refusing = { sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) }

    const first = await deliverDueMessages(db, refusing, { backoffBaseMs: 60_000 })
    expect(first.retried).toBe(2)
    const pending = await db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'))
    for (const row of pending) {
      expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000)
      expect(row.lastError).toBe('550 mailbox unavailable')
    }
    // Not due yet: nothing is claimed.
    expect(await deliverDueMessages(db, refusing)).toEqual({ sent: 0, retried: 0, failed: 0 })

    await db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.status, 'pending'))
    expect(await deliverDueMessages(db, refusing)).toEqual({ sent: 0, retried: 0, failed: 2 })
    const failed = await db.select().from(emailOutbox).where(eq(emailOutbox.status, 'failed'))
    expect(failed).toHaveLength(2)
    expect(failed.every((row) => row.attempts === MAX_ATTEMPTS)).toBe(true)
  })

  it('two workers running at once never send a message twice', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postContact(postJson('/api/contact', validContact()))),
    )
    expect(responses.every((r) => r.status === 201)).toBe(true)
    const before = sink.messages.length
    const db = await getDb()
    const transport = smtpTransport()!
    const rounds = await Promise.all([
      deliverDueMessages(db, transport, { batchSize: 50 }),
      deliverDueMessages(db, transport, { batchSize: 50 }),
    ])
    expect(rounds[0]!.sent + rounds[1]!.sent).toBe(20)
    expect(sink.messages.length - before).toBe(20)
    const ids = outboxIds(sink)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('sends as many messages at once as it has SMTP connections, no more', async () => {
    const responses = await Promise.all(Array.from({ length: 5 }, () => postContact(postJson('/api/contact', validContact()))))
    expect(responses.every((r) => r.status === 201)).toBe(true)
    let inFlight = 0
    let most = 0
    const slow = {
      sendMail: async () => {
        most = Math.max(most, ++inFlight)
        await new Promise((resolve) => setTimeout(resolve, 20))
        inFlight--
        return {}
      },
    } as unknown as Parameters<typeof deliverDueMessages>[1]
    expect(await deliverDueMessages(await getDb(), slow, { concurrency: 3 })).toEqual({ sent: 10, retried: 0, failed: 0 })
    expect(most).toBe(3)
  })

  it('holds back while requests wait for a database connection, and catches up once they are served', async () => {
    const responses = await Promise.all(
      ['203.0.113.61', '203.0.113.62', '203.0.113.63'].map((address) => postContact(postJson('/api/contact', validContact(), { address }))),
    )
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201])
    const db = await getDb()
    const transport = smtpTransport()!
    const before = sink.messages.length
    const sent = () => sink.messages.length - before
    const holdBack: HoldBack = { since: null }
    // More queries than the pool has connections, as in a burst of submissions. PGlite runs one query
    // after the other inside the process, with no pool to wait for: it is never busy, and sends at once.
    const burst = Promise.all(Array.from({ length: 12 }, () => db.execute(sql`select pg_sleep(0.25)`)))
    const pooled = database.name === 'postgres'
    if (pooled) await vi.waitFor(async () => expect(await databaseBusy()).toBe(true))
    else expect(await databaseBusy()).toBe(false)

    await sendDueMessages(db, transport, holdBack, { batchSize: 2 })
    expect(sent()).toBe(pooled ? 0 : 6)
    if (pooled) {
      expect(holdBack.since).not.toBeNull()
      // Held back for too long: one batch although requests still wait.
      await sendDueMessages(db, transport, holdBack, { batchSize: 2, now: () => holdBack.since! + MAX_HOLD_BACK_MS })
      expect(sent()).toBe(2)
    }
    await burst
    expect(await databaseBusy()).toBe(false)
    await sendDueMessages(db, transport, holdBack, { batchSize: 2 })
    expect(sent()).toBe(6)
    expect(holdBack.since).toBeNull()
    const ids = outboxIds(sink).slice(before)
    expect(new Set(ids).size).toBe(6)
  })

  it('delivers account e-mails and keeps no copy of their secret link afterwards', async () => {
    // The registration's confirmation link (opened by registerAt), then a reset link.
    const person = await registerAt('192.0.2.99')
    await requestPasswordReset(person.email, 'de', browserHeaders('192.0.2.99'))
    const db = await getDb()
    const pending = await accountMails(person.email)
    expect(pending.map((mail) => mail.textBody)).toEqual([expect.stringMatching(/\/api\/account\/confirm-email\?token=/), expect.stringMatching(/passwort-zuruecksetzen\?token=/)])
    await deliverDueMessages(db, smtpTransport()!, noBackoff)
    const delivered = sink.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(person.email))
    expect(delivered.map((mail) => mail.subject).sort()).toEqual(['Bitte bestätigen Sie Ihre E-Mail-Adresse', 'Ihr neues Passwort für das Lokalsicht-Kundenportal'])
    expect(delivered.find((mail) => mail.subject?.startsWith('Ihr neues Passwort'))?.text).toMatch(/passwort-zuruecksetzen\?token=/)
    for (const mail of pending) {
      const [sent] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, mail.id))
      expect(sent).toMatchObject({ status: 'sent', textBody: '', htmlBody: '', subject: mail.subject })
    }
  })

  it('delivers staff invitations that speak of the content studio (editors) or the back office (admins)', async () => {
    const office = await registerAt('192.0.2.98')
    const db = await getDb()
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, office.userId))
    const admin = await currentUser(await sessionCookie(office.email, office.password, '192.0.2.98'), '192.0.2.98')
    const editorEmail = `redaktion.${Date.now()}@lokalsicht.de`
    const adminEmail = `office.${Date.now()}@lokalsicht.de`
    expect(await inviteStaff(admin, { name: 'Rita Redlich', email: editorEmail, role: 'editor', language: 'de' })).toBe('invited')
    expect(await inviteStaff(admin, { name: 'Alan Admin', email: adminEmail, role: 'admin', language: 'en' })).toBe('invited')
    await deliverDueMessages(db, smtpTransport()!, noBackoff)
    const deliveredTo = (address: string) => sink.messages.find((mail) => JSON.stringify(mail.to ?? '').includes(address))!

    const editor = deliveredTo(editorEmail)
    expect(editor.subject).toBe('Ihr Zugang zum Content-Studio von Lokalsicht')
    expect(editor.text).toContain('Guten Tag Rita Redlich,')
    expect(editor.text).toContain('Damit bearbeiten Sie die Inhalte der Website im Content-Studio.')
    expect(editor.text).toContain(`${siteUrl()}/studio`)
    expect(editor.text).toMatch(/passwort-zuruecksetzen\?token=/)
    expect(editor.text).toContain('Der Link gilt sieben Tage.')
    expect(editor.text).not.toContain('Kundenportal')
    expect(editor.html).toMatch(/<html[^>]* lang="de"/)

    const backOffice = deliveredTo(adminEmail)
    expect(backOffice.subject).toBe('Your access to the Lokalsicht back office')
    expect(backOffice.text).toContain('Hello Alan Admin,')
    expect(backOffice.text).toContain('An administrator account for the Lokalsicht back office has been set up for you')
    expect(backOffice.text).toContain(`${siteUrl()}/en/admin/dashboard`)
    expect(backOffice.text).toMatch(/\/en\/reset-password\?token=/)
    expect(backOffice.text).toContain('The link is valid for seven days.')
    expect(backOffice.text).not.toContain('customer portal')
    expect(backOffice.html).toMatch(/<html[^>]* lang="en"/)
  })

})
