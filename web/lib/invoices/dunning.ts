import 'server-only'
import { and, asc, desc, eq, exists, gte, isNotNull, lte, not, sql, TransactionRollbackError } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { queryContent } from '@/lib/content/fetch'
import { billingDetailsQuery } from '@/lib/content/queries'
import type { BillingDetailsQueryResult } from '@/lib/content/sanity.types'
import type { Database, Executor, Transaction } from '@/lib/db/client'
import { type Customer, customers, type Invoice, invoiceReminders, invoices } from '@/lib/db/schema'
import { addDays } from '@/lib/dates'
import { enqueueInvoiceMail } from '@/lib/mail/invoice-mails'
import { DEFAULT_DUNNING_SCHEDULE, DUNNING_LETTER_TERM_DAYS, type DunningSchedule } from './dunning-schedule'
import { isOpen, isOverdue, lastReminderDay } from './status'

/*
 * Dunning (Mahnwesen) of open invoices. The schedule is set in the studio (site settings, "Rechnungen"):
 * a payment reminder (level 1) some days after the due date, a dunning letter (level 2) some days after
 * that, and then the invoice waits on the admin's follow-up list ("Wiedervorlage") for a call or a
 * collection agency. An admin can send a reminder by hand at any time; it counts as the next level.
 * Every reminder is a row of `invoice_reminders` written in the transaction that queues its e-mail.
 */

/** The schedule from the studio, each value from the defaults where it is not set. */
export async function dunningSchedule(): Promise<DunningSchedule> {
  const settings = (await queryContent<BillingDetailsQueryResult>(billingDetailsQuery, {}))?.dunning
  return {
    automatic: settings?.automatic ?? DEFAULT_DUNNING_SCHEDULE.automatic,
    firstReminderDays: settings?.firstReminderDays ?? DEFAULT_DUNNING_SCHEDULE.firstReminderDays,
    secondReminderDays: settings?.secondReminderDays ?? DEFAULT_DUNNING_SCHEDULE.secondReminderDays,
    followUpDays: settings?.followUpDays ?? DEFAULT_DUNNING_SCHEDULE.followUpDays,
  }
}

const reminder = alias(invoiceReminders, 'reminder')
const reminderAt = (level: 1 | 2) => and(eq(reminder.invoiceId, invoices.id), level === 1 ? eq(reminder.level, 1) : gte(reminder.level, 2))
const hasReminder = (db: Executor, level: 1 | 2, sentOnOrBefore?: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(reminder)
      .where(and(reminderAt(level), sentOnOrBefore ? lte(reminder.sentOn, sentOnOrBefore) : undefined)),
  )

/**
 * Open invoices that have had their dunning letter for `followUpDays` and are still not paid: the
 * admin's follow-up list (a condition for the invoice list's filter).
 */
export const needsFollowUp = (db: Executor, today: string, schedule: DunningSchedule) =>
  and(isOpen, hasReminder(db, 2, addDays(today, -schedule.followUpDays)))!

/**
 * Writes a reminder of `level` for an invoice and queues its e-mail, in one transaction. Returns false
 * when the invoice already has a reminder of that level (another instance or admin was first) or the
 * customer has no e-mail address (nothing is written then).
 */
async function remind(
  db: Database,
  {
    invoice,
    customer,
    level,
    today,
    previous,
    sentBy,
    alsoWrite,
  }: { invoice: Invoice; customer: Customer; level: number; today: string; previous?: string; sentBy?: string; alsoWrite?: (tx: Transaction) => Promise<void> },
): Promise<boolean> {
  if (!customer.email) return false
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, level, trigger: sentBy ? 'admin' : 'schedule', sentBy: sentBy ?? null, sentOn: today })
        .onConflictDoNothing()
        .returning({ id: invoiceReminders.id })
      if (!row) return false
      const queued = await enqueueInvoiceMail(
        tx,
        level === 1
          ? { kind: 'reminder', invoice, customer }
          : { kind: 'dunning', invoice, customer, remindedOn: previous ?? invoice.dueDate ?? today, payBy: addDays(today, DUNNING_LETTER_TERM_DAYS) },
      )
      if (!queued) tx.rollback()
      await alsoWrite?.(tx)
      return true
    })
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false
    throw error
  }
}

/** Most invoices one run reminds (per level); the next run goes on. */
const RUN_LIMIT = 200

/**
 * The scheduled run (hourly from the outbox loop, `today` injectable for tests): every open invoice due
 * `firstReminderDays` ago without a reminder gets its payment reminder, every one reminded
 * `secondReminderDays` ago without a dunning letter gets that. Each exactly once, also with several
 * instances running it at the same time.
 */
export async function sendDueReminders(db: Database, today: string, schedule: DunningSchedule): Promise<{ reminders: number; letters: number }> {
  const candidates = (level: 1 | 2) => {
    const due =
      level === 1
        ? and(lte(invoices.dueDate, addDays(today, -schedule.firstReminderDays)), not(hasReminder(db, 1)), not(hasReminder(db, 2)))
        : and(hasReminder(db, 1, addDays(today, -schedule.secondReminderDays)), not(hasReminder(db, 2)))
    return db
      .select({ invoice: invoices, customer: customers, remindedOn: lastReminderDay })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(and(isOverdue(today), isNotNull(customers.email), due))
      .orderBy(asc(invoices.dueDate), asc(invoices.number))
      .limit(RUN_LIMIT)
  }
  let reminders = 0
  for (const { invoice, customer } of await candidates(1)) if (await remind(db, { invoice, customer, level: 1, today })) reminders++
  let letters = 0
  for (const { invoice, customer, remindedOn } of await candidates(2)) {
    if (await remind(db, { invoice, customer, level: 2, today, previous: remindedOn ?? undefined })) letters++
  }
  return { reminders, letters }
}

/**
 * A reminder an admin sends by hand: the next level after the invoice's last one (a payment reminder
 * first, then dunning letters); `alsoWrite` joins its transaction (the audit trail). Null when the
 * invoice is not open, the customer has no address, or another reminder was written at the same moment.
 */
export async function sendReminderByHand(
  db: Database,
  {
    invoice,
    customer,
    adminId,
    today,
    alsoWrite,
  }: { invoice: Invoice; customer: Customer; adminId: string; today: string; alsoWrite?: (tx: Transaction, level: number) => Promise<void> },
): Promise<{ level: number } | null> {
  if (invoice.kind !== 'invoice' || invoice.status !== 'issued') return null
  const [last] = await db
    .select({ level: invoiceReminders.level, sentOn: invoiceReminders.sentOn })
    .from(invoiceReminders)
    .where(eq(invoiceReminders.invoiceId, invoice.id))
    .orderBy(desc(invoiceReminders.level))
    .limit(1)
  const level = (last?.level ?? 0) + 1
  const sent = await remind(db, { invoice, customer, level, today, previous: last?.sentOn, sentBy: adminId, alsoWrite: alsoWrite && ((tx) => alsoWrite(tx, level)) })
  return sent ? { level } : null
}
