import 'server-only'
import { and, asc, eq, ne, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { customers, invoiceItems, invoices, sepaMandates } from '@/lib/db/schema'
import type { PdfInvoice } from './pdf'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * An issued invoice with its lines, if `user` may see it: an admin any, a customer only their own.
 * Drafts, other customers' invoices and malformed ids are all "not found" alike.
 */
export async function invoiceForViewer(user: CurrentUser, invoiceId: string): Promise<PdfInvoice | null> {
  if (!UUID.test(invoiceId)) return null
  const owner = user.role === 'admin' ? undefined : eq(customers.userId, user.id)
  return loadIssuedInvoice(invoiceId, owner)
}

/** An issued invoice with its lines (and the number it credits, the mandate it is collected under), or null. */
export async function loadIssuedInvoice(invoiceId: string, condition?: SQL): Promise<PdfInvoice | null> {
  if (!UUID.test(invoiceId)) return null
  const db = await getDb()
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.id, invoiceId), ne(invoices.status, 'draft'), condition))
  if (!row) return null
  const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.position))
  let creditedNumber: string | null = null
  if (row.invoice.creditedInvoiceId) {
    const [credited] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.invoice.creditedInvoiceId))
    creditedNumber = credited?.number ?? null
  }
  let mandate: PdfInvoice['mandate'] = null
  if (row.invoice.mandateId) {
    const [found] = await db.select({ reference: sepaMandates.reference, iban: sepaMandates.iban, scheme: sepaMandates.scheme }).from(sepaMandates).where(eq(sepaMandates.id, row.invoice.mandateId))
    mandate = found ?? null
  }
  return { ...row.invoice, items, creditedNumber, mandate }
}
