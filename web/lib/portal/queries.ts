import 'server-only'
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { type Customer, customers, type Invoice, invoiceItems, invoices, projectMilestones, projects } from '@/lib/db/schema'
import { isOpen, isOverdue, isPaid, isPending, isVisibleToCustomer, lastReminderDay } from '@/lib/invoices/status'

/**
 * Everything the customer portal reads, always scoped to one customer: no function here takes an id
 * of an invoice or project without the customer it must belong to.
 */

export async function getCustomerOfUser(userId: string): Promise<Customer | null> {
  const db = await getDb()
  const [customer] = await db.select().from(customers).where(eq(customers.userId, userId))
  return customer ?? null
}

export interface DashboardFigures {
  activeProjects: number
  completedProjects: number
  /** Open invoices: issued and unpaid, pending or overdue (`isOpen`). */
  pendingInvoices: number
  /** Money received, gross (`isPaid`: the admin's revenue counts the same invoices). */
  totalSpentCents: number
}

export async function getDashboardFigures(customerId: string): Promise<DashboardFigures> {
  const db = await getDb()
  const [row] = await db
    .select({
      activeProjects: sql<number>`(select count(*) from ${projects} where ${projects.customerId} = ${customerId} and ${projects.status} <> 'completed')::int`,
      completedProjects: sql<number>`(select count(*) from ${projects} where ${projects.customerId} = ${customerId} and ${projects.status} = 'completed')::int`,
      pendingInvoices: sql<number>`(select count(*) from ${invoices} where ${invoices.customerId} = ${customerId} and ${isOpen})::int`,
      totalSpentCents: sql<number>`(select coalesce(sum(${invoices.grossCents}), 0) from ${invoices} where ${invoices.customerId} = ${customerId} and ${isPaid})::bigint`,
    })
    .from(sql`(select 1) as one`)
  return {
    activeProjects: Number(row?.activeProjects ?? 0),
    completedProjects: Number(row?.completedProjects ?? 0),
    pendingInvoices: Number(row?.pendingInvoices ?? 0),
    totalSpentCents: Number(row?.totalSpentCents ?? 0),
  }
}

export const INVOICE_FILTERS = ['all', 'paid', 'pending', 'overdue'] as const
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number]

export type InvoiceSummary = Pick<
  Invoice,
  'id' | 'kind' | 'status' | 'number' | 'description' | 'issueDate' | 'dueDate' | 'paidOn' | 'netCents' | 'vatCents' | 'grossCents' | 'vatRate'
> & { remindedOn: string | null }

const summaryColumns = {
  id: invoices.id,
  kind: invoices.kind,
  status: invoices.status,
  number: invoices.number,
  description: invoices.description,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  paidOn: invoices.paidOn,
  netCents: invoices.netCents,
  vatCents: invoices.vatCents,
  grossCents: invoices.grossCents,
  vatRate: invoices.vatRate,
  /** The day of the last payment reminder or overdue notice (web/lib/invoices/dunning.ts), if any. */
  remindedOn: lastReminderDay,
}

/** `%`, `_` and `\` typed by a person match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * The customer's invoices (never drafts), newest first: search on number or description
 * (case-insensitive), filter by status; `pending`/`overdue` by the due date against `today`.
 */
export async function listInvoices(
  customerId: string,
  { search = '', filter = 'all', today }: { search?: string; filter?: InvoiceFilter; today: string },
  limit = 200,
): Promise<InvoiceSummary[]> {
  const db = await getDb()
  const conditions: (SQL | undefined)[] = [eq(invoices.customerId, customerId), isVisibleToCustomer]
  const term = search.trim()
  if (term) conditions.push(or(ilike(invoices.number, likePattern(term)), ilike(invoices.description, likePattern(term))))
  const byFilter: Record<InvoiceFilter, SQL | undefined> = { all: undefined, paid: isPaid, pending: isPending(today), overdue: isOverdue(today) }
  conditions.push(byFilter[filter])
  return db
    .select(summaryColumns)
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.issueDate), desc(invoices.number))
    .limit(limit)
}

export async function recentInvoices(customerId: string, limit = 4): Promise<InvoiceSummary[]> {
  const db = await getDb()
  return db
    .select(summaryColumns)
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), isVisibleToCustomer))
    .orderBy(desc(invoices.issueDate), desc(invoices.number))
    .limit(limit)
}

export type InvoiceWithItems = Invoice & { items: (typeof invoiceItems.$inferSelect)[] }

/** One invoice of this customer, or null (also for drafts and other customers' ids). */
export async function findCustomerInvoice(customerId: string, invoiceId: string): Promise<Invoice | null> {
  if (!/^[0-9a-f-]{36}$/i.test(invoiceId)) return null
  const db = await getDb()
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.customerId, customerId), isVisibleToCustomer))
  return invoice ?? null
}

/** One invoice of this customer with its lines, or null (as findCustomerInvoice). */
export async function getCustomerInvoice(customerId: string, invoiceId: string): Promise<InvoiceWithItems | null> {
  const invoice = await findCustomerInvoice(customerId, invoiceId)
  if (!invoice) return null
  const db = await getDb()
  const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id)).orderBy(asc(invoiceItems.position))
  return { ...invoice, items }
}

export type ProjectWithMilestones = typeof projects.$inferSelect & { milestones: (typeof projectMilestones.$inferSelect)[] }

/** The customer's projects: open ones first (by deadline), then completed ones (latest first). */
export async function listProjects(customerId: string, { activeOnly = false } = {}): Promise<ProjectWithMilestones[]> {
  const db = await getDb()
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.customerId, customerId), activeOnly ? ne(projects.status, 'completed') : undefined))
    .orderBy(
      sql`case when ${projects.status} = 'completed' then 1 else 0 end`,
      sql`case when ${projects.status} = 'completed' then null else ${projects.deadline} end asc nulls last`,
      desc(projects.completedAt),
    )
  if (rows.length === 0) return []
  const milestones = await db
    .select()
    .from(projectMilestones)
    .where(inArray(projectMilestones.projectId, rows.map((row) => row.id)))
    .orderBy(asc(projectMilestones.position))
  return rows.map((project) => ({ ...project, milestones: milestones.filter((milestone) => milestone.projectId === project.id) }))
}
