import { sql } from 'drizzle-orm'
import { check, date, index, integer, numeric, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { bytea, createdAt, localeEnum, updatedAt } from './columns'
import { customers } from './customers'
import { leads } from './site'

// ---------------------------------------------------------------------------------------------------
// Quotes (Angebote): written by the office from the price list, sent as a PDF, accepted or declined by
// the customer in the portal. A sent version never changes: revising a sent quote starts the next
// version, which must be sent and accepted anew. Acceptance keeps who, when, the client's pseudonym and
// the hash of the exact version accepted (web/lib/quotes).
// ---------------------------------------------------------------------------------------------------

export const quoteStatusEnum = pgEnum('quote_status', ['draft', 'sent', 'accepted', 'declined', 'withdrawn'])
export const quoteBillingEnum = pgEnum('quote_billing', ['monthly', 'once'])

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The enquiry it answers, if any. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** AN-YYYY-NNN, given when it is first sent. */
    number: text('number').unique(),
    status: quoteStatusEnum('status').notNull().default('draft'),
    /** The version being written (draft) or the one sent; each sending after a revision counts up. */
    version: smallint('version').notNull().default(1),
    title: text('title').notNull(),
    locale: localeEnum('locale').notNull().default('de'),
    note: text('note').notNull().default(''),
    validUntil: date('valid_until').notNull(),
    /** When the monthly services start if it is accepted (their contracts' start). */
    startDate: date('start_date').notNull(),
    vatRate: smallint('vat_rate').notNull().default(19),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name of the person who accepted or declined, as it was then. */
    decidedByName: text('decided_by_name'),
    /** HMAC pseudonym of the client address the decision came from. */
    decidedClient: text('decided_client'),
    /** SHA-256 of the accepted version's content (web/lib/quotes/content-hash.ts). */
    acceptedHash: text('accepted_hash'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('quotes_customer_idx').on(table.customerId, table.createdAt),
    check('quotes_vat_rate', sql`${table.vatRate} in (0, 7, 19)`),
    check('quotes_number_when_sent', sql`${table.status} = 'draft' or ${table.number} is not null`),
    check('quotes_number_shape', sql`${table.number} is null or ${table.number} ~ '^AN-\\d{4}-\\d{3,}$'`),
    check('quotes_title_not_blank', sql`length(trim(${table.title})) between 1 and 200`),
    check('quotes_version_positive', sql`${table.version} >= 1`),
    check('quotes_decided', sql`(${table.status} in ('accepted', 'declined')) = (${table.decidedAt} is not null)`),
    check('quotes_accepted_hash', sql`(${table.status} = 'accepted') = (${table.acceptedHash} is not null)`),
  ],
)

export const quoteItems = pgTable(
  'quote_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The price list's service (studio document id) it was picked from, if any. */
    serviceId: text('service_id'),
    description: text('description').notNull(),
    billing: quoteBillingEnum('billing').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** For monthly services: the minimum term of the contract it becomes. */
    minimumTermMonths: smallint('minimum_term_months'),
    netCents: integer('net_cents').notNull(),
  },
  (table) => [
    index('quote_items_quote_idx').on(table.quoteId, table.position),
    check('quote_items_line_net', sql`${table.netCents} = round(${table.quantity} * ${table.unitPriceCents})`),
    check('quote_items_monthly_term', sql`(${table.billing} = 'monthly') = (${table.minimumTermMonths} is not null)`),
    check('quote_items_positive', sql`${table.unitPriceCents} > 0 and ${table.quantity} > 0`),
    check('quote_items_description_not_blank', sql`length(trim(${table.description})) between 1 and 300`),
  ],
)

/** The PDF of each version as it was sent (write-once): what the customer received and may accept. */
export const quoteDocuments = pgTable(
  'quote_documents',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    version: smallint('version').notNull(),
    /** SHA-256 of the version's content (the same hash an acceptance records). */
    contentHash: text('content_hash').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.quoteId, table.version] })],
)

export type Quote = typeof quotes.$inferSelect
export type QuoteItem = typeof quoteItems.$inferSelect
export type QuoteStatus = (typeof quoteStatusEnum.enumValues)[number]
