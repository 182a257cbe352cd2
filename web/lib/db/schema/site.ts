import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

import { createdAt, localeEnum } from './columns'

/** The public site's tables: leads, reviews, rate-limit windows and the consent log. */

// ---------------------------------------------------------------------------------------------------
// Leads: free-audit requests, contact messages and meeting requests
// ---------------------------------------------------------------------------------------------------

export const leadKindEnum = pgEnum('lead_kind', ['audit', 'contact', 'meeting'])
export const leadStatusEnum = pgEnum('lead_status', ['new', 'contacted', 'won', 'lost', 'spam'])
export const meetingTimeSlotEnum = pgEnum('meeting_time_slot', ['morning', 'afternoon', 'evening'])

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: leadKindEnum('kind').notNull(),
    status: leadStatusEnum('status').notNull().default('new'),
    /** Audit and contact forms ask for first and last name, the meeting form for one name. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    name: text('name'),
    /** Null only once the lead's personal data has been erased (see `erasedAt`). */
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    subject: text('subject'),
    message: text('message'),
    preferredDate: date('preferred_date'),
    timeSlot: meetingTimeSlotEnum('time_slot'),
    /** Where the request came from: language, page path and the privacy notice shown at the button. */
    locale: localeEnum('locale').notNull(),
    sourcePath: text('source_path').notNull(),
    privacyNoticeVersion: text('privacy_notice_version').notNull(),
    /** sha256 of the normalised content: the same request within minutes is stored once. */
    contentHash: text('content_hash').notNull(),
    /** The client's Idempotency-Key header: a retried request is stored once. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    /** When an admin last changed the status. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** Set when the personal data was erased after the retention period (GDPR); kind, status and dates stay. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('leads_idempotency_key_unique').on(table.idempotencyKey),
    index('leads_status_kind_idx').on(table.status, table.kind, table.createdAt),
    index('leads_content_hash_created_at_idx').on(table.contentHash, table.createdAt),
    index('leads_created_at_idx').on(table.createdAt),
    // What each form requires, until the personal data is erased.
    check(
      'leads_email_shape',
      sql`${table.erasedAt} is not null or (${table.email} ~ '^[^@\\s]+@[^@\\s]+$' and length(${table.email}) <= 254)`,
    ),
    check(
      'leads_names_by_kind',
      sql`${table.erasedAt} is not null or (${table.kind} = 'meeting' and ${table.name} is not null)
        or (${table.kind} <> 'meeting' and ${table.firstName} is not null and ${table.lastName} is not null)`,
    ),
    check('leads_audit_has_website', sql`${table.erasedAt} is not null or ${table.kind} <> 'audit' or ${table.website} is not null`),
    check('leads_contact_has_message', sql`${table.erasedAt} is not null or ${table.kind} <> 'contact' or ${table.message} is not null`),
    check(
      'leads_meeting_has_slot',
      sql`${table.kind} <> 'meeting' or (${table.preferredDate} is not null and ${table.timeSlot} is not null)`,
    ),
    check('leads_source_path_shape', sql`left(${table.sourcePath}, 1) = '/' and length(${table.sourcePath}) <= 300`),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Reviews, moderated before they appear (§ 5b UWG)
// ---------------------------------------------------------------------------------------------------

export const reviewStatusEnum = pgEnum('review_status', ['pending', 'approved', 'rejected'])

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    comment: text('comment').notNull(),
    rating: smallint('rating').notNull(),
    status: reviewStatusEnum('status').notNull().default('pending'),
    locale: localeEnum('locale').notNull(),
    sourcePath: text('source_path').notNull(),
    privacyNoticeVersion: text('privacy_notice_version').notNull(),
    contentHash: text('content_hash').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reviews_idempotency_key_unique').on(table.idempotencyKey),
    index('reviews_content_hash_created_at_idx').on(table.contentHash, table.createdAt),
    index('reviews_status_created_at_idx').on(table.status, table.createdAt),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('reviews_name_not_blank', sql`length(trim(${table.name})) between 1 and 100`),
    check('reviews_comment_not_blank', sql`length(trim(${table.comment})) between 1 and 2000`),
    check('reviews_moderated_when_decided', sql`${table.status} = 'pending' or ${table.moderatedAt} is not null`),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Rate limiting: one-minute slots per form (or account) and hashed client address, summed over a sliding ten-minute window (no raw IP is stored)
// ---------------------------------------------------------------------------------------------------

export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] }), check('rate_limit_hits_positive', sql`${table.hits} > 0`)],
)

// ---------------------------------------------------------------------------------------------------
// Consent log (TTDSG § 25 / GDPR Art. 7(1): the site must be able to show what a visitor agreed to)
// ---------------------------------------------------------------------------------------------------

export const consentLog = pgTable(
  'consent_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A random id kept in the visitor's consent cookie; says nothing about the person. */
    visitorId: uuid('visitor_id').notNull(),
    bannerVersion: text('banner_version').notNull(),
    choices: jsonb('choices').$type<Record<string, boolean>>().notNull(),
    locale: localeEnum('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consent_log_visitor_idx').on(table.visitorId, table.createdAt)],
)

export type Lead = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert
export type Review = typeof reviews.$inferSelect
export type NewReview = typeof reviews.$inferInsert
