import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { adminDashboard } from '../../web/lib/admin/dashboard'
import { type AdminInvoiceFilter, listAdminInvoices } from '../../web/lib/admin/invoices'
import type { CurrentUser } from '../../web/lib/auth/session'
import { getDb } from '../../web/lib/db/client'
import { customers, type Invoice, invoices, type NewInvoice } from '../../web/lib/db/schema'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { addDays, todayInBerlin } from '../../web/lib/dates'
import { type DisplayStatus, displayStatus } from '../../web/lib/invoices/status'
import { getDashboardFigures, type InvoiceFilter, listInvoices } from '../../web/lib/portal/queries'
import { currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { testDatabases } from '../helpers/test-databases'

/**
 * An invoice's status is decided in one place (web/lib/invoices/status.ts): the function that labels a row
 * and the SQL conditions that select rows for lists and sums must agree, in the portal and in the admin.
 * One invoice of every kind and state, then every list, count and sum is compared with the labels.
 */
describe.each(testDatabases())('invoice status and money on $name', (database) => {
  const today = todayInBerlin()
  let admin: CurrentUser
  let customerId: string
  let rows: Invoice[]

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    await seedDemoPortal(db)
    admin = await currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
    const someone = await registerAt('192.0.2.40')
    const [customer] = await db.select().from(customers).where(eq(customers.userId, someone.userId))
    customerId = customer!.id
    const [{ seller }] = (await db.select({ seller: invoices.seller }).from(invoices).limit(1)) as [{ seller: Invoice['seller'] }]
    let serial = 100
    const amounts = (netCents: number) => ({ netCents, vatCents: netCents * 0.19, grossCents: netCents * 1.19 })
    const issued = (overrides: Partial<NewInvoice>): NewInvoice => ({
      customerId,
      description: `Status ${serial}`,
      netCents: 10_000,
      vatCents: 1_900,
      grossCents: 11_900,
      issueDate: addDays(today, -20),
      dueDate: addDays(today, 10),
      issuedAt: new Date(),
      buyerCompany: customer!.company,
      seller,
      status: 'issued',
      number: `INV-1990-${serial++}`,
      ...overrides,
    })
    await db.insert(invoices).values([
      { customerId, description: 'A draft', netCents: 5_000, vatCents: 950, grossCents: 5_950, status: 'draft' },
      issued({}), // pending: due in ten days
      issued({ dueDate: today }), // pending: due today
      issued({ dueDate: addDays(today, -1), ...amounts(20000) }), // overdue since yesterday
      issued({ status: 'paid', paidOn: today, ...amounts(30000) }),
      issued({ status: 'paid', paidOn: today, dueDate: addDays(today, -30), ...amounts(40000) }), // paid late: still paid
    ])
    const [cancelled] = await db.insert(invoices).values(issued({ status: 'cancelled', ...amounts(50000) })).returning()
    await db.insert(invoices).values(issued({ kind: 'credit_note', number: 'GS-1990-001', creditedInvoiceId: cancelled!.id, ...amounts(-50_000), dueDate: addDays(today, -5) }))
    rows = await db.select().from(invoices).where(eq(invoices.customerId, customerId))
  })
  afterAll(() => database.close())

  const idsWith = (...statuses: (DisplayStatus | 'draft')[]) =>
    rows
      .filter((row) => statuses.includes(displayStatus(row, today)))
      .map((row) => row.id)
      .sort()

  it('labels one invoice of every state as expected', () => {
    const labels = rows.map((row) => displayStatus(row, today)).sort()
    expect(labels).toEqual(['cancelled', 'credit', 'draft', 'overdue', 'paid', 'paid', 'pending', 'pending'])
  })

  it("selects in the portal's filters exactly the invoices its labels name", async () => {
    const listed = async (filter: InvoiceFilter) => (await listInvoices(customerId, { filter, today })).map((row) => row.id).sort()
    expect(await listed('all')).toEqual(idsWith('pending', 'overdue', 'paid', 'cancelled', 'credit'))
    expect(await listed('pending')).toEqual(idsWith('pending'))
    expect(await listed('overdue')).toEqual(idsWith('overdue'))
    expect(await listed('paid')).toEqual(idsWith('paid'))
  })

  it("selects in the admin's filters exactly the invoices its labels name", async () => {
    const listed = async (filter: AdminInvoiceFilter) => (await listAdminInvoices(admin, { filter, customerId })).rows.map((row) => row.id).sort()
    expect(await listed('open')).toEqual(idsWith('pending', 'overdue'))
    expect(await listed('overdue')).toEqual(idsWith('overdue'))
    expect(await listed('paid')).toEqual(idsWith('paid'))
    expect(await listed('cancelled')).toEqual(idsWith('cancelled'))
    expect(await listed('credit')).toEqual(idsWith('credit'))
  })

  it('counts the same open invoices and the same money received in the portal and in the admin', async () => {
    const sumOf = (statuses: DisplayStatus[]) =>
      rows.filter((row) => statuses.includes(displayStatus(row, today) as DisplayStatus)).reduce((total, row) => total + row.grossCents, 0)
    const figures = await getDashboardFigures(customerId)
    expect(figures.pendingInvoices).toBe(idsWith('pending', 'overdue').length)
    // Paid invoices only: neither the cancelled invoice nor its (negative) credit note counts.
    expect(figures.totalSpentCents).toBe(sumOf(['paid']))
    expect(figures.totalSpentCents).toBe(35_700 + 47_600)

    // The admin's figures cover every customer: this customer's invoices add exactly their share.
    const db = await getDb()
    const everyone = await db.select().from(invoices)
    const yearStart = `${today.slice(0, 4)}-01-01`
    const dashboard = await adminDashboard(admin, { today })
    const label = (row: Invoice) => displayStatus(row, today)
    expect(dashboard.outstanding.count).toBe(everyone.filter((row) => ['pending', 'overdue'].includes(label(row))).length)
    expect(dashboard.overdue.count).toBe(everyone.filter((row) => label(row) === 'overdue').length)
    expect(dashboard.revenueYear.grossCents).toBe(
      everyone.filter((row) => label(row) === 'paid' && row.paidOn! >= yearStart).reduce((total, row) => total + row.grossCents, 0),
    )
  })
})
