import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt, localeEnum } from './columns'
import { customers } from './customers'
import { invoices } from './invoices'

// ---------------------------------------------------------------------------------------------------
// SEPA direct debit (web/lib/sepa): the mandates customers grant in the portal, and the collection runs
// the office exports for its bank as pain.008.001.08. An invoice collected by direct debit names its
// mandate and collection date (the pre-notification on the invoice); a run lists the invoices it collects.
// ---------------------------------------------------------------------------------------------------

export const sepaSchemeEnum = pgEnum('sepa_scheme', ['core', 'b2b'])

export const sepaMandates = pgTable(
  'sepa_mandates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The mandate reference (Mandatsreferenz), unique per creditor, at most 35 characters. */
    reference: text('reference').notNull().unique(),
    scheme: sepaSchemeEnum('scheme').notNull(),
    accountHolder: text('account_holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    /** The day it was signed (DtOfSgntr). */
    signedOn: date('signed_on').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedByName: text('signed_by_name').notNull(),
    /** HMAC pseudonym of the client address it was granted from. */
    signedClient: text('signed_client').notNull(),
    /** The language of the mandate text shown, and the SHA-256 of that text. */
    textLocale: localeEnum('text_locale').notNull(),
    textHash: text('text_hash').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One mandate in force per customer; revoked ones stay as evidence for the collections made under them.
    uniqueIndex('sepa_mandates_one_active').on(table.customerId).where(sql`${table.revokedAt} is null`),
    check('sepa_mandates_reference_shape', sql`${table.reference} ~ '^[A-Za-z0-9+?/:().,''-]{1,35}$'`),
    check('sepa_mandates_iban_shape', sql`${table.iban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check('sepa_mandates_bic_shape', sql`${table.bic} is null or ${table.bic} ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'`),
  ],
)

/** An exported collection run: its message id, the collection day, and the XML as exported. */
export const sepaCollectionRuns = pgTable('sepa_collection_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: text('message_id').notNull().unique(),
  collectionDate: date('collection_date').notNull(),
  count: integer('count').notNull(),
  sumCents: integer('sum_cents').notNull(),
  xml: text('xml').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

/** The invoices a run collects: each invoice in one run only. */
export const sepaCollectionItems = pgTable(
  'sepa_collection_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => sepaCollectionRuns.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.runId, table.invoiceId] }), uniqueIndex('sepa_collection_items_invoice_unique').on(table.invoiceId), index('sepa_collection_items_run_idx').on(table.runId)],
)

export type SepaMandate = typeof sepaMandates.$inferSelect
