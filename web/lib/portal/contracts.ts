import 'server-only'
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { type Contract, contracts, type Customer } from '@/lib/db/schema'
import { todayInBerlin } from '@/lib/dates'
import { giveNotice } from '@/lib/contracts/lifecycle'
import { contractViews } from '@/lib/contracts/overview'
import { earliestEndDate } from '@/lib/contracts/terms'
import { enqueueContractNoticeMail } from '@/lib/mail/contract-mails'

/** The customer's contracts, newest first, with status, minimum term and next invoice. */
export async function customerContracts(customerId: string, today = todayInBerlin()) {
  return contractViews(await getDb(), today, eq(contracts.customerId, customerId))
}

/** The day a notice given today would end the contract (shown before the customer confirms). */
export const endIfNoticeToday = (contract: Contract, today = todayInBerlin()) => earliestEndDate(contract, today)

/**
 * The customer gives notice on one of their own contracts (another customer's is "not found"): it ends on
 * the earliest lawful day, and the confirmation e-mail is written in the same transaction.
 */
export async function giveNoticeAsCustomer(customer: Customer, contractId: string, { today = todayInBerlin(), now = new Date() } = {}): Promise<Contract> {
  return giveNotice(await getDb(), {
    contractId,
    customerId: customer.id,
    today,
    alsoWrite: (tx, contract) => enqueueContractNoticeMail(tx, { contract, customer, receivedAt: now }),
  })
}
