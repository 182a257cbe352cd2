import { and, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { type Invoice, invoiceReminders, invoices } from '@/lib/db/schema'

/**
 * An invoice's status, in one place: how a row is shown, and the SQL conditions that select the same rows
 * in lists and sums (portal and admin). docs/accounts-and-admin.md ("Invoice status and money") says what counts as open, overdue and paid;
 * tests/int/invoice-status.test.ts keeps the row function and the conditions in agreement.
 */

/**
 * What a customer sees as an invoice's status. `pending` and `overdue` are both issued and unpaid;
 * overdue is computed from the due date (Berlin calendar day), never stored.
 */
export const DISPLAY_STATUSES = ['pending', 'overdue', 'paid', 'cancelled', 'credit'] as const
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number]

export function displayStatus(invoice: Pick<Invoice, 'kind' | 'status' | 'dueDate'>, today: string): DisplayStatus | 'draft' {
  if (invoice.status === 'draft') return 'draft'
  if (invoice.kind === 'credit_note') return 'credit'
  if (invoice.status === 'paid') return 'paid'
  if (invoice.status === 'cancelled') return 'cancelled'
  return invoice.dueDate && invoice.dueDate < today ? 'overdue' : 'pending'
}

/** Shown to the customer: everything but drafts. */
export const isVisibleToCustomer: SQL = ne(invoices.status, 'draft')

/** Open (outstanding): an issued invoice not yet paid, whether pending or overdue. Never a credit note. */
export const isOpen: SQL = and(eq(invoices.kind, 'invoice'), eq(invoices.status, 'issued'))!

/** Open and due today or later, or without a due date (`displayStatus` → pending). */
export const isPending = (today: string): SQL => and(isOpen, or(isNull(invoices.dueDate), gte(invoices.dueDate, today)))!

/** Open and past its due date (`displayStatus` → overdue). */
export const isOverdue = (today: string): SQL => and(isOpen, lt(invoices.dueDate, today))!

/**
 * Money received: a paid invoice. This is the portal's "total spent" and the admin's revenue. A cancelled
 * invoice no longer counts (its credit note reverses it), and a credit note never counts.
 */
export const isPaid: SQL = and(eq(invoices.kind, 'invoice'), eq(invoices.status, 'paid'))!

export const isCancelled: SQL = eq(invoices.status, 'cancelled')

export const isCreditNote: SQL = eq(invoices.kind, 'credit_note')

export const isDraft: SQL = eq(invoices.status, 'draft')

/**
 * The day of an invoice's last payment reminder or overdue notice (web/lib/invoices/dunning.ts), or null:
 * a column for selects from `invoices` (the outer column written out: in a one-table select Drizzle
 * leaves column names unqualified).
 */
export const lastReminderDay = sql<string | null>`(select max(${invoiceReminders.sentOn})::text from ${invoiceReminders} where ${invoiceReminders.invoiceId} = ${invoices}.${sql.identifier(invoices.id.name)})`
