import 'server-only'
import { and, desc, eq } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { queryContent } from '@/lib/content/fetch'
import { priceListQuery } from '@/lib/content/queries'
import type { PriceListQueryResult } from '@/lib/content/sanity.types'
import { type Contract, adminAuditLog, contracts, customers } from '@/lib/db/schema'
import { getDb } from '@/lib/db/client'
import { todayInBerlin } from '@/lib/dates'
import { type ContractInput, createContract, endContract, pauseContract, resumeContract } from '@/lib/contracts/lifecycle'
import { contractBillingLog, contractFigures, contractViews } from '@/lib/contracts/overview'
import { parseEuroToCents } from '@/lib/invoices/parse'
import type { VatRate } from '@/lib/invoices/money'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'
import type { ContractForm } from './schemas'

export const CONTRACT_FILTERS = ['current', 'ended', 'all'] as const
export type ContractFilter = (typeof CONTRACT_FILTERS)[number]

/** The price list of the studio: each service's name in both languages, monthly net price and minimum term. */
export async function priceList(): Promise<PriceListQueryResult> {
  return (await queryContent<PriceListQueryResult>(priceListQuery, {})) ?? []
}

/** Every contract (current ones: running, paused, upcoming or under notice) with the figures above the list. */
export async function listAdminContracts(actor: CurrentUser | null, { filter = 'current', today = todayInBerlin() }: { filter?: ContractFilter; today?: string } = {}) {
  assertAdmin(actor)
  const views = await contractViews(await getDb(), today)
  const shown = filter === 'all' ? views : views.filter((view) => (view.status === 'ended') === (filter === 'ended'))
  return { rows: shown, figures: contractFigures(views, today) }
}

export async function getAdminContract(actor: CurrentUser | null, contractId: string, today = todayInBerlin()) {
  assertAdmin(actor)
  if (!/^[0-9a-f-]{36}$/i.test(contractId)) return null
  const db = await getDb()
  const [view] = await contractViews(db, today, eq(contracts.id, contractId))
  if (!view) return null
  const [billings, trail] = await Promise.all([
    contractBillingLog(db, contractId),
    db.select().from(adminAuditLog).where(and(eq(adminAuditLog.entityType, 'contract'), eq(adminAuditLog.entityId, contractId))).orderBy(desc(adminAuditLog.createdAt)),
  ])
  return { view, billings, trail }
}

export type ContractFormResult = { ok: true; input: ContractInput } | { ok: false; errors: Record<string, string> }

/**
 * The contract a form describes: a service picked from the price list gives the name (in the customer's
 * language), the monthly price and the minimum term wherever the form leaves them empty. Errors are
 * message keys per field.
 */
export async function contractFromForm(form: ContractForm, customerLocale: 'de' | 'en'): Promise<ContractFormResult> {
  const service = form.serviceId ? (await priceList()).find((entry) => entry._id === form.serviceId) : undefined
  const errors: Record<string, string> = {}
  if (form.serviceId && !service) errors.serviceId = 'admin.errors.contract.service'
  const description = form.description || (service ? (service.title[customerLocale] ?? service.title.de ?? '') : '')
  if (!description) errors.description = 'admin.errors.contract.description'
  const priceCents = form.monthlyPrice ? parseEuroToCents(form.monthlyPrice) : service?.priceEur != null ? service.priceEur * 100 : null
  if (priceCents === null || priceCents <= 0) errors.monthlyPrice = 'admin.errors.contract.price'
  const minimumTermMonths = form.minimumTermMonths ?? service?.durationMonths ?? null
  if (minimumTermMonths === null) errors.minimumTermMonths = 'admin.errors.contract.minimumTerm'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    input: {
      customerId: form.customerId,
      serviceId: service?._id ?? null,
      description,
      locale: customerLocale,
      monthlyNetCents: priceCents!,
      vatRate: Number(form.vatRate) as VatRate,
      startDate: form.startDate!,
      minimumTermMonths: minimumTermMonths!,
      noticePeriodMonths: form.noticePeriodMonths ?? 1,
      billingDay: form.billingDay ?? 1,
    },
  }
}

const auditFields = (contract: Contract) => ({
  description: contract.description,
  monthlyNetCents: contract.monthlyNetCents,
  vatRate: contract.vatRate,
  startDate: contract.startDate,
  minimumTermMonths: contract.minimumTermMonths,
  noticePeriodMonths: contract.noticePeriodMonths,
  billingDay: contract.billingDay,
  state: contract.state,
  pausedOn: contract.pausedOn,
  endDate: contract.endDate,
})

export async function createContractByAdmin(actor: CurrentUser | null, input: ContractInput): Promise<Contract | null> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id, anonymisedAt: customers.anonymisedAt }).from(customers).where(eq(customers.id, input.customerId))
    if (!customer || customer.anonymisedAt) return null
    const contract = await createContract(tx, input)
    await recordAdminChange(tx, actor, { action: 'contract.create', entityType: 'contract', entityId: contract.id, after: auditFields(contract) })
    return contract
  })
}

/** Pause, resume or end (on `endDate`), each with its audit entry in the same transaction. */
export async function changeContract(
  actor: CurrentUser | null,
  contractId: string,
  change: { kind: 'pause' } | { kind: 'resume' } | { kind: 'end'; endDate: string },
  today = todayInBerlin(),
): Promise<Contract> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contracts).where(eq(contracts.id, contractId))
    const after =
      change.kind === 'pause'
        ? await pauseContract(tx, contractId, today)
        : change.kind === 'resume'
          ? await resumeContract(tx, contractId, today)
          : (await endContract(tx, contractId, change.endDate, today)).after
    await recordAdminChange(tx, actor, { action: `contract.${change.kind}`, entityType: 'contract', entityId: contractId, before: before ? auditFields(before) : null, after: auditFields(after) })
    return after
  })
}
