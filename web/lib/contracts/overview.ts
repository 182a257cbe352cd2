import 'server-only'
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '@/lib/db/client'
import { type Contract, contractBillings, contracts, customers, invoices } from '@/lib/db/schema'
import { vatCents, type VatRate } from '@/lib/invoices/money'
import { type ContractStatus, contractStatus } from './lifecycle'
import { addMonths, type BillingMonth, minimumTermEnd, nextBilling } from './terms'

/*
 * Contracts as the admin and the portal show them: status on a day, the end of the minimum term, the
 * next invoice (day and gross amount), and the monthly recurring revenue. One query per list.
 */

export interface ContractView {
  contract: Contract
  company: string
  status: ContractStatus
  minimumTermEnd: string
  /** The invoice the run writes next, or null (paused, ended). */
  next: (BillingMonth & { grossCents: number }) | null
}

const lastMonth = sql<string | null>`(select max(${contractBillings.month})::text from ${contractBillings} where ${contractBillings.contractId} = ${contracts.id})`

const grossOf = (contract: Contract, netCents: number) => netCents + vatCents(netCents, contract.vatRate as VatRate)

export function viewOf(contract: Contract, company: string, last: string | null, today: string): ContractView {
  const status = contractStatus(contract, today)
  const billing = status === 'paused' || status === 'ended' ? null : nextBilling(contract, last)
  return {
    contract,
    company,
    status,
    minimumTermEnd: minimumTermEnd(contract),
    next: billing && { ...billing, grossCents: grossOf(contract, billing.netCents) },
  }
}

/** Contracts (of one customer, with `where`), newest start first. */
export async function contractViews(db: Executor, today: string, where?: SQL): Promise<ContractView[]> {
  const rows = await db
    .select({ contract: contracts, company: customers.company, last: lastMonth })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .where(where)
    .orderBy(desc(contracts.startDate), asc(customers.company))
  return rows.map((row) => viewOf(row.contract, row.company, row.last, today))
}

/** What a contract has been billed: month, invoice (number, gross, status) or skipped, oldest first. */
export async function contractBillingLog(db: Executor, contractId: string) {
  return db
    .select({
      month: contractBillings.month,
      outcome: contractBillings.outcome,
      invoiceId: invoices.id,
      number: invoices.number,
      grossCents: invoices.grossCents,
      status: invoices.status,
      issueDate: invoices.issueDate,
    })
    .from(contractBillings)
    .leftJoin(invoices, eq(invoices.id, contractBillings.invoiceId))
    .where(eq(contractBillings.contractId, contractId))
    .orderBy(asc(contractBillings.month))
}

/**
 * Monthly recurring revenue (net, of the contracts running today, paused ones not counted) and the
 * invoices the run will write in the next 30 days (count and gross).
 */
export function contractFigures(views: ContractView[], today: string) {
  const horizon = addMonths(today, 1)
  const earning = views.filter((view) => view.status === 'running' || view.status === 'ending')
  const upcoming = views.flatMap((view) => (view.next && view.next.issueOn <= horizon ? [view.next] : []))
  return {
    running: earning.length,
    mrrCents: earning.reduce((total, view) => total + view.contract.monthlyNetCents, 0),
    upcomingCount: upcoming.length,
    upcomingGrossCents: upcoming.reduce((total, next) => total + next.grossCents, 0),
  }
}
