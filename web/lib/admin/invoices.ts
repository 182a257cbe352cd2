import 'server-only'
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { union } from 'drizzle-orm/pg-core'
import type { CurrentUser } from '@/lib/auth/session'
import { type Database, getDb } from '@/lib/db/client'
import { adminAuditLog, customers, type Invoice, invoiceDocuments, invoiceItems, invoiceReminders, invoices, users } from '@/lib/db/schema'
import { todayInBerlin } from '@/lib/dates'
import { loadIssuedInvoice } from '@/lib/invoices/documents'
import { ensureInvoiceDocuments } from '@/lib/invoices/documents-store'
import {
  createDraft,
  deleteDraft,
  type DraftInput,
  issueCreditNote,
  issueInvoice,
  markPaid,
  updateDraft,
} from '@/lib/invoices/lifecycle'
import { dunningSchedule, needsFollowUp, sendReminderByHand } from '@/lib/invoices/dunning'
import { currentSeller } from '@/lib/invoices/seller'
import { isCancelled, isCreditNote, isDraft, isOpen, isOverdue, isPaid } from '@/lib/invoices/status'
import { enqueueInvoiceMail } from '@/lib/mail/invoice-mails'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'
import { containsPattern } from './customers'

/** `followUp`: open invoices whose dunning letter has gone unanswered for the schedule's days (web/lib/invoices/dunning.ts). */
export const ADMIN_INVOICE_FILTERS = ['all', 'draft', 'open', 'overdue', 'followUp', 'paid', 'cancelled', 'credit'] as const
export type AdminInvoiceFilter = (typeof ADMIN_INVOICE_FILTERS)[number]
export const INVOICE_SORTS = ['number', 'issueDate', 'dueDate', 'gross', 'customer'] as const
export type InvoiceSort = (typeof INVOICE_SORTS)[number]
export const INVOICE_PAGE_SIZE = 25

export interface InvoiceListQuery {
  search?: string
  filter?: AdminInvoiceFilter
  customerId?: string
  /** Issue date (drafts: creation day) from/to, YYYY-MM-DD, both included. */
  from?: string
  to?: string
  sort?: InvoiceSort
  direction?: 'asc' | 'desc'
  page?: number
}

const day = sql`coalesce(${invoices.issueDate}, (${invoices.createdAt} at time zone 'Europe/Berlin')::date)`

/** The list's WHERE; the dunning schedule is read from the studio only for the follow-up filter. */
async function conditions(db: Database, query: InvoiceListQuery, today: string): Promise<SQL | undefined> {
  const parts: (SQL | undefined)[] = []
  const term = query.search?.trim()
  if (term) {
    // A union of three index-backed lookups (trigram indexes on number, description and company); one
    // OR over two tables would scan every invoice.
    const pattern = containsPattern(term)
    const matching = union(
      db.select({ id: invoices.id }).from(invoices).where(ilike(invoices.number, pattern)),
      db.select({ id: invoices.id }).from(invoices).where(ilike(invoices.description, pattern)),
      db.select({ id: invoices.id }).from(invoices).innerJoin(customers, eq(customers.id, invoices.customerId)).where(ilike(customers.company, pattern)),
    )
    parts.push(inArray(invoices.id, matching))
  }
  const byFilter: Record<Exclude<AdminInvoiceFilter, 'followUp'>, SQL | undefined> = {
    all: undefined,
    draft: isDraft,
    open: isOpen,
    overdue: isOverdue(today),
    paid: isPaid,
    cancelled: isCancelled,
    credit: isCreditNote,
  }
  const filter = query.filter ?? 'all'
  parts.push(filter === 'followUp' ? needsFollowUp(db, today, await dunningSchedule()) : byFilter[filter])
  if (query.customerId) parts.push(eq(invoices.customerId, query.customerId))
  if (query.from) parts.push(gte(day, query.from))
  if (query.to) parts.push(lte(day, query.to))
  return and(...parts)
}

const sortColumn = {
  number: invoices.number,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  gross: invoices.grossCents,
  customer: customers.company,
}

/**
 * The list's order, written so that an index can deliver it: newest first with drafts on top
 * (invoices_list_order_idx), by amount (invoices_gross_idx); NULLS only where a column can be null.
 */
function listOrder(query: InvoiceListQuery): SQL[] {
  const sort = query.sort ?? 'issueDate'
  const direction = query.direction === 'asc' ? sql`asc` : sql`desc`
  const nulls = sort === 'issueDate' ? (query.direction === 'asc' ? sql` nulls last` : sql` nulls first`) : sort === 'number' || sort === 'dueDate' ? sql` nulls last` : sql``
  return [sql`${sortColumn[sort]} ${direction}${nulls}`, sql`${invoices.createdAt} ${direction}`]
}

const listColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  status: invoices.status,
  description: invoices.description,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  paidOn: invoices.paidOn,
  servicePeriodStart: invoices.servicePeriodStart,
  servicePeriodEnd: invoices.servicePeriodEnd,
  netCents: invoices.netCents,
  vatRate: invoices.vatRate,
  vatCents: invoices.vatCents,
  grossCents: invoices.grossCents,
  customerId: invoices.customerId,
  company: sql<string>`coalesce(${invoices.buyerCompany}, ${customers.company})`,
  buyerVatId: sql<string | null>`coalesce(${invoices.buyerVatId}, ${customers.vatId})`,
  createdAt: invoices.createdAt,
}

export async function listAdminInvoices(actor: CurrentUser | null, query: InvoiceListQuery = {}) {
  assertAdmin(actor)
  const db = await getDb()
  const where = await conditions(db, query, todayInBerlin())
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where)
  const pages = Math.max(1, Math.ceil(total / INVOICE_PAGE_SIZE))
  const page = Math.min(Math.max(1, query.page ?? 1), pages)
  const rows = await db
    .select(listColumns)
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where)
    .orderBy(...listOrder(query))
    .limit(INVOICE_PAGE_SIZE)
    .offset((page - 1) * INVOICE_PAGE_SIZE)
  return { rows, total, page, pages }
}

/** Every invoice of the selection (no pages), for the accountant's CSV. */
export async function selectInvoicesForExport(actor: CurrentUser | null, query: InvoiceListQuery) {
  assertAdmin(actor)
  const db = await getDb()
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(await conditions(db, query, todayInBerlin()), ne(invoices.status, 'draft')))
    .orderBy(asc(invoices.issueDate), asc(invoices.number))
}

export async function getAdminInvoice(actor: CurrentUser | null, invoiceId: string) {
  assertAdmin(actor)
  if (!/^[0-9a-f-]{36}$/i.test(invoiceId)) return null
  const db = await getDb()
  const [row] = await db.select({ invoice: invoices, customer: customers }).from(invoices).innerJoin(customers, eq(customers.id, invoices.customerId)).where(eq(invoices.id, invoiceId))
  if (!row) return null
  const [items, documents, trail, related, reminders, schedule] = await Promise.all([
    db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.position)),
    db
      .select({ kind: invoiceDocuments.kind, fileName: invoiceDocuments.fileName, byteLength: invoiceDocuments.byteLength, sha256: invoiceDocuments.sha256, createdAt: invoiceDocuments.createdAt })
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.invoiceId, invoiceId)),
    db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityType, 'invoice'), eq(adminAuditLog.entityId, invoiceId))).orderBy(desc(adminAuditLog.createdAt)),
    db
      .select({ id: invoices.id, number: invoices.number, kind: invoices.kind })
      .from(invoices)
      .where(or(eq(invoices.creditedInvoiceId, invoiceId), row.invoice.creditedInvoiceId ? eq(invoices.id, row.invoice.creditedInvoiceId) : sql`false`)),
    db
      .select({ level: invoiceReminders.level, trigger: invoiceReminders.trigger, sentOn: invoiceReminders.sentOn, sentBy: users.name })
      .from(invoiceReminders)
      .leftJoin(users, eq(users.id, invoiceReminders.sentBy))
      .where(eq(invoiceReminders.invoiceId, invoiceId))
      .orderBy(asc(invoiceReminders.level)),
    dunningSchedule(),
  ])
  return { ...row, items, documents, trail, related, reminders, schedule }
}

const auditFields = (invoice: Invoice) => ({
  status: invoice.status,
  number: invoice.number,
  description: invoice.description,
  netCents: invoice.netCents,
  vatRate: invoice.vatRate,
  grossCents: invoice.grossCents,
  issueDate: invoice.issueDate,
  dueDate: invoice.dueDate,
  paidOn: invoice.paidOn,
})

export async function createDraftInvoice(actor: CurrentUser | null, input: DraftInput): Promise<Invoice> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const draft = await createDraft(tx, input)
    await recordAdminChange(tx, actor, { action: 'invoice.draft.create', entityType: 'invoice', entityId: draft.id, after: { ...auditFields(draft), lines: input.lines.length } })
    return draft
  })
}

export async function updateDraftInvoice(actor: CurrentUser | null, invoiceId: string, input: DraftInput): Promise<Invoice | null> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId))
    const after = await updateDraft(tx, invoiceId, input)
    if (!after || !before) return null
    await recordAdminChange(tx, actor, { action: 'invoice.draft.update', entityType: 'invoice', entityId: invoiceId, before: auditFields(before), after: auditFields(after) })
    return after
  })
}

