import 'server-only'
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { customers, invoices, projects, users } from '@/lib/db/schema'
import { recordAuthEvent } from './audit'

/** A registration whose address is not confirmed within this many days is deleted. */
export const UNCONFIRMED_REGISTRATION_DAYS = 30
/** Registrations deleted per call; the housekeeping comes back for the rest. */
const BATCH = 200

/**
 * Deletes registrations nobody confirmed (GDPR Art. 5(1)(c) and (e): the address may not even be the
 * registrant's own, and the login has never been usable): customer logins older than
 * UNCONFIRMED_REGISTRATION_DAYS whose address is unconfirmed, with their customer record, unless the
 * office has given that customer a project or an invoice meanwhile (then the record stays for the office
 * to decide). Each deletion is in the audit log (`account_deleted`, by the housekeeping). Returns how many
 * were deleted. Several instances may run it at once: rows another one is deleting are skipped.
 */
export async function deleteUnconfirmedRegistrations(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_REGISTRATION_DAYS * 24 * 60 * 60 * 1000)
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ userId: users.id, email: users.email, customerId: customers.id })
      .from(users)
      .leftJoin(customers, eq(customers.userId, users.id))
      .where(
        and(
          eq(users.emailVerified, false),
          eq(users.role, 'customer'),
          lt(users.createdAt, cutoff),
          notExists(tx.select({ one: sql`1` }).from(projects).where(eq(projects.customerId, customers.id))),
          notExists(tx.select({ one: sql`1` }).from(invoices).where(eq(invoices.customerId, customers.id))),
        ),
      )
      .limit(BATCH)
      .for('update', { of: users, skipLocked: true })
    if (stale.length === 0) return 0
    const customerIds = stale.flatMap((row) => (row.customerId ? [row.customerId] : []))
    if (customerIds.length > 0) await tx.delete(customers).where(inArray(customers.id, customerIds))
    // Sessions, credentials and pending account mails go with the login (ON DELETE CASCADE).
    await tx.delete(users).where(inArray(users.id, stale.map((row) => row.userId)))
    for (const row of stale) await recordAuthEvent(tx, { kind: 'account_deleted', email: row.email, clientAddress: 'housekeeping' })
    return stale.length
  })
}
