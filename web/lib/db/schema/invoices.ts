import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt, localeEnum, updatedAt } from './columns'
import { customers } from './customers'
import { quotes } from './quotes'
import { sepaMandates } from './sepa'

// ---------------------------------------------------------------------------------------------------
// Invoices (§ 14 UStG): amounts in integer cents, numbered INV-YYYY-NNN when issued. A draft has no
// number and is never shown to the customer; `overdue` is computed (issued, unpaid, past due).
// ---------------------------------------------------------------------------------------------------

export const invoiceKindEnum = pgEnum('invoice_kind', ['invoice', 'credit_note'])
export const invoiceStatusEnum = pgEnum('invoice_status', ['draft', 'issued', 'paid', 'cancelled'])

/** The agency's details printed on an invoice, fixed when it is issued. */
export interface SellerSnapshot {
  legalName: string
  street: string
  postalCode: string
  city: string
  country: string
  vatId: string
  taxNumber: string | null
  registerCourt: string | null
  registerNumber: string | null
  managingDirectors: string[]
  email: string | null
  phone: string | null
  bank: { accountHolder: string; iban: string; bic: string; bankName: string }
  /** The SEPA creditor identifier, when the agency collects by direct debit (snapshots before it lack it). */
  sepaCreditorId?: string | null
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: invoiceKindEnum('kind').notNull().default('invoice'),
    status: invoiceStatusEnum('status').notNull().default('draft'),
    /** INV-YYYY-NNN, assigned when issued (web/lib/invoices/numbering.ts). */
    number: text('number').unique(),
    locale: localeEnum('locale').notNull().default('de'),
    /** One line that says what the invoice is for (lists, search, e-mail subject). */
    description: text('description').notNull(),
    issueDate: date('issue_date'),
    dueDate: date('due_date'),
    servicePeriodStart: date('service_period_start'),
    servicePeriodEnd: date('service_period_end'),
    paymentTermDays: smallint('payment_term_days').notNull().default(14),
    /** 19, 7, or 0 (reverse charge, § 13b UStG: the customer owes the VAT). */
    vatRate: smallint('vat_rate').notNull().default(19),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    paidOn: date('paid_on'),
    /** Collected by SEPA direct debit under this mandate on `collectionDate` (the invoice says so: the pre-notification). */
    mandateId: uuid('mandate_id').references((): AnyPgColumn => sepaMandates.id, { onDelete: 'restrict' }),
    collectionDate: date('collection_date'),
    /** The accepted quote whose one-off items it bills, if any. */
    quoteId: uuid('quote_id').references((): AnyPgColumn => quotes.id, { onDelete: 'restrict' }),
    /** A credit note (Stornorechnung) points at the invoice it cancels. */
    creditedInvoiceId: uuid('credited_invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    // Buyer and seller as they were when the invoice was issued: later edits of the customer or the
    // agency's settings never change an issued invoice.
    buyerName: text('buyer_name'),
    buyerCompany: text('buyer_company'),
    buyerStreet: text('buyer_street'),
    buyerPostalCode: text('buyer_postal_code'),
    buyerCity: text('buyer_city'),
    buyerCountry: text('buyer_country'),
    buyerVatId: text('buyer_vat_id'),
    /** Where the invoice went (and BT-49 of the e-invoice). */
    buyerEmail: text('buyer_email'),
    seller: jsonb('seller').$type<SellerSnapshot>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('invoices_customer_idx').on(table.customerId, table.issueDate),
    index('invoices_status_due_idx').on(table.status, table.dueDate),
    // The admin list: newest first (drafts on top), searched by number and description.
    index('invoices_list_order_idx').on(sql`${table.issueDate} desc nulls first`, sql`${table.createdAt} desc`),
    index('invoices_gross_idx').on(table.grossCents, table.createdAt),
    index('invoices_number_trgm_idx').using('gin', sql`${table.number} gin_trgm_ops`),
    index('invoices_description_trgm_idx').using('gin', sql`${table.description} gin_trgm_ops`),
    check('invoices_vat_rate', sql`${table.vatRate} in (0, 7, 19)`),
    check('invoices_vat_amount', sql`${table.vatCents} = round(${table.netCents} * ${table.vatRate} / 100.0)`),
    check('invoices_gross_is_net_plus_vat', sql`${table.grossCents} = ${table.netCents} + ${table.vatCents}`),
    check('invoices_number_when_issued', sql`(${table.status} = 'draft') = (${table.number} is null)`),
    check('invoices_number_shape', sql`${table.number} is null or ${table.number} ~ '^(INV|GS)-\\d{4}-\\d{3,}$'`),
    check(
      'invoices_issued_complete',
      sql`${table.status} = 'draft' or (${table.issueDate} is not null and ${table.dueDate} is not null
        and ${table.issuedAt} is not null and ${table.seller} is not null and ${table.buyerCompany} is not null)`,
    ),
    check('invoices_paid_has_date', sql`${table.status} <> 'paid' or ${table.paidOn} is not null`),
    check('invoices_paid_date_when_paid', sql`${table.paidOn} is null or ${table.status} in ('paid', 'cancelled')`),
    check(
      'invoices_sign_by_kind',
      sql`(${table.kind} = 'invoice' and ${table.grossCents} >= 0 and ${table.creditedInvoiceId} is null)
        or (${table.kind} = 'credit_note' and ${table.grossCents} <= 0 and ${table.creditedInvoiceId} is not null)`,
    ),
    check('invoices_direct_debit_complete', sql`(${table.mandateId} is null) = (${table.collectionDate} is null)`),
    check('invoices_payment_terms', sql`${table.paymentTermDays} between 0 and 365`),
    check(
      'invoices_service_period_order',
      sql`${table.servicePeriodStart} is null or ${table.servicePeriodEnd} is null or ${table.servicePeriodStart} <= ${table.servicePeriodEnd}`,
    ),
  ],
)

