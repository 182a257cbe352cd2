import 'server-only'
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import type { Database } from '@/lib/db/client'
import { emailOutbox, type OutboxMessage } from '@/lib/db/schema'
import { mailFrom } from './config'
import { attachmentsOf } from './attachments'
import { SMTP_CONNECTIONS } from './transport'

/**
 * Sends the e-mail outbox. Each round claims due messages (pending and due, or stuck in `sending`
 * longer than the claim timeout after a crash) with FOR UPDATE SKIP LOCKED, so several instances never
 * claim the same message; sends them over SMTP, as many at once as the transport has connections; marks
 * each sent, or schedules a retry with exponential backoff, or marks it failed after the last attempt.
 */
export const MAX_ATTEMPTS = 8
const CLAIM_TIMEOUT_SECONDS = 120
/** Messages claimed per round: sent within about a second, well before another round may reclaim them. */
export const BATCH_SIZE = 100

export interface OutboxOptions {
  batchSize?: number
  /** Messages sent at once (default: the transport's SMTP connections). */
  concurrency?: number
  /** Delay before retry n (1-based): base · 2^(n-1), capped. */
  backoffBaseMs?: number
  backoffCapMs?: number
}

export function retryDelayMs(attempt: number, { backoffBaseMs = 30_000, backoffCapMs = 3_600_000 }: OutboxOptions = {}) {
  return Math.min(backoffCapMs, backoffBaseMs * 2 ** Math.max(0, attempt - 1))
}

async function claimDueMessages(db: Database, batchSize: number): Promise<OutboxMessage[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.claimedAt, sql`now() - make_interval(secs => ${CLAIM_TIMEOUT_SECONDS})`)),
      ),
    )
    .orderBy(emailOutbox.createdAt)
    .limit(batchSize)
    .for('update', { skipLocked: true })
  return db
    .update(emailOutbox)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(inArray(emailOutbox.id, due))
    .returning()
}

export interface DeliveryRound {
  sent: number
  retried: number
  failed: number
}

/** One round: claim, send, record. Returns what happened (for logs and tests). */
export async function deliverDueMessages(
  db: Database,
  transport: Pick<Transporter, 'sendMail'>,
  options: OutboxOptions = {},
): Promise<DeliveryRound> {
  const round: DeliveryRound = { sent: 0, retried: 0, failed: 0 }
  const messages = await claimDueMessages(db, options.batchSize ?? BATCH_SIZE)
  await eachAtOnce(messages, options.concurrency ?? SMTP_CONNECTIONS, async (message) => {
    try {
      await transport.sendMail({
        attachments: await attachmentsOf(message),
        from: mailFrom(),
        to: message.toAddress,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        headers: { 'X-Outbox-Id': message.id },
      })
      await db
        .update(emailOutbox)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          claimedAt: null,
          lastError: null,
          // A delivered password-reset or confirmation link is not kept in the database.
          ...(message.redactAfterSend ? { textBody: '', htmlBody: '' } : {}),
        })
        .where(eq(emailOutbox.id, message.id))
      round.sent++
    } catch (error) {
      const lastError = String((error as Error).message ?? error).slice(0, 1000)
      const finalAttempt = message.attempts >= MAX_ATTEMPTS
      await db
        .update(emailOutbox)
        .set(
          finalAttempt
            ? { status: 'failed', claimedAt: null, lastError }
            : {
                status: 'pending',
                claimedAt: null,
                lastError,
                nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts, options)),
              },
        )
        .where(eq(emailOutbox.id, message.id))
      if (finalAttempt) round.failed++
      else round.retried++
    }
  })
  return round
}

/** Runs `work` for every item, at most `lanes` of them at a time. */
async function eachAtOnce<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane))
}