export async function deleteDraftInvoice(actor: CurrentUser | null, invoiceId: string): Promise<boolean> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId))
    if (!before || !(await deleteDraft(tx, invoiceId))) return false
    await recordAdminChange(tx, actor, { action: 'invoice.draft.delete', entityType: 'invoice', entityId: invoiceId, before: auditFields(before) })
    return true
  })
}

/**
 * Makes and stores the documents and e-mails them (when the customer has an address); returns whether
 * it was mailed. The invoice is issued already: should making the documents fail, that is logged and
 * tried again by the first download and by the e-mail worker, which attaches them.
 */
async function storeAndSend(invoiceId: string, kind: 'invoice' | 'creditNote', creditedNumber?: string | null): Promise<boolean> {
  const db = await getDb()
  const issued = await loadIssuedInvoice(invoiceId)
  if (!issued) return false
  try {
    await ensureInvoiceDocuments(issued)
  } catch (error) {
    console.error(`[invoices] documents of ${issued.number} not made yet:`, (error as Error).message)
  }
  const [customer] = await db.select().from(customers).where(eq(customers.id, issued.customerId))
  return customer ? enqueueInvoiceMail(db, { kind, invoice: issued, customer, creditedNumber }) : false
}

/**
 * Issues a draft: number, dates, buyer and seller frozen (one transaction, with its audit entry), then
 * the PDF/A-3 and XRechnung are made and stored, and the customer gets both by e-mail.
 */
export async function issueDraftInvoice(actor: CurrentUser | null, invoiceId: string): Promise<{ invoice: Invoice; mailed: boolean }> {
  assertAdmin(actor)
  const db = await getDb()
  const seller = await currentSeller()
  const invoice = await db.transaction(async (tx) => {
    const issued = await issueInvoice(tx, invoiceId, { issueDate: todayInBerlin(), seller })
    await recordAdminChange(tx, actor, { action: 'invoice.issue', entityType: 'invoice', entityId: invoiceId, before: { status: 'draft', number: null }, after: auditFields(issued) })
    return issued
  })
  const mailed = await storeAndSend(invoice.id, 'invoice')
  return { invoice, mailed }
}

export async function markInvoicePaid(actor: CurrentUser | null, invoiceId: string, paidOn: string): Promise<Invoice> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const paid = await markPaid(tx, invoiceId, paidOn)
    await recordAdminChange(tx, actor, { action: 'invoice.paid', entityType: 'invoice', entityId: invoiceId, before: { status: 'issued', paidOn: null }, after: { status: 'paid', paidOn } })
    return paid
  })
}

/**
 * A reminder sent by hand: the next level after the invoice's last reminder (a payment reminder first,
 * then dunning letters), logged like the scheduled ones and in the admin's audit trail.
 */
export async function sendPaymentReminder(actor: CurrentUser | null, invoiceId: string): Promise<{ level: number } | null> {
  assertAdmin(actor)
  const db = await getDb()
  const invoice = await loadIssuedInvoice(invoiceId)
  if (!invoice) return null
  const [customer] = await db.select().from(customers).where(eq(customers.id, invoice.customerId))
  if (!customer) return null
  return sendReminderByHand(db, {
    invoice,
    customer,
    adminId: actor.id,
    today: todayInBerlin(),
    alsoWrite: (tx, level) => recordAdminChange(tx, actor, { action: 'invoice.reminder', entityType: 'invoice', entityId: invoiceId, after: { to: customer.email, level } }),
  })
}

/** Cancels an issued invoice with a credit note (its own GS number), stored and e-mailed like an invoice. */
export async function cancelWithCreditNote(actor: CurrentUser | null, invoiceId: string): Promise<{ creditNote: Invoice; mailed: boolean }> {
  assertAdmin(actor)
  const db = await getDb()
  const seller = await currentSeller()
  const { creditNote, cancelled } = await db.transaction(async (tx) => {
    const result = await issueCreditNote(tx, invoiceId, { issueDate: todayInBerlin(), seller })
    await recordAdminChange(tx, actor, { action: 'invoice.cancel', entityType: 'invoice', entityId: invoiceId, before: { status: 'issued' }, after: { status: 'cancelled', creditNote: result.creditNote.number } })
    await recordAdminChange(tx, actor, { action: 'invoice.credit_note.issue', entityType: 'invoice', entityId: result.creditNote.id, after: auditFields(result.creditNote) })
    return result
  })
  const mailed = await storeAndSend(creditNote.id, 'creditNote', cancelled.number)
  return { creditNote, mailed }
}
