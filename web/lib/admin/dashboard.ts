import 'server-only'
import { and, count, desc, eq, gte, lt, ne, sql, sum } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { adminAuditLog, invoices, leads, projects, reviews } from '@/lib/db/schema'
import { addDays, todayInBerlin } from '@/lib/dates'
import { contractFigures, contractViews } from '@/lib/contracts/overview'
import { dunningSchedule, needsFollowUp } from '@/lib/invoices/dunning'
import { isOpen, isOverdue, isPaid } from '@/lib/invoices/status'
import { assertAdmin } from './access'
import type { LeadKind } from './leads'

/** Monday of the Berlin week that contains `isoDay`. */
function mondayOf(isoDay: string): string {
  const weekday = (new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(isoDay, -weekday)
}

const berlinDay = (column: typeof leads.createdAt) => sql<string>`(${column} at time zone 'Europe/Berlin')::date`

/**
 * The office's figures, all computed from the database: open leads by kind, leads this week and last,
 * reviews waiting, outstanding and overdue invoices (count and gross sum), how many of those wait for
 * follow-up after their overdue notice, revenue this month and year (invoices with status paid, net and
 * gross, by payment day; a cancelled invoice no longer counts), active projects, the contracts' monthly
 * recurring revenue and upcoming invoices, the last twelve months
 * of revenue and the latest admin activity.
 */
export async function adminDashboard(actor: CurrentUser | null, { today = todayInBerlin(), activityOf }: { today?: string; activityOf?: string } = {}) {
  assertAdmin(actor)
  const db = await getDb()
  const monday = mondayOf(today)
  const lastMonday = addDays(monday, -7)
  const monthStart = `${today.slice(0, 8)}01`
  const yearStart = `${today.slice(0, 4)}-01-01`
  const chartStart = (() => {
    const date = new Date(`${monthStart}T00:00:00Z`)
    date.setUTCMonth(date.getUTCMonth() - 11)
    return date.toISOString().slice(0, 10)
  })()
  // Revenue: money received (isPaid), by the day it was paid.
  const paid = isPaid

  const [openLeads, thisWeek, lastWeek, pendingReviews, outstanding, overdue, followUp, month, year, activeProjects, monthly, activity, contracts] = await Promise.all([
    db.select({ kind: leads.kind, total: count() }).from(leads).where(eq(leads.status, 'new')).groupBy(leads.kind),
    db.select({ total: count() }).from(leads).where(gte(berlinDay(leads.createdAt), monday)),
    db.select({ total: count() }).from(leads).where(and(gte(berlinDay(leads.createdAt), lastMonday), lt(berlinDay(leads.createdAt), monday))),
    db.select({ total: count() }).from(reviews).where(eq(reviews.status, 'pending')),
    db.select({ total: count(), gross: sum(invoices.grossCents) }).from(invoices).where(isOpen),
    db.select({ total: count(), gross: sum(invoices.grossCents) }).from(invoices).where(isOverdue(today)),
    dunningSchedule().then((schedule) => db.select({ total: count() }).from(invoices).where(needsFollowUp(db, today, schedule))),
    db.select({ net: sum(invoices.netCents), gross: sum(invoices.grossCents) }).from(invoices).where(and(paid, gte(invoices.paidOn, monthStart))),
    db.select({ net: sum(invoices.netCents), gross: sum(invoices.grossCents) }).from(invoices).where(and(paid, gte(invoices.paidOn, yearStart))),
    db.select({ total: count() }).from(projects).where(ne(projects.status, 'completed')),
    db
      .select({ month: sql<string>`to_char(${invoices.paidOn}, 'YYYY-MM')`, net: sum(invoices.netCents), gross: sum(invoices.grossCents) })
      .from(invoices)
      .where(and(paid, gte(invoices.paidOn, chartStart)))
      .groupBy(sql`to_char(${invoices.paidOn}, 'YYYY-MM')`),
    db.select().from(adminAuditLog).where(activityOf ? eq(adminAuditLog.entityType, activityOf) : undefined).orderBy(desc(adminAuditLog.createdAt)).limit(20),
    contractViews(db, today).then((views) => contractFigures(views, today)),
  ])

  const months = Array.from({ length: 12 }, (_, index) => {
    const date = new Date(`${chartStart}T00:00:00Z`)
    date.setUTCMonth(date.getUTCMonth() + index)
    const key = date.toISOString().slice(0, 7)
    const row = monthly.find((entry) => entry.month === key)
    return { month: key, netCents: Number(row?.net ?? 0), grossCents: Number(row?.gross ?? 0) }
  })
  const openByKind = Object.fromEntries(openLeads.map((row) => [row.kind, row.total])) as Partial<Record<LeadKind, number>>
  return {
    openLeads: { audit: openByKind.audit ?? 0, contact: openByKind.contact ?? 0, meeting: openByKind.meeting ?? 0 },
    leadsThisWeek: thisWeek[0]?.total ?? 0,
    leadsLastWeek: lastWeek[0]?.total ?? 0,
    pendingReviews: pendingReviews[0]?.total ?? 0,
    outstanding: { count: outstanding[0]?.total ?? 0, grossCents: Number(outstanding[0]?.gross ?? 0) },
    overdue: { count: overdue[0]?.total ?? 0, grossCents: Number(overdue[0]?.gross ?? 0) },
    /** Open invoices whose overdue notice went unanswered (web/lib/invoices/dunning.ts). */
    followUp: followUp[0]?.total ?? 0,
    revenueMonth: { netCents: Number(month[0]?.net ?? 0), grossCents: Number(month[0]?.gross ?? 0) },
    revenueYear: { netCents: Number(year[0]?.net ?? 0), grossCents: Number(year[0]?.gross ?? 0) },
    activeProjects: activeProjects[0]?.total ?? 0,
    /** Monthly recurring revenue of the running contracts and the invoices their run writes in the next 30 days. */
    contracts,
    months,
    activity,
  }
}
