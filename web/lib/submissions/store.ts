import 'server-only'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database, Transaction } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { emailOutbox, leads, reviews } from '@/lib/db/schema'
import type { ReviewData } from '@/lib/forms/schemas'
import type { ComposedMail, LeadFields, Origin } from '@/lib/mail/compose'
import { contentHash } from './content-hash'

/** The same content from the same form within this many minutes is one submission, stored once. */
export const DUPLICATE_WINDOW_MINUTES = 10

export interface Submission {
  origin: Origin & { privacyNoticeVersion: string }
  idempotencyKey: string | null
  mails: ComposedMail[]
}

export type StoreResult =
  | { outcome: 'created' | 'duplicate'; id: string }
  /** The idempotency key was used before for different content. */
  | { outcome: 'keyReused' }

type Table = typeof leads | typeof reviews

/**
 * Finds an earlier copy of this submission: the same idempotency key, or the same content within the
 * duplicate window. Same-content submissions are serialised by an advisory lock for the transaction,
 * so two identical requests arriving together store one row.
 */
async function findEarlierCopy(tx: Transaction, table: Table, hash: string, idempotencyKey: string | null) {
  if (idempotencyKey) {
    const [byKey] = await tx
      .select({ id: table.id, contentHash: table.contentHash })
      .from(table)
      .where(eq(table.idempotencyKey, idempotencyKey))
    if (byKey) return byKey.contentHash === hash ? ({ outcome: 'duplicate', id: byKey.id } as const) : ({ outcome: 'keyReused' } as const)
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`)
  const [recent] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(eq(table.contentHash, hash), gt(table.createdAt, sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`)),
    )
    .limit(1)
  return recent ? ({ outcome: 'duplicate', id: recent.id } as const) : null
}

function outboxRows(mails: ComposedMail[], subject: { leadId: string } | { reviewId: string }) {
  return mails.map((mail) => ({
    ...subject,
    purpose: mail.purpose,
    toAddress: mail.to,
    replyTo: mail.replyTo,
    locale: mail.locale,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  }))
}

/** Stores a lead and its e-mails in one transaction: either all of it is saved or nothing. */
export async function storeLead(db: Database, lead: LeadFields, submission: Submission): Promise<StoreResult> {
  const hash = contentHash(lead.kind, lead.data)
  const { origin, idempotencyKey } = submission
  return db.transaction(async (tx) => {
    const earlier = await findEarlierCopy(tx, leads, hash, idempotencyKey)
    if (earlier) return earlier
    const common = {
      kind: lead.kind,
      email: lead.data.email,
      message: lead.data.message || null,
      locale: origin.locale,
      sourcePath: origin.page,
      privacyNoticeVersion: origin.privacyNoticeVersion,
      contentHash: hash,
      idempotencyKey,
      createdAt: origin.receivedAt,
    }
    const values =
      lead.kind === 'meeting'
        ? {
            ...common,
            name: lead.data.name,
            phone: lead.data.phone || null,
            preferredDate: lead.data.preferredDate,
            timeSlot: lead.data.timeSlot,
          }
        : lead.kind === 'audit'
          ? {
              ...common,
              firstName: lead.data.firstName,
              lastName: lead.data.lastName,
              website: lead.data.website,
              subject: lead.data.subject || null,
            }
          : { ...common, firstName: lead.data.firstName, lastName: lead.data.lastName, phone: lead.data.phone || null }
    const row = single(await tx.insert(leads).values(values).returning({ id: leads.id }))
    await tx.insert(emailOutbox).values(outboxRows(submission.mails, { leadId: row.id }))
    return { outcome: 'created', id: row.id } as const
  })
}

/** Stores a review as pending (it appears only once approved) and the agency's notification. */
export async function storeReview(db: Database, review: ReviewData, submission: Submission): Promise<StoreResult> {
  const hash = contentHash('review', review)
  const { origin, idempotencyKey } = submission
  return db.transaction(async (tx) => {
    const earlier = await findEarlierCopy(tx, reviews, hash, idempotencyKey)
    if (earlier) return earlier
    const row = single(
      await tx
      .insert(reviews)
      .values({
        name: review.name,
        comment: review.comment,
        rating: review.rating,
        locale: origin.locale,
        sourcePath: origin.page,
        privacyNoticeVersion: origin.privacyNoticeVersion,
        contentHash: hash,
        idempotencyKey,
        createdAt: origin.receivedAt,
      })
      .returning({ id: reviews.id }),
    )
    await tx.insert(emailOutbox).values(outboxRows(submission.mails, { reviewId: row.id }))
    return { outcome: 'created', id: row.id } as const
  })
}
