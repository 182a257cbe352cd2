import 'server-only'
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { adminAuditLog, customers, type Lead, leadKindEnum, leadNotes, leads, leadStatusEnum } from '@/lib/db/schema'
import { env } from '@/lib/env'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'

export const LEAD_KINDS = leadKindEnum.enumValues
export const LEAD_STATUSES = leadStatusEnum.enumValues
export type LeadKind = (typeof LEAD_KINDS)[number]
export type LeadStatus = (typeof LEAD_STATUSES)[number]
export const LEADS_PAGE_SIZE = 30

/** Months after which a lead's personal data may be erased (`LEAD_RETENTION_MONTHS`, default 24). */
export function leadRetentionMonths(): number {
  return env.LEAD_RETENTION_MONTHS
}

export function leadName(lead: Pick<Lead, 'kind' | 'name' | 'firstName' | 'lastName'>): string {
  return lead.kind === 'meeting' ? (lead.name ?? '') : [lead.firstName, lead.lastName].filter(Boolean).join(' ')
}

/** The inbox: newest first, by kind and status. */
export async function listLeads(actor: CurrentUser | null, query: { kind?: LeadKind; status?: LeadStatus; page?: number } = {}) {
  assertAdmin(actor)
  const db = await getDb()
  const where = and(query.kind ? eq(leads.kind, query.kind) : undefined, query.status ? eq(leads.status, query.status) : undefined)
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leads).where(where)
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
  const page = Math.min(Math.max(1, query.page ?? 1), pages)
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(desc(leads.createdAt))
    .limit(LEADS_PAGE_SIZE)
    .offset((page - 1) * LEADS_PAGE_SIZE)
  return { rows, total, page, pages }
}

export async function getLead(actor: CurrentUser | null, leadId: string) {
  assertAdmin(actor)
  if (!/^[0-9a-f-]{36}$/i.test(leadId)) return null
  const db = await getDb()
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId))
  if (!lead) return null
  const [notes, trail] = await Promise.all([
    db.select().from(leadNotes).where(eq(leadNotes.leadId, leadId)).orderBy(desc(leadNotes.createdAt)),
    db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityType, 'lead'), eq(adminAuditLog.entityId, leadId))).orderBy(desc(adminAuditLog.createdAt)),
  ])
  return { lead, notes, trail }
}

export async function setLeadStatus(actor: CurrentUser | null, leadId: string, status: LeadStatus): Promise<boolean> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update')
    if (!before) return false
    if (before.status === status) return true
    await tx.update(leads).set({ status, statusChangedAt: new Date() }).where(eq(leads.id, leadId))
    await recordAdminChange(tx, actor, { action: 'lead.status', entityType: 'lead', entityId: leadId, before: { status: before.status }, after: { status } })
    return true
  })
}

export async function addLeadNote(actor: CurrentUser | null, leadId: string, body: string): Promise<boolean> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id, erasedAt: leads.erasedAt }).from(leads).where(eq(leads.id, leadId))
    if (!lead || lead.erasedAt) return false
    const note = single(await tx.insert(leadNotes).values({ leadId, authorId: actor.id, authorName: actor.name, body }).returning())
    await recordAdminChange(tx, actor, { action: 'lead.note', entityType: 'lead', entityId: leadId, after: { note: note.id } })
    return true
  })
}

/** A won lead becomes a customer record (no login; the office can invite them from there). */
export async function convertLeadToCustomer(actor: CurrentUser | null, leadId: string): Promise<{ customerId: string } | null> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update')
    if (!lead || lead.erasedAt || !lead.email) return null
    const name = leadName(lead)
    const host = lead.website ? new URL(lead.website).hostname.replace(/^www\./, '') : null
    const customer = single(
      await tx
        .insert(customers)
        .values({ name, company: host ?? name, email: lead.email.toLowerCase(), phone: lead.phone, locale: lead.locale })
        .returning(),
    )
    if (lead.status !== 'won') await tx.update(leads).set({ status: 'won', statusChangedAt: new Date() }).where(eq(leads.id, leadId))
    await recordAdminChange(tx, actor, { action: 'lead.convert', entityType: 'lead', entityId: leadId, before: { status: lead.status }, after: { status: 'won', customerId: customer.id } })
    await recordAdminChange(tx, actor, { action: 'customer.create', entityType: 'customer', entityId: customer.id, after: { name, company: customer.company, fromLead: leadId } })
    return { customerId: customer.id }
  })
}

/**
 * Erases the personal data (names, contact details, message) of leads older than the retention
 * period; kind, status, language, page and dates stay for the statistics. Notes go too. Logged.
 */
export async function eraseExpiredLeads(actor: CurrentUser | null, now = new Date()): Promise<number> {
  assertAdmin(actor)
  const db = await getDb()
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - leadRetentionMonths())
  return db.transaction(async (tx) => {
    const expired = and(lt(leads.createdAt, cutoff), isNull(leads.erasedAt))
    const ids = (await tx.select({ id: leads.id }).from(leads).where(expired)).map((row) => row.id)
    if (ids.length === 0) return 0
    await tx.delete(leadNotes).where(sql`${leadNotes.leadId} in (select ${leads.id} from ${leads} where ${expired})`)
    await tx
      .update(leads)
      .set({ erasedAt: now, firstName: null, lastName: null, name: null, email: null, phone: null, website: null, subject: null, message: null, idempotencyKey: null })
      .where(expired)
    await recordAdminChange(tx, actor, { action: 'lead.erase', entityType: 'lead', entityId: `older-than-${cutoff.toISOString().slice(0, 10)}`, after: { count: ids.length, retentionMonths: leadRetentionMonths() } })
    return ids.length
  })
}

export async function countExpiredLeads(actor: CurrentUser | null, now = new Date()): Promise<number> {
  assertAdmin(actor)
  const db = await getDb()
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - leadRetentionMonths())
  const [row] = await db.select({ total: count() }).from(leads).where(and(lt(leads.createdAt, cutoff), isNull(leads.erasedAt)))
  return row?.total ?? 0
}
