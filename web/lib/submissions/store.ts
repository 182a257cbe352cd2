import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, or, sql } from 'drizzle-orm'
import type { Database, Transaction } from '@/lib/db/client'
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
 * taken before the lookup, so two identical requests arriving together store one row. (The lock is a
 * statement of its own: a statement reads what was committed when it began, so a lookup in the same
 * statement could miss the copy that the lock waited for.)
 */
async function findEarlierCopy(tx: Transaction, table: Table, hash: string, idempotencyKey: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${hash}, 0))`)
  const recent = and(eq(table.contentHash, hash), gt(table.createdAt, sql`now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})`))
  const sameKey = idempotencyKey ? eq(table.idempotencyKey, idempotencyKey) : undefined
  // One lookup for both: the row with this key first, else a recent one with this content.
  const [earlier] = await tx
    .select({ id: table.id, contentHash: table.contentHash, byKey: sameKey ? sql<boolean>`${sameKey}` : sql<boolean>`false` })
    .from(table)
    .where(sameKey ? or(sameKey, recent) : recent)
    .orderBy(...(sameKey ? [desc(sql`${sameKey}`)] : []))
    .limit(1)
  if (!earlier) return null
  if (earlier.byKey && earlier.contentHash !== hash) return { outcome: 'keyReused' } as const
  return { outcome: 'duplicate', id: earlier.id } as const
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
    // The lead and its e-mails in one statement (the e-mails' reference to the lead is checked at its end).
    const id = randomUUID()
    const newLead = tx.$with('new_lead').as(tx.insert(leads).values({ ...values, id }).returning({ id: leads.id }))
    await tx.with(newLead).insert(emailOutbox).values(outboxRows(submission.mails, { leadId: id }))
    return { outcome: 'created', id } as const
  })
}

/** Stores a review as pending (it appears only once approved) and the agency's notification. */
export async function storeReview(db: Database, review: ReviewData, submission: Submission): Promise<StoreResult> {
  const hash = contentHash('review', review)
  const { origin, idempotencyKey } = submission
  return db.transaction(async (tx) => {
    const earlier = await findEarlierCopy(tx, reviews, hash, idempotencyKey)
    if (earlier) return earlier
    const id = randomUUID()
    const newReview = tx.$with('new_review').as(
      tx
      .insert(reviews)
      .values({
        id,
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
    await tx.with(newReview).insert(emailOutbox).values(outboxRows(submission.mails, { reviewId: id }))
    return { outcome: 'created', id } as const
  })
}
