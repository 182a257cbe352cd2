import 'server-only'
import { eq } from 'drizzle-orm'
import type { Locale } from '@/i18n/routing'
import { requireUser, type CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { type Customer, customers } from '@/lib/db/schema'
import { getCustomerOfUser } from './queries'

export interface PortalContext {
  user: CurrentUser
  /** The customer record of a customer; null for agency accounts (admins, editors). */
  customer: Customer | null
}

/**
 * The signed-in person and their customer record, for every portal page. Signed-out visitors go to
 * the login (and come back to `next`). A customer login whose record is missing (registration cut
 * off between its two writes) gets one from the login's details, to be completed in the settings.
 */
export async function requirePortal(locale: Locale, next: string): Promise<PortalContext> {
  const user = await requireUser(locale, next)
  let customer = await getCustomerOfUser(user.id)
  if (!customer && user.role === 'customer') {
    const db = await getDb()
    await db
      .insert(customers)
      .values({ userId: user.id, name: user.name, company: user.name, email: user.email, locale: user.locale })
      .onConflictDoNothing({ target: customers.userId })
    const [created] = await db.select().from(customers).where(eq(customers.userId, user.id))
    customer = created ?? null
  }
  return { user, customer: customer ?? null }
}
