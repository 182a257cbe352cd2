import 'server-only'
import type { Transporter } from 'nodemailer'
import { type Database, databaseBusy, getDb } from '@/lib/db/client'
import { env } from '@/lib/env'
import { deleteUnconfirmedRegistrations } from '@/lib/auth/unconfirmed-registrations'
import { pruneRateLimitWindows } from '@/lib/http/rate-limit'
import { todayInBerlin } from '@/lib/dates'
import { billDueContracts } from '@/lib/contracts/billing'
import { dunningSchedule, sendDueReminders } from '@/lib/invoices/dunning'
import { currentSeller } from '@/lib/invoices/seller'
import { BATCH_SIZE, deliverDueMessages, type OutboxOptions } from './outbox-worker'
import { smtpTransport } from './transport'

/**
 * The outbox worker inside the server process (started from instrumentation.ts): every few seconds it
 * sends what is due, and about once an hour it does the housekeeping, the contracts' monthly invoices
 * and the dunning run among it. A failing
 * round (database or SMTP down) is logged and the loop carries on.
 */
const PRUNE_EVERY_ROUNDS = 720

/**
 * The hourly housekeeping: old rate-limit windows, registrations nobody confirmed, the invoices of the
 * contracts whose billing day has come, and the reminders of overdue invoices that the dunning schedule
 * set in the studio says are due `today` (none when it is off).
 */
export async function housekeeping(db: Database, today = todayInBerlin()): Promise<void> {
  await pruneRateLimitWindows(db)
  const deleted = await deleteUnconfirmedRegistrations(db)
  if (deleted > 0) console.info(`[housekeeping] deleted ${deleted} registration(s) never confirmed`)
  const billed = await billDueContracts(db, today, await currentSeller())
  if (billed.invoiced.length > 0) console.info(`[contracts] ${billed.invoiced.length} invoice(s) issued: ${billed.invoiced.join(', ')}`)
  const schedule = await dunningSchedule()
  if (!schedule.automatic) return
  const queued = await sendDueReminders(db, today, schedule)
  if (queued.reminders + queued.letters > 0) console.info(`[dunning] ${queued.reminders} payment reminder(s) and ${queued.letters} overdue notice(s) queued`)
}

/**
 * Requests first: while they wait for a database connection (a burst of form submissions, say), the
 * outbox sends nothing for up to this long, then one batch per round until they no longer wait; it
 * catches up once they are served. The e-mails are stored with each submission, so none is lost.
 */
export const MAX_HOLD_BACK_MS = 30_000

/** Since when the outbox has held back for waiting requests (null: it is not holding back). */
export interface HoldBack {
  since: number | null
}

/** One round of sending: batch after batch while full batches come back (a backlog drains quickly). */
export async function sendDueMessages(
  db: Database,
  transport: Pick<Transporter, 'sendMail'>,
  holdBack: HoldBack,
  { now = Date.now, stopped = (): boolean => false, ...options }: OutboxOptions & { now?: () => number; stopped?: () => boolean } = {},
): Promise<void> {
  for (;;) {
    if (await databaseBusy()) {
      holdBack.since ??= now()
      if (now() - holdBack.since < MAX_HOLD_BACK_MS) return
    } else {
      holdBack.since = null
    }
    const round = await deliverDueMessages(db, transport, options)
    if (round.failed) console.warn(`[outbox] ${round.failed} message(s) failed after the last attempt`)
    const full = round.sent + round.retried + round.failed === (options.batchSize ?? BATCH_SIZE)
    // Held back too long: one batch this round, the rest when requests no longer wait.
    if (!full || holdBack.since !== null || stopped()) return
  }
}

export function startOutboxLoop(): () => void {
  const transport = smtpTransport()
  const intervalMs = env.OUTBOX_INTERVAL_MS
  let stopped = false
  let rounds = 0
  let timer: NodeJS.Timeout | undefined
  const holdBack: HoldBack = { since: null }

  const tick = async () => {
    try {
      const db = await getDb()
      if (rounds++ % PRUNE_EVERY_ROUNDS === 0) await housekeeping(db) // at the start, then about once an hour
      if (transport) await sendDueMessages(db, transport, holdBack, { stopped: () => stopped })
    } catch (error) {
      console.warn('[outbox] round failed:', (error as Error).message)
    } finally {
      if (!stopped) timer = setTimeout(tick, intervalMs)
    }
  }
  timer = setTimeout(tick, 1_000)
  return () => {
    stopped = true
    clearTimeout(timer)
  }
}
