import type { Invoice } from '@/lib/db/schema'

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
