import { sql } from 'drizzle-orm'
import type { Executor } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { invoiceNumberCounters } from '@/lib/db/schema'

export type NumberSeries = 'INV' | 'GS' | 'AN'

/**
 * The next number of a series in a year, e.g. INV-2026-007 (credit notes: GS-2026-001). Call it inside
 * the transaction that issues the invoice: the counter row stays locked until that transaction ends,
 * so concurrent issuers (other requests, other instances) wait and take the following number, and a
 * rolled-back issue gives its number back. No gaps, no duplicates.
 */
export async function nextInvoiceNumber(tx: Executor, series: NumberSeries, year: number): Promise<string> {
  const { last } = single(
    await tx
      .insert(invoiceNumberCounters)
      .values({ series, year, last: 1 })
      .onConflictDoUpdate({
        target: [invoiceNumberCounters.series, invoiceNumberCounters.year],
        set: { last: sql`${invoiceNumberCounters.last} + 1` },
      })
      .returning({ last: invoiceNumberCounters.last }),
  )
  return formatInvoiceNumber(series, year, last)
}

export function formatInvoiceNumber(series: NumberSeries, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(3, '0')}`
}
