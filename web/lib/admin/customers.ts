import 'server-only'
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { adminAuditLog, authEvents, type Customer, customers, invoices, projects, users } from '@/lib/db/schema'
import { type Admin, assertAdmin } from './access'
import { recordAdminChange } from './audit'
import { sendInvitation } from './invitations'
import type { CurrentUser } from '@/lib/auth/session'

export const CUSTOMER_SORTS = ['company', 'name', 'email', 'city', 'createdAt'] as const
export type CustomerSort = (typeof CUSTOMER_SORTS)[number]
export const PAGE_SIZE = 25

/** `%`, `_` and `\` typed by a person match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

export interface CustomerListQuery {
  search?: string
  sort?: CustomerSort
  direction?: 'asc' | 'desc'
  page?: number
}

/** Customers for the office: search (name, company, e-mail), sort and pages, all in the database. */
export async function listCustomers(actor: CurrentUser | null, query: CustomerListQuery = {}) {
  assertAdmin(actor)
  const db = await getDb()
  const term = query.search?.trim()
  const where = term
    ? or(ilike(customers.company, containsPattern(term)), ilike(customers.name, containsPattern(term)), ilike(customers.email, containsPattern(term)))
    : undefined
  const column = {
    company: customers.company,
    name: customers.name,
    email: customers.email,
    city: customers.city,
    createdAt: customers.createdAt,
  }[query.sort ?? 'company']
  const order = query.direction === 'desc' ? desc(column) : asc(column)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(customers).where(where)
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const page = Math.min(Math.max(1, query.page ?? 1), pages)
  const rows = await db
    .select({
      id: customers.id,
      company: customers.company,
      name: customers.name,
      email: customers.email,
      city: customers.city,
      createdAt: customers.createdAt,
      hasLogin: sql<boolean>`${customers.userId} is not null`,
      anonymisedAt: customers.anonymisedAt,
    })
    .from(customers)
    .where(where)
    .orderBy(order, asc(customers.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
  return { rows, total, page, pages }
}

export interface CustomerInput {
  name: string
  company: string
  email: string
  phone: string
  street: string
  postalCode: string
  city: string
  country: string
  vatId: string
  language: 'de' | 'en'
}

function customerValues(input: CustomerInput) {
  return {
    name: input.name,
    company: input.company,
    email: input.email || null,
    phone: input.phone || null,
    street: input.street || null,
    postalCode: input.postalCode || null,
    city: input.city || null,
    country: input.country,
    vatId: input.vatId || null,
    locale: input.language,
  }
}

export type CreateCustomerResult = { outcome: 'created'; customer: Customer; invited: boolean } | { outcome: 'emailTaken' }

/**
 * A new customer record; with `invite`, also a login (role customer, no password yet) and an e-mail
 * with a link to set the password. The login's address must not belong to another account.
 */
export async function createCustomer(actor: CurrentUser | null, input: CustomerInput, { invite }: { invite: boolean }): Promise<CreateCustomerResult> {
  assertAdmin(actor)
  const db = await getDb()
  if (invite && input.email) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email))
    if (taken) return { outcome: 'emailTaken' }
  }
  return db.transaction(async (tx) => {
    let userId: string | null = null
    if (invite && input.email) {
      const user = single(
        await tx.insert(users).values({ name: input.name, email: input.email, role: 'customer', locale: input.language }).returning(),
      )
      userId = user.id
      await sendInvitation(tx, { id: user.id, email: user.email, name: user.name, locale: input.language })
    }
    const customer = single(await tx.insert(customers).values({ ...customerValues(input), userId }).returning())
    await recordAdminChange(tx, actor, { action: 'customer.create', entityType: 'customer', entityId: customer.id, after: customerValues(input) })
    return { outcome: 'created' as const, customer, invited: userId !== null }
  })
}

export async function updateCustomer(actor: CurrentUser | null, customerId: string, input: CustomerInput): Promise<Customer | null> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update')
    if (!before || before.anonymisedAt) return null
    const after = single(await tx.update(customers).set(customerValues(input)).where(eq(customers.id, customerId)).returning())
    await recordAdminChange(tx, actor, { action: 'customer.update', entityType: 'customer', entityId: customerId, before, after })
    return after
  })
}

/** Invites a customer without a login (again: a new link) to set a password. */
export async function inviteCustomer(actor: CurrentUser | null, customerId: string): Promise<'invited' | 'noEmail' | 'emailTaken' | 'notFound'> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update')
    if (!customer || customer.anonymisedAt) return 'notFound'
    if (!customer.email) return 'noEmail'
    let userId = customer.userId
    if (!userId) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, customer.email))
      if (taken) return 'emailTaken'
      userId = single(await tx.insert(users).values({ name: customer.name, email: customer.email, role: 'customer', locale: customer.locale }).returning()).id
      await tx.update(customers).set({ userId }).where(eq(customers.id, customerId))
    }
    await sendInvitation(tx, { id: userId, email: customer.email, name: customer.name, locale: customer.locale })
    await recordAdminChange(tx, actor, { action: 'customer.invite', entityType: 'customer', entityId: customerId, after: { email: customer.email } })
    return 'invited'
  })
}

/** Everything about one customer: record, login, projects, invoices (drafts too), sign-ins, audit trail. */
export async function getCustomerDetail(actor: CurrentUser | null, customerId: string) {
  assertAdmin(actor)
  if (!/^[0-9a-f-]{36}$/i.test(customerId)) return null
  const db = await getDb()
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId))
  if (!customer) return null
  const [login] = customer.userId
    ? await db.select({ id: users.id, email: users.email, role: users.role, banned: users.banned, createdAt: users.createdAt }).from(users).where(eq(users.id, customer.userId))
    : []
  const [projectRows, invoiceRows, signIns, trail] = await Promise.all([
    db.select().from(projects).where(eq(projects.customerId, customerId)).orderBy(desc(projects.createdAt)),
    db.select().from(invoices).where(eq(invoices.customerId, customerId)).orderBy(desc(invoices.createdAt)),
    customer.userId
      ? db
          .select()
          .from(authEvents)
          .where(and(eq(authEvents.userId, customer.userId), inArray(authEvents.kind, ['sign_in', 'sign_in_failed', 'sign_in_throttled', 'sign_out', 'password_reset', 'password_changed'])))
          .orderBy(desc(authEvents.createdAt))
          .limit(20)
      : [],
    db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityType, 'customer'), eq(adminAuditLog.entityId, customerId))).orderBy(desc(adminAuditLog.createdAt)).limit(50),
  ])
  return { customer, login: login ?? null, projects: projectRows, invoices: invoiceRows, signIns, trail }
}

/** The customer a new invoice or project is for (`?customer=<id>`), or null when unknown or anonymised. */
export async function customerForNewRecord(actor: CurrentUser | null, customerId: string | undefined) {
  assertAdmin(actor)
  if (!customerId || !/^[0-9a-f-]{36}$/i.test(customerId)) return null
  const [customer] = await (await getDb()).select().from(customers).where(eq(customers.id, customerId))
  return customer && !customer.anonymisedAt ? customer : null
}

/** Customers for pickers (invoice and project forms): id and label, anonymised ones left out. */
export async function customerChoices(actor: CurrentUser | null) {
  assertAdmin(actor)
  const db = await getDb()
  return db
    .select({ id: customers.id, company: customers.company, name: customers.name, locale: customers.locale })
    .from(customers)
    .where(sql`${customers.anonymisedAt} is null`)
    .orderBy(asc(customers.company))
    .limit(2000)
}

export type { Admin }
