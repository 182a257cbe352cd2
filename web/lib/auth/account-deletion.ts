import 'server-only'
import { and, count, eq, ne } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { customers, invoices, projects, users } from '@/lib/db/schema'
import { clientAddress } from '@/lib/http/client-address'
import { forgetStudioIdentitiesOf } from '@/lib/studio/access'
import { recordAuthEvent } from './audit'
import { getAuth } from './auth'
import type { CurrentUser } from './session'

export const ANONYMISED_NAME = 'Gelöschtes Kundenkonto'

/**
 * Deletes an account (GDPR Art. 17). The login, its sessions and pending account e-mails go; projects
 * and draft invoices go. Issued invoices must be kept (§ 147 AO, § 14b UStG): they keep the buyer's
 * details as printed, and the customer record they belong to is detached from the login and stripped
 * of every personal detail. A customer without issued invoices is deleted entirely.
 */
export async function deleteAccount(user: CurrentUser, headers: Headers): Promise<void> {
  const [db, auth] = await Promise.all([getDb(), getAuth()])
  const client = clientAddress(headers)
  await auth.api.signOut({ headers })
  await db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, user.id))
    if (customer) {
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
