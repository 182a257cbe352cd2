import 'server-only'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { emailOutbox, emailStatusEnum } from '@/lib/db/schema'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'

export const OUTBOX_STATUSES = emailStatusEnum.enumValues
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** The e-mail outbox for the office: status, attempts and last error; bodies are not listed. */
export async function listOutbox(actor: CurrentUser | null, status?: OutboxStatus) {
  assertAdmin(actor)
  const db = await getDb()
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        purpose: emailOutbox.purpose,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        nextAttemptAt: emailOutbox.nextAttemptAt,
        sentAt: emailOutbox.sentAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(status ? eq(emailOutbox.status, status) : undefined)
      .orderBy(desc(emailOutbox.createdAt))
      .limit(100),
    db.select({ status: emailOutbox.status, total: count() }).from(emailOutbox).groupBy(emailOutbox.status),
  ])
  return { rows, totals: Object.fromEntries(totals.map((row) => [row.status, row.total])) as Partial<Record<OutboxStatus, number>> }
}

/** Puts a failed message back in the queue, due now, with a fresh count of attempts. */
export async function retryMessage(actor: CurrentUser | null, messageId: string): Promise<boolean> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [retried] = await tx
      .update(emailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
      .where(and(eq(emailOutbox.id, messageId), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id })
    if (!retried) return false
    await recordAdminChange(tx, actor, { action: 'outbox.retry', entityType: 'email', entityId: messageId, before: { status: 'failed' }, after: { status: 'pending' } })
    return true
  })
}
