import 'server-only'
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { type Contract, contracts, type Customer } from '@/lib/db/schema'
import { todayInBerlin } from '@/lib/dates'
import { giveNotice } from '@/lib/contracts/lifecycle'
import { contractViews } from '@/lib/contracts/overview'
import { earliestEndDate } from '@/lib/contracts/terms'
import { enqueueContractNoticeMail } from '@/lib/mail/contract-mails'
import type { CurrentUser } from '@/lib/auth/session'
import { pseudonym } from '@/lib/http/pseudonym'
import { currentSeller } from '@/lib/invoices/seller'
import type { SepaScheme } from '@/lib/sepa/mandate-text'
import { activeMandate, grantMandate, revokeMandate } from '@/lib/sepa/mandates'

/** The customer's contracts, newest first, with status, minimum term and next invoice. */
export async function customerContracts(customerId: string, today = todayInBerlin()) {
  return contractViews(await getDb(), today, eq(contracts.customerId, customerId))
}

/**
 * The contract a notice URL (`?notice=<id>`) asks about, if it is one of these views and still open to
 * notice (not ended, no end date set); otherwise the URL is "not found".
 */
export function contractOpenToNotice<View extends { status: string; contract: Contract }>(views: View[], contractId: string): View | undefined {
  return views.find((view) => view.contract.id === contractId && view.status !== 'ended' && !view.contract.endDate)
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

/** The creditor a mandate names: the agency's legal name and SEPA creditor identifier from the studio. */
export async function mandateCreditor() {
  const seller = await currentSeller()
  return { name: seller.legalName, creditorId: seller.sepaCreditorId ?? null }
}

export async function customerMandate(customerId: string) {
  return activeMandate(await getDb(), customerId)
}

/** The customer grants a mandate for their contracts' invoices; the client address is kept as a pseudonym only. */
export async function grantMandateAsCustomer(
  user: CurrentUser,
  customer: Customer,
  input: { scheme: SepaScheme; accountHolder: string; iban: string; bic: string; locale: 'de' | 'en' },
  clientAddress: string,
) {
  return grantMandate(await getDb(), {
    ...input,
    customerId: customer.id,
    userId: user.id,
    userName: user.name,
    client: pseudonym('client', clientAddress),
    creditor: await mandateCreditor(),
    today: todayInBerlin(),
  })
}

export async function revokeMandateAsCustomer(customer: Customer) {
  return revokeMandate(await getDb(), customer.id)
}
