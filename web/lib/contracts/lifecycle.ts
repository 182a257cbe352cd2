import { and, eq, inArray } from 'drizzle-orm'
import type { Executor, Transaction } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { type Contract, contractBillings, contracts, type NewContract } from '@/lib/db/schema'
import { addMonths, billingMonth, earliestEndDate, firstOfMonth } from './terms'

/*
 * A contract's life: running → (paused → running)* → notice given (an end date) → ended. The office
 * makes, pauses, resumes and ends contracts; the customer gives notice in the portal, to the earliest
 * lawful day (web/lib/contracts/terms.ts). Every change locks the contract row, as the monthly run does.
 */

export type ContractStatus = 'upcoming' | 'running' | 'paused' | 'ending' | 'ended'

/** What a contract is on `today`, for badges, filters and which buttons make sense. */
export function contractStatus(contract: Pick<Contract, 'startDate' | 'state' | 'endDate'>, today: string): ContractStatus {
  if (contract.endDate && contract.endDate < today) return 'ended'
  if (contract.state === 'paused') return 'paused'
  if (contract.startDate > today) return 'upcoming'
  return contract.endDate ? 'ending' : 'running'
}

export class ContractStateError extends Error {
  constructor(readonly reason: 'notFound' | 'ended' | 'noticeGiven' | 'notPaused' | 'notRunning' | 'endBeforeToday') {
    super(reason)
  }
}

export type ContractInput = Pick<
  NewContract,
  'customerId' | 'serviceId' | 'description' | 'locale' | 'monthlyNetCents' | 'vatRate' | 'paymentTermDays' | 'startDate' | 'minimumTermMonths' | 'noticePeriodMonths' | 'billingDay' | 'endDate' | 'quoteId'
>

export async function createContract(db: Executor, input: ContractInput): Promise<Contract> {
  return single(await db.insert(contracts).values(input).returning())
}

async function locked(tx: Transaction, contractId: string, customerId?: string): Promise<Contract> {
  const [contract] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), customerId ? eq(contracts.customerId, customerId) : undefined))
    .for('update')
  if (!contract) throw new ContractStateError('notFound')
  return contract
}

/** Pauses from `today`: months whose billing day falls in the pause are not billed. */
export async function pauseContract(db: Executor, contractId: string, today: string): Promise<Contract> {
  return db.transaction(async (tx) => {
    const contract = await locked(tx, contractId)
    const status = contractStatus(contract, today)
    if (status === 'ended') throw new ContractStateError('ended')
    if (status === 'paused') throw new ContractStateError('notRunning')
    return single(await tx.update(contracts).set({ state: 'paused', pausedOn: today }).where(eq(contracts.id, contractId)).returning())
  })
}

/**
 * Resumes on `today`. The months whose invoice would have been issued during the pause are recorded as
 * skipped, so the run does not bill them afterwards; the month whose billing day is today is billed.
 */
export async function resumeContract(db: Executor, contractId: string, today: string): Promise<Contract> {
  return db.transaction(async (tx) => {
    const contract = await locked(tx, contractId)
    if (contract.state !== 'paused' || !contract.pausedOn) throw new ContractStateError('notPaused')
    const skipped: string[] = []
    for (let month = firstOfMonth(contract.pausedOn); month <= today; month = addMonths(month, 1)) {
      const billing = billingMonth(contract, month)
      if (billing && billing.issueOn >= contract.pausedOn && billing.issueOn < today) skipped.push(month)
    }
    if (skipped.length) {
      const done = await tx
        .select({ month: contractBillings.month })
        .from(contractBillings)
        .where(and(eq(contractBillings.contractId, contractId), inArray(contractBillings.month, skipped)))
      const open = skipped.filter((month) => !done.some((row) => row.month === month))
      if (open.length) await tx.insert(contractBillings).values(open.map((month) => ({ contractId, month, outcome: 'skipped' as const })))
    }
    return single(await tx.update(contracts).set({ state: 'running', pausedOn: null }).where(eq(contracts.id, contractId)).returning())
  })
}

/**
 * The customer's notice (only their own contract: `customerId`), given on `today`: the contract ends on
 * the earliest lawful day. `alsoWrite` joins the transaction (the confirmation e-mail).
 */
export async function giveNotice(
  db: Executor,
  { contractId, customerId, today, alsoWrite }: { contractId: string; customerId: string; today: string; alsoWrite?: (tx: Transaction, contract: Contract) => Promise<unknown> },
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const contract = await locked(tx, contractId, customerId)
    if (contractStatus(contract, today) === 'ended') throw new ContractStateError('ended')
    if (contract.endDate) throw new ContractStateError('noticeGiven')
    const ended = single(
      await tx
        .update(contracts)
        .set({ endDate: earliestEndDate(contract, today), noticeGivenOn: today, noticeGivenBy: 'customer' })
        .where(eq(contracts.id, contractId))
        .returning(),
    )
    await alsoWrite?.(tx, ended)
    return ended
  })
}

/**
 * The office ends a contract on a day of its choosing, from today on: by agreement, for good cause, or on
 * the customer's notice received by letter or e-mail. A month already billed in full is not corrected
 * here (the office issues a credit note if it owes one).
 */
export async function endContract(db: Executor, contractId: string, endDate: string, today: string): Promise<{ before: Contract; after: Contract }> {
  return db.transaction(async (tx) => {
    const before = await locked(tx, contractId)
    if (contractStatus(before, today) === 'ended') throw new ContractStateError('ended')
    if (endDate < today || endDate < before.startDate) throw new ContractStateError('endBeforeToday')
    const after = single(
      await tx
        .update(contracts)
        .set({ endDate, noticeGivenOn: today, noticeGivenBy: 'agency' })
        .where(eq(contracts.id, contractId))
        .returning(),
    )
    return { before, after }
  })
}
