import 'server-only'
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { columnRecord } from '@/lib/db/column-record'
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

/**
 * Calls the database function that stores a submission (`store_submission`, migration 0012): in one
 * statement it takes an advisory lock on the content, looks for an earlier copy (the same Idempotency-Key
 * first, else the same content within the duplicate window) and, if there is none, inserts the row and
 * its e-mails. One round trip; two identical requests arriving together store one row.
 */
async function storeOnce(db: Database, form: 'lead' | 'review', row: Record<string, unknown>, mails: Record<string, unknown>[]) {
  const call = sql`store_submission(${form}, ${JSON.stringify(row)}::jsonb, ${JSON.stringify(mails)}::jsonb, ${DUPLICATE_WINDOW_MINUTES})`
  const [stored] = await db
    .select({ outcome: sql<StoreResult['outcome']>`outcome`, id: sql<string | null>`id` })
    .from(sql`${call} as stored`)
  if (!stored) throw new Error('store_submission returned no row')
  return stored.outcome === 'keyReused' ? ({ outcome: 'keyReused' } as const) : { outcome: stored.outcome, id: stored.id! }
}

function outboxRows(mails: ComposedMail[]) {
  return mails.map((mail) =>
    columnRecord(emailOutbox, {
      purpose: mail.purpose,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      locale: mail.locale,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    }),
  )
}

/** Stores a lead and its e-mails: either all of it is saved or nothing. */
export async function storeLead(db: Database, lead: LeadFields, submission: Submission): Promise<StoreResult> {
  const { origin, idempotencyKey } = submission
  const common = {
    id: randomUUID(),
    kind: lead.kind,
    email: lead.data.email,
    message: lead.data.message || null,
    locale: origin.locale,
    sourcePath: origin.page,
    privacyNoticeVersion: origin.privacyNoticeVersion,
    contentHash: contentHash(lead.kind, lead.data),
    idempotencyKey,
    createdAt: origin.receivedAt,
  }
  const values: typeof leads.$inferInsert =
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
  return storeOnce(db, 'lead', columnRecord(leads, values), outboxRows(submission.mails))
}

/** Stores a review as pending (it appears only once approved) and the agency's notification. */
export async function storeReview(db: Database, review: ReviewData, submission: Submission): Promise<StoreResult> {
  const { origin, idempotencyKey } = submission
  const values: typeof reviews.$inferInsert = {
    id: randomUUID(),
    name: review.name,
    comment: review.comment,
    rating: review.rating,
    locale: origin.locale,
    sourcePath: origin.page,
    privacyNoticeVersion: origin.privacyNoticeVersion,
    contentHash: contentHash('review', review),
    idempotencyKey,
    createdAt: origin.receivedAt,
  }
  return storeOnce(db, 'review', columnRecord(reviews, values), outboxRows(submission.mails))
}
