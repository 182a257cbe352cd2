import 'server-only'
import { and, count, eq, gte, isNull, ne, notExists, or } from 'drizzle-orm'
import { type Executor, getDb } from '@/lib/db/client'
import { contractBillings, contracts, customers, invoices, projects, users } from '@/lib/db/schema'
import { todayInBerlin } from '@/lib/dates'
import { clientAddress } from '@/lib/http/client-address'
import { forgetStudioIdentitiesOf } from '@/lib/studio/access'
import { recordAuthEvent } from './audit'
import { getAuth } from './auth'
import type { CurrentUser } from './session'

export const ANONYMISED_NAME = 'Gelöschtes Kundenkonto'

/** Refused while a contract runs: the contract outlives a login, and its invoices need the customer's address. */
export class ContractsStillRunning extends Error {
  constructor() {
    super('A contract of this customer is still running.')
  }
}

/**
 * Deletes an account (GDPR Art. 17). The login, its sessions and pending account e-mails go; projects
 * and draft invoices go. Issued invoices must be kept (§ 147 AO, § 14b UStG): they keep the buyer's
 * details as printed, and the customer record they belong to is detached from the login and stripped
 * of every personal detail. A customer without issued invoices is deleted entirely.
 */
async function hasRunningContract(db: Executor, customerId: string): Promise<boolean> {
  const running = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.customerId, customerId), or(isNull(contracts.endDate), gte(contracts.endDate, todayInBerlin()))))
    .limit(1)
  return running.length > 0
}

export async function deleteAccount(user: CurrentUser, headers: Headers): Promise<void> {
  const [db, auth] = await Promise.all([getDb(), getAuth()])
  const client = clientAddress(headers)
  // Refused before anything changes, the session included (and once more inside the transaction).
  const [own] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, user.id))
  if (own && (await hasRunningContract(db, own.id))) throw new ContractsStillRunning()
  await auth.api.signOut({ headers })
  await db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, user.id))
    if (customer) {
      if (await hasRunningContract(tx, customer.id)) throw new ContractsStillRunning()
      // Ended contracts that never billed a month go; the others stay with the invoices they produced.
      await tx
        .delete(contracts)
        .where(and(eq(contracts.customerId, customer.id), notExists(tx.select({ id: contractBillings.id }).from(contractBillings).where(eq(contractBillings.contractId, contracts.id)))))
      await tx.delete(projects).where(eq(projects.customerId, customer.id))
      await tx.delete(invoices).where(and(eq(invoices.customerId, customer.id), eq(invoices.status, 'draft')))
      const [kept] = await tx
        .select({ total: count() })
        .from(invoices)
        .where(and(eq(invoices.customerId, customer.id), ne(invoices.status, 'draft')))
      if ((kept?.total ?? 0) > 0) {
        await tx
          .update(customers)
          .set({
            userId: null,
            name: ANONYMISED_NAME,
            company: ANONYMISED_NAME,
            email: null,
            phone: null,
            street: null,
            postalCode: null,
            city: null,
            vatId: null,
            anonymisedAt: new Date(),
          })
          .where(eq(customers.id, customer.id))
      } else {
        await tx.delete(customers).where(eq(customers.id, customer.id))
      }
    }
    await tx.delete(users).where(eq(users.id, user.id))
    await recordAuthEvent(tx, { kind: 'account_deleted', email: user.email, clientAddress: client })
  })
  forgetStudioIdentitiesOf(user.id)
}
