import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { customers } from './customers'
import { invoices } from './invoices'
import { quotes } from './quotes'
import { createdAt, localeEnum } from './columns'
import { leads, reviews } from './site'

// ---------------------------------------------------------------------------------------------------
// E-mail outbox: written in the same transaction as what it reports; sent by the outbox worker
// ---------------------------------------------------------------------------------------------------

export const emailPurposeEnum = pgEnum('email_purpose', [
  'agency_notification',
  'sender_confirmation',
  'account',
  'invoice',
  'invoice_reminder',
  'project_update',
  'contract_notice',
  'quote',
])
export const emailStatusEnum = pgEnum('email_status', ['pending', 'sending', 'sent', 'failed'])

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: emailPurposeEnum('purpose').notNull(),
    /** Whom or what the message is about: exactly one of a lead, a review, a user account or a customer. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** An invoice whose stored documents (PDF and XRechnung) go along as attachments. */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    /** A quote whose stored PDF of `quoteVersion` goes along as the attachment. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'restrict' }),
    quoteVersion: smallint('quote_version'),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    locale: localeEnum('locale').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Messages that carry a secret link (password reset, e-mail change) keep no body once delivered. */
    redactAfterSend: boolean('redact_after_send').notNull().default(false),
    status: emailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('email_outbox_user_idx').on(table.userId),
    index('email_outbox_customer_idx').on(table.customerId),
    index('email_outbox_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('email_outbox_lead_purpose_unique').on(table.leadId, table.purpose),
    uniqueIndex('email_outbox_review_purpose_unique').on(table.reviewId, table.purpose),
    check('email_outbox_one_subject', sql`num_nonnulls(${table.leadId}, ${table.reviewId}, ${table.userId}, ${table.customerId}) = 1`),
    check('email_outbox_invoice_for_customer', sql`${table.invoiceId} is null or ${table.customerId} is not null`),
    check('email_outbox_quote_for_customer', sql`(${table.quoteId} is null) = (${table.quoteVersion} is null) and (${table.quoteId} is null or ${table.customerId} is not null)`),
    check('email_outbox_attempts_non_negative', sql`${table.attempts} >= 0`),
    check('email_outbox_sent_has_time', sql`${table.status} <> 'sent' or ${table.sentAt} is not null`),
  ],
)

export type OutboxMessage = typeof emailOutbox.$inferSelect
export type NewOutboxMessage = typeof emailOutbox.$inferInsert
