import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, localeEnum, updatedAt } from './columns'
import { customers } from './customers'
import { invoices } from './invoices'
import { quotes } from './quotes'

// ---------------------------------------------------------------------------------------------------
// Contracts (retainers): a service billed monthly in advance, with a minimum term, after which it runs
// on until notice is given (terms of business § 5.2 and § 6). The dates and sums are worked out in
// web/lib/contracts/terms.ts; every month's invoice is written by web/lib/contracts/billing.ts.
// ---------------------------------------------------------------------------------------------------

export const contractStateEnum = pgEnum('contract_state', ['running', 'paused'])
export const contractNoticeByEnum = pgEnum('contract_notice_by', ['customer', 'agency'])

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** The price list's service (a studio document id) it was made from, if any. */
    serviceId: text('service_id'),
    /** The accepted quote it came from, if any. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'restrict' }),
    /** What the invoices say it is for, in the contract's language. */
    description: text('description').notNull(),
    locale: localeEnum('locale').notNull().default('de'),
    monthlyNetCents: integer('monthly_net_cents').notNull(),
    vatRate: smallint('vat_rate').notNull().default(19),
    paymentTermDays: smallint('payment_term_days').notNull().default(14),
    startDate: date('start_date').notNull(),
    minimumTermMonths: smallint('minimum_term_months').notNull(),
    /** Notice runs this many months and always to the end of a month. */
    noticePeriodMonths: smallint('notice_period_months').notNull().default(1),
    /** The day of the month (1–28) on which the month's invoice is issued. */
    billingDay: smallint('billing_day').notNull().default(1),
    state: contractStateEnum('state').notNull().default('running'),
    /** Since when it is paused; months whose billing day falls in a pause are not billed. */
    pausedOn: date('paused_on'),
    /** The last day of the contract, once notice is given (or it was ended by agreement). */
    endDate: date('end_date'),
    noticeGivenOn: date('notice_given_on'),
    noticeGivenBy: contractNoticeByEnum('notice_given_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('contracts_customer_idx').on(table.customerId, table.startDate),
    check('contracts_vat_rate', sql`${table.vatRate} in (0, 7, 19)`),
    check('contracts_price_positive', sql`${table.monthlyNetCents} > 0`),
    check('contracts_minimum_term', sql`${table.minimumTermMonths} between 1 and 60`),
    check('contracts_notice_period', sql`${table.noticePeriodMonths} between 0 and 12`),
    check('contracts_billing_day', sql`${table.billingDay} between 1 and 28`),
    check('contracts_payment_terms', sql`${table.paymentTermDays} between 0 and 365`),
    check('contracts_description_not_blank', sql`length(trim(${table.description})) between 1 and 200`),
    check('contracts_end_after_start', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
    check('contracts_paused_has_day', sql`(${table.state} = 'paused') = (${table.pausedOn} is not null)`),
    check('contracts_notice_complete', sql`(${table.noticeGivenOn} is null) = (${table.noticeGivenBy} is null)`),
  ],
)

export const contractBillingOutcomeEnum = pgEnum('contract_billing_outcome', ['invoiced', 'skipped'])

/**
 * One row per contract and month once that month is dealt with: its invoice, or skipped (paused). The
 * unique index makes the monthly run exactly-once, also with several instances running it.
 */
export const contractBillings = pgTable(
  'contract_billings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    /** The first day of the calendar month billed. */
    month: date('month').notNull(),
    outcome: contractBillingOutcomeEnum('outcome').notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contract_billings_contract_month_unique').on(table.contractId, table.month),
    index('contract_billings_invoice_idx').on(table.invoiceId),
    check('contract_billings_first_of_month', sql`extract(day from ${table.month}) = 1`),
    check('contract_billings_invoice_when_invoiced', sql`(${table.outcome} = 'invoiced') = (${table.invoiceId} is not null)`),
  ],
)

export type Contract = typeof contracts.$inferSelect
export type NewContract = typeof contracts.$inferInsert
export type ContractBilling = typeof contractBillings.$inferSelect