/** UN/ECE Recommendation 20 unit codes used on our invoices: piece, hour, month, lump sum. */
export const INVOICE_UNITS = ['C62', 'HUR', 'MON', 'LS'] as const
export type InvoiceUnit = (typeof INVOICE_UNITS)[number]

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Up to three decimals (e.g. 2.5 hours). */
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').$type<InvoiceUnit>().notNull().default('C62'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** round(quantity × unit price), half away from zero. */
    netCents: integer('net_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('invoice_items_invoice_idx').on(table.invoiceId, table.position),
    check('invoice_items_unit', sql`${table.unit} in ('C62', 'HUR', 'MON', 'LS')`),
    check('invoice_items_line_net', sql`${table.netCents} = round(${table.quantity} * ${table.unitPriceCents})`),
    check('invoice_items_description_not_blank', sql`length(trim(${table.description})) between 1 and 500`),
  ],
)

/** The last number given per series (INV, GS) and year; incremented in the issuing transaction. */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] }), check('invoice_number_counters_positive', sql`${table.last} > 0`)],
)

// ---------------------------------------------------------------------------------------------------
// Dunning: every reminder an open invoice got, by the schedule (web/lib/invoices/dunning.ts) or by an
// admin's hand. Level 1 is the friendly payment reminder (Zahlungserinnerung), 2 and up the dunning
// letter (Mahnung); one row per invoice and level, so two instances running the schedule send each once.
// ---------------------------------------------------------------------------------------------------

export const invoiceReminderTriggerEnum = pgEnum('invoice_reminder_trigger', ['schedule', 'admin'])

export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    level: smallint('level').notNull(),
    trigger: invoiceReminderTriggerEnum('trigger').notNull(),
    /** The admin who sent it by hand. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The Berlin calendar day it was sent: the schedule counts from it. */
    sentOn: date('sent_on').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('invoice_reminders_invoice_level_unique').on(table.invoiceId, table.level),
    check('invoice_reminders_level_positive', sql`${table.level} >= 1`),
    check('invoice_reminders_admin_by_hand', sql`${table.trigger} = 'admin' or ${table.sentBy} is null`),
  ],
)

export type InvoiceReminder = typeof invoiceReminders.$inferSelect
export type Invoice = typeof invoices.$inferSelect
export type NewInvoice = typeof invoices.$inferInsert
export type InvoiceItem = typeof invoiceItems.$inferSelect
export type NewInvoiceItem = typeof invoiceItems.$inferInsert
export type InvoiceStatus = (typeof invoiceStatusEnum.enumValues)[number]
