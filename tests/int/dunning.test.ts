import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { adminDashboard } from '../../web/lib/admin/dashboard'
import { getAdminInvoice, listAdminInvoices, sendPaymentReminder } from '../../web/lib/admin/invoices'
import type { CurrentUser } from '../../web/lib/auth/session'
import { applyMutations, SYSTEM_IDENTITY } from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { type Customer, customers, emailOutbox, type Invoice, invoiceReminders, invoices, type NewInvoice } from '../../web/lib/db/schema'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { addDays, formatDay, todayInBerlin } from '../../web/lib/dates'
import { needsFollowUp, sendDueReminders } from '../../web/lib/invoices/dunning'
import { housekeeping } from '../../web/lib/mail/outbox-loop'
import { listInvoices } from '../../web/lib/portal/queries'
import { DEFAULT_DUNNING_SCHEDULE } from '../../web/lib/invoices/dunning-schedule'
import { currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { testDatabases } from '../helpers/test-databases'

/**
 * Dunning (web/lib/invoices/dunning.ts) with the default schedule: a payment reminder 7 days after the
 * due date, an overdue notice 14 days after that, the follow-up list 14 days later. The clock is the
 * `today` each run is given.
 */
describe.each(testDatabases())('dunning on $name', (database) => {
  const today = todayInBerlin()
  const schedule = DEFAULT_DUNNING_SCHEDULE
  let admin: CurrentUser
  let customer: Customer
  let seller: Invoice['seller']
  let serial = 500

  /** An issued invoice of the test's customer, due `dueInDays` from today (negative: overdue). */
  async function invoiceDue(dueInDays: number, overrides: Partial<NewInvoice> = {}): Promise<Invoice> {
    const db = await getDb()
    const [row] = await db
      .insert(invoices)
      .values({
        customerId: customer.id,
        description: `Dunning ${serial}`,
        netCents: 10_000,
        vatCents: 1_900,
        grossCents: 11_900,
        issueDate: addDays(today, dueInDays - 14),
        dueDate: addDays(today, dueInDays),
        issuedAt: new Date(),
        buyerCompany: customer.company,
        seller,
        status: 'issued',
        number: `INV-1991-${serial++}`,
        ...overrides,
      })
      .returning()
    return row!
  }

  const remindersOf = async (invoice: Invoice) =>
    (await getDb()).select({ level: invoiceReminders.level, trigger: invoiceReminders.trigger, sentOn: invoiceReminders.sentOn }).from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoice.id)).orderBy(asc(invoiceReminders.level))
  const mailsOf = async (invoice: Invoice) =>
    (await getDb())
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.invoiceId, invoice.id), eq(emailOutbox.purpose, 'invoice_reminder')))
      .orderBy(asc(emailOutbox.createdAt))
  const onFollowUpList = async (invoice: Invoice, day: string) =>
    (await (await getDb()).select({ id: invoices.id }).from(invoices).where(and(eq(invoices.id, invoice.id), needsFollowUp(await getDb(), day, schedule)))).length === 1

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    await seedDemoPortal(db)
    admin = await currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
    const someone = await registerAt('192.0.2.70')
    ;[customer] = (await db.select().from(customers).where(eq(customers.userId, someone.userId))) as [Customer]
    ;[{ seller }] = (await db.select({ seller: invoices.seller }).from(invoices).limit(1)) as [{ seller: Invoice['seller'] }]
  })
  afterAll(() => database.close())

  it('reminds an open invoice once, from the seventh day after its due date, and no paid one or one not yet that late', async () => {
    const db = await getDb()
    const late = await invoiceDue(-7)
    const notYet = await invoiceDue(-6)
    const paid = await invoiceDue(-30, { status: 'paid', paidOn: addDays(today, -1) })
    const future = await invoiceDue(5)
    const first = await sendDueReminders(db, today, schedule)
    expect(first.reminders).toBeGreaterThanOrEqual(1)
    expect(await remindersOf(late)).toEqual([{ level: 1, trigger: 'schedule', sentOn: today }])
    for (const untouched of [notYet, paid, future]) expect(await remindersOf(untouched)).toEqual([])
    const [mail, ...more] = await mailsOf(late)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ subject: `Zahlungserinnerung: Rechnung ${late.number}`, to: customer.email })
    expect(mail!.text).toContain(formatDay(late.dueDate!, 'de'))
    // The customer's portal shows the day of the reminder with the invoice.
    const [inPortal] = await listInvoices(customer.id, { today, search: late.number! })
    expect(inPortal).toMatchObject({ id: late.id, remindedOn: today })
    // The same day again: nothing new.
    expect(await sendDueReminders(db, today, schedule)).toEqual({ reminders: 0, letters: 0 })
    expect(await mailsOf(late)).toHaveLength(1)
  })

  it('sends each reminder once when two instances run the schedule at the same moment', async () => {
    const db = await getDb()
    const invoice = await invoiceDue(-10)
    const runs = await Promise.all([sendDueReminders(db, today, schedule), sendDueReminders(db, today, schedule), sendDueReminders(db, today, schedule)])
    expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBe(1)
    expect(await remindersOf(invoice)).toHaveLength(1)
    expect(await mailsOf(invoice)).toHaveLength(1)
  })

  it('sends the overdue notice 14 days after the reminder, naming both days, and lists the invoice for follow-up 14 days later unless it is paid', async () => {
    const db = await getDb()
    const invoice = await invoiceDue(-8, { locale: 'en' })
    await sendDueReminders(db, today, schedule)
    await sendDueReminders(db, addDays(today, 13), schedule)
    expect((await remindersOf(invoice)).map((reminder) => reminder.level)).toEqual([1])
    await sendDueReminders(db, addDays(today, 14), schedule)
    expect(await remindersOf(invoice)).toEqual([
      { level: 1, trigger: 'schedule', sentOn: today },
      { level: 2, trigger: 'schedule', sentOn: addDays(today, 14) },
    ])
    const [reminder, notice] = await mailsOf(invoice)
    expect(reminder!.subject).toBe(`Payment reminder: invoice ${invoice.number}`)
    expect(notice!.subject).toBe(`Overdue notice: invoice ${invoice.number}`)
    expect(notice!.text).toContain(`Despite our reminder of ${formatDay(today, 'en')}`)
    expect(notice!.text).toContain(formatDay(addDays(today, 21), 'en')) // pay within 7 days of the notice
    // No third one by the schedule: after the notice the office decides.
    await sendDueReminders(db, addDays(today, 60), schedule)
    expect(await remindersOf(invoice)).toHaveLength(2)
    expect(await onFollowUpList(invoice, addDays(today, 27))).toBe(false)
    expect(await onFollowUpList(invoice, addDays(today, 28))).toBe(true)
    await db.update(invoices).set({ status: 'paid', paidOn: addDays(today, 29) }).where(eq(invoices.id, invoice.id))
    expect(await onFollowUpList(invoice, addDays(today, 30))).toBe(false)
  })

  it("counts an admin's reminders by hand as the next levels, and the admin's follow-up filter lists what waits", async () => {
    const db = await getDb()
    const byHand = await invoiceDue(-2)
    expect(await sendPaymentReminder(admin, byHand.id)).toEqual({ level: 1 })
    expect(await sendPaymentReminder(admin, byHand.id)).toEqual({ level: 2 })
    const [reminder, notice] = await mailsOf(byHand)
    expect(reminder!.subject).toBe(`Zahlungserinnerung: Rechnung ${byHand.number}`)
    expect(notice!.subject).toBe(`Mahnung: Rechnung ${byHand.number}`)
    const detail = await getAdminInvoice(admin, byHand.id)
    expect(detail?.reminders).toEqual([
      { level: 1, trigger: 'admin', sentOn: today, sentBy: DEMO_ADMIN.name },
      { level: 2, trigger: 'admin', sentOn: today, sentBy: DEMO_ADMIN.name },
    ])
    expect(detail?.trail.filter((entry) => entry.action === 'invoice.reminder')).toHaveLength(2)
    // Reminded 50 days ago, noticed 36 days ago: on today's follow-up list; the one noticed today is not.
    const waiting = await invoiceDue(-60)
    await sendDueReminders(db, addDays(today, -50), schedule)
    await sendDueReminders(db, addDays(today, -36), schedule)
    expect((await remindersOf(waiting)).map((row) => row.sentOn)).toEqual([addDays(today, -50), addDays(today, -36)])
    const listed = (await listAdminInvoices(admin, { filter: 'followUp', customerId: customer.id })).rows.map((row) => row.id)
    expect(listed).toEqual([waiting.id])
    // The office's start page counts it with the overdue invoices.
    expect((await adminDashboard(admin, { today })).followUp).toBe(1)
  })

  it("runs in the hourly housekeeping as the studio's site settings say: not at all when switched off, with their days when changed", async () => {
    const db = await getDb()
    const invoice = await invoiceDue(-3)
    const setDunning = (dunning: Record<string, unknown>) => applyMutations([{ patch: { id: 'siteSettings', set: { dunning } } }], { identity: SYSTEM_IDENTITY })
    await setDunning({ automatic: false, firstReminderDays: 3, secondReminderDays: 14, followUpDays: 14 })
    await housekeeping(db, today)
    expect(await remindersOf(invoice)).toEqual([])
    await setDunning({ automatic: true, firstReminderDays: 3, secondReminderDays: 14, followUpDays: 14 })
    await housekeeping(db, today)
    expect(await remindersOf(invoice)).toEqual([{ level: 1, trigger: 'schedule', sentOn: today }])
    await setDunning({ ...DEFAULT_DUNNING_SCHEDULE })
  })
})
