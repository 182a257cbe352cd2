import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { AccessDenied } from '../../web/lib/admin/access'
import { changeContract, contractFromForm, createContractByAdmin, getAdminContract, listAdminContracts } from '../../web/lib/admin/contracts'
import { ContractsStillRunning, deleteAccount } from '../../web/lib/auth/account-deletion'
import type { CurrentUser } from '../../web/lib/auth/session'
import { billDueContracts } from '../../web/lib/contracts/billing'
import { type ContractInput, ContractStateError, createContract } from '../../web/lib/contracts/lifecycle'
import { addMonths, firstOfMonth } from '../../web/lib/contracts/terms'
import { getDb } from '../../web/lib/db/client'
import { adminAuditLog, type Contract, contractBillings, contracts, type Customer, customers, emailOutbox, type Invoice, invoiceDocuments, invoiceItems, invoices } from '../../web/lib/db/schema'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { addDays, formatDay, todayInBerlin } from '../../web/lib/dates'
import { customerContracts, giveNoticeAsCustomer } from '../../web/lib/portal/contracts'
import { browserHeaders, currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { localSeoContract } from '../helpers/contracts'
import { testDatabases } from '../helpers/test-databases'

/**
 * Contracts (web/lib/contracts): the monthly run on a clock the test sets, exactly once with several
 * instances and after a gap, pro rata first and last months, pause and resume, the customer's notice
 * with its e-mail, and who may see and change what.
 */
describe.each(testDatabases())('contracts on $name', (database) => {
  const today = todayInBerlin()
  const thisMonth = firstOfMonth(today)
  let admin: CurrentUser
  let customer: Customer
  let seller: Invoice['seller']
  let customerUser: CurrentUser
  let customerCookie: string

  const localSeo = (overrides: Partial<ContractInput> = {}): ContractInput => localSeoContract(customer.id, { startDate: thisMonth, ...overrides })

  /** The contract's invoices, oldest month first, with their one line. */
  async function invoicesOf(contract: Contract) {
    const db = await getDb()
    return db
      .select({ month: contractBillings.month, invoice: invoices, line: invoiceItems })
      .from(contractBillings)
      .innerJoin(invoices, eq(invoices.id, contractBillings.invoiceId))
      .innerJoin(invoiceItems, eq(invoiceItems.invoiceId, invoices.id))
      .where(eq(contractBillings.contractId, contract.id))
      .orderBy(asc(contractBillings.month))
  }
  const billingsOf = async (contract: Contract) =>
    (await getDb()).select({ month: contractBillings.month, outcome: contractBillings.outcome }).from(contractBillings).where(eq(contractBillings.contractId, contract.id)).orderBy(asc(contractBillings.month))

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    await seedDemoPortal(db)
    admin = await currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
    const someone = await registerAt('192.0.2.80')
    customerCookie = await sessionCookie(someone.email, someone.password, '192.0.2.80')
    customerUser = await currentUser(customerCookie, '192.0.2.80')
    ;[customer] = (await db
      .update(customers)
      .set({ company: 'Blumen Berger GmbH', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' })
      .where(eq(customers.userId, someone.userId))
      .returning()) as [Customer]
    ;[{ seller }] = (await db.select({ seller: invoices.seller }).from(invoices).limit(1)) as [{ seller: Invoice['seller'] }]
  })
  afterAll(() => database.close())

  it('issues each month once on its billing day, catching up after a gap, also with two instances running at the same moment', async () => {
    const db = await getDb()
    const contract = await createContract(db, localSeo({ startDate: addMonths(thisMonth, -2), billingDay: 1 }))
    // Three months are due today (the server was "down" for the first two); two instances run at once.
    const runs = await Promise.all([billDueContracts(db, today, seller!), billDueContracts(db, today, seller!)])
    const billed = await invoicesOf(contract)
    expect(billed.map((row) => row.month)).toEqual([addMonths(thisMonth, -2), addMonths(thisMonth, -1), thisMonth])
    expect(runs.flatMap((run) => run.invoiced).filter((number) => billed.some((row) => row.invoice.number === number))).toHaveLength(3)
    for (const { month, invoice, line } of billed) {
      expect(invoice).toMatchObject({ status: 'issued', issueDate: today, servicePeriodStart: month, netCents: 59_900, vatCents: 11_381, grossCents: 71_281, buyerCompany: 'Blumen Berger GmbH' })
      expect(invoice.number).toMatch(/^INV-\d{4}-\d{3}$/)
      expect(line).toMatchObject({ quantity: '1.000', unit: 'MON', unitPriceCents: 59_900 })
      expect(line.description).toMatch(/^Local SEO, Monatspauschale \p{L}+ \d{4}$/u)
    }
    // Sent like every invoice: an e-mail each, with the stored PDF/A-3 and XRechnung.
    const mails = await db.select({ invoiceId: emailOutbox.invoiceId, subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.customerId, customer.id))
    for (const { invoice } of billed) {
      expect(mails.filter((mail) => mail.invoiceId === invoice.id)).toEqual([{ invoiceId: invoice.id, subject: `Ihre Rechnung ${invoice.number} von Lokalsicht` }])
      expect((await db.select({ kind: invoiceDocuments.kind }).from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoice.id))).map((row) => row.kind).sort()).toEqual(['pdf', 'xrechnung'])
    }
    // Again the same day, and the day after: nothing new.
    await billDueContracts(db, today, seller!)
    await billDueContracts(db, addDays(today, 1) < addMonths(thisMonth, 1) ? addDays(today, 1) : today, seller!)
    expect(await invoicesOf(contract)).toHaveLength(3)
    // Next month's billing day: the fourth.
    await billDueContracts(db, addMonths(thisMonth, 1), seller!)
    expect((await invoicesOf(contract)).map((row) => row.month)).toEqual([addMonths(thisMonth, -2), addMonths(thisMonth, -1), thisMonth, addMonths(thisMonth, 1)])
  })

  it('bills a first and a last month that are not whole pro rata by calendar days, and nothing after the end', async () => {
    const db = await getDb()
    const start = addMonths(thisMonth, 1)
    const midMonth = addDays(start, 14) // the 15th
    const contract = await createContract(db, localSeo({ startDate: midMonth, billingDay: 5, endDate: addDays(addMonths(start, 2), 9), locale: 'en' }))
    // Nothing before the start.
    await billDueContracts(db, addDays(midMonth, -1), seller!)
    expect(await invoicesOf(contract)).toEqual([])
    await billDueContracts(db, addMonths(start, 3), seller!)
    const billed = await invoicesOf(contract)
    const days = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
    const firstDays = days(start) - 14
    expect(billed.map((row) => [row.month, row.invoice.servicePeriodStart, row.invoice.servicePeriodEnd, row.invoice.netCents])).toEqual([
      [start, midMonth, addDays(addMonths(start, 1), -1), Math.round((59_900 * firstDays) / days(start))],
      [addMonths(start, 1), addMonths(start, 1), addDays(addMonths(start, 2), -1), 59_900],
      [addMonths(start, 2), addMonths(start, 2), addDays(addMonths(start, 2), 9), Math.round((59_900 * 10) / days(addMonths(start, 2)))],
    ])
    expect(billed[0]!.line).toMatchObject({ unit: 'LS', quantity: '1.000' })
    expect(billed[0]!.line.description).toBe(`Local SEO, pro rata ${formatDay(midMonth, 'en', 'medium')} to ${formatDay(addDays(addMonths(start, 1), -1), 'en', 'medium')} (${firstDays} of ${days(start)} days)`)
    expect(billed[0]!.invoice.description).toMatch(/^Local SEO – \p{L}+ \d{4}$/u)
  })

  it('bills no month whose billing day falls in a pause, and goes on after it', async () => {
    const db = await getDb()
    const start = addMonths(thisMonth, 1)
    const contract = await createContract(db, localSeo({ startDate: start, billingDay: 10 }))
    await billDueContracts(db, addDays(start, 9), seller!)
    expect((await billingsOf(contract)).map((row) => row.outcome)).toEqual(['invoiced'])
    await changeContract(admin, contract.id, { kind: 'pause' }, addDays(start, 20))
    // Two billing days pass while it is paused: nothing billed, however often the run comes by.
    await billDueContracts(db, addMonths(addDays(start, 9), 1), seller!)
    await billDueContracts(db, addMonths(addDays(start, 20), 2), seller!)
    expect(await billingsOf(contract)).toHaveLength(1)
    await expect(changeContract(admin, contract.id, { kind: 'pause' }, addMonths(addDays(start, 20), 2))).rejects.toThrow(ContractStateError)
    await changeContract(admin, contract.id, { kind: 'resume' }, addMonths(addDays(start, 20), 2))
    await billDueContracts(db, addMonths(addDays(start, 9), 3), seller!)
    expect(await billingsOf(contract)).toEqual([
      { month: start, outcome: 'invoiced' },
      { month: addMonths(start, 1), outcome: 'skipped' },
      { month: addMonths(start, 2), outcome: 'skipped' },
      { month: addMonths(start, 3), outcome: 'invoiced' },
    ])
    const trail = await db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(and(eq(adminAuditLog.entityType, 'contract'), eq(adminAuditLog.entityId, contract.id)))
    expect(trail.map((entry) => entry.action).sort()).toEqual(['contract.pause', 'contract.resume'])
  })

  it('takes the customer’s notice to the earliest lawful day, once, confirms it by e-mail and bills nothing after the end', async () => {
    const db = await getDb()
    const contract = await createContract(db, localSeo({ startDate: addMonths(thisMonth, -8), minimumTermMonths: 6 }))
    const noticeDay = today
    // Five notices at the same moment (double clicks, two tabs): one is taken, the others refused.
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => giveNoticeAsCustomer(customer, contract.id, { today: noticeDay })))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    for (const refused of results.filter((result) => result.status === 'rejected')) expect((refused as PromiseRejectedResult).reason).toMatchObject({ reason: 'noticeGiven' })
    const [ended] = await db.select().from(contracts).where(eq(contracts.id, contract.id))
    const expectedEnd = addDays(addMonths(firstOfMonth(addMonths(noticeDay, 1)), 1), -1)
    expect(ended).toMatchObject({ endDate: expectedEnd, noticeGivenOn: noticeDay, noticeGivenBy: 'customer' })
    const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.customerId, customer.id), eq(emailOutbox.purpose, 'contract_notice')))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ subject: 'Eingangsbestätigung Ihrer Kündigung: Local SEO', toAddress: customer.email })
    expect(mails[0]!.textBody).toContain(`Der Vertrag endet am ${formatDay(expectedEnd, 'de')}`)
    // The portal shows the end; the run bills up to the end month and not beyond.
    const [view] = (await customerContracts(customer.id, noticeDay)).filter((row) => row.contract.id === contract.id)
    expect(view).toMatchObject({ status: 'ending' })
    await billDueContracts(db, addDays(expectedEnd, 35), seller!)
    const months = (await billingsOf(contract)).map((row) => row.month)
    expect(months.at(-1)).toBe(firstOfMonth(expectedEnd))
    expect((await customerContracts(customer.id, addDays(expectedEnd, 1))).find((row) => row.contract.id === contract.id)).toMatchObject({ status: 'ended', next: null })
  })

  it('lets a customer give notice only on their own contract, and only the office see and change contracts', async () => {
    const db = await getDb()
    const [demo] = await db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email))
    const [demoContract] = await customerContracts(demo!.id)
    expect(demoContract).toMatchObject({ contract: { description: 'Local SEO', monthlyNetCents: 59_900, minimumTermMonths: 6 }, status: 'running' })
    await expect(giveNoticeAsCustomer(customer, demoContract!.contract.id)).rejects.toMatchObject({ reason: 'notFound' })
    expect((await customerContracts(customer.id)).some((row) => row.contract.id === demoContract!.contract.id)).toBe(false)
    for (const nobody of [null, customerUser]) {
      await expect(listAdminContracts(nobody)).rejects.toThrow(AccessDenied)
      await expect(getAdminContract(nobody, demoContract!.contract.id)).rejects.toThrow(AccessDenied)
      await expect(changeContract(nobody, demoContract!.contract.id, { kind: 'pause' })).rejects.toThrow(AccessDenied)
      await expect(createContractByAdmin(nobody, localSeo())).rejects.toThrow(AccessDenied)
    }
    expect((await db.select().from(contracts).where(eq(contracts.id, demoContract!.contract.id)))[0]).toMatchObject({ state: 'running', endDate: null })
    // Deleting the login while a contract runs is refused before anything changes, the session included.
    await expect(deleteAccount(customerUser, browserHeaders('192.0.2.80', customerCookie))).rejects.toThrow(ContractsStillRunning)
    expect(await currentUser(customerCookie, '192.0.2.80')).toMatchObject({ id: customerUser.id })
  })

  it('fills a new contract from the studio’s price list in the customer’s language, and counts it in the recurring revenue', async () => {
    const fromList = await contractFromForm(
      { customerId: customer.id, serviceId: 'service-technical-seo', description: '', monthlyPrice: '', vatRate: '19', startDate: addMonths(thisMonth, 1), minimumTermMonths: null, noticePeriodMonths: null, billingDay: null },
      'en',
    )
    expect(fromList).toMatchObject({ ok: true, input: { description: 'Technical SEO', monthlyNetCents: 79_900, minimumTermMonths: 3, noticePeriodMonths: 1, billingDay: 1, locale: 'en' } })
    const byHand = await contractFromForm(
      { customerId: customer.id, serviceId: 'service-local-seo', description: 'Local SEO Plus', monthlyPrice: '649,50', vatRate: '19', startDate: thisMonth, minimumTermMonths: 12, noticePeriodMonths: 3, billingDay: 15 },
      'de',
    )
    expect(byHand).toMatchObject({ ok: true, input: { description: 'Local SEO Plus', monthlyNetCents: 64_950, minimumTermMonths: 12, noticePeriodMonths: 3, billingDay: 15 } })
    expect(await contractFromForm({ customerId: customer.id, serviceId: 'service-gone', description: '', monthlyPrice: '', vatRate: '19', startDate: thisMonth, minimumTermMonths: null, noticePeriodMonths: null, billingDay: null }, 'de')).toEqual({
      ok: false,
      errors: { serviceId: 'admin.errors.contract.service', description: 'admin.errors.contract.description', monthlyPrice: 'admin.errors.contract.price', minimumTermMonths: 'admin.errors.contract.minimumTerm' },
    })
    const before = (await listAdminContracts(admin, { today })).figures
    const created = await createContractByAdmin(admin, (byHand as { input: ContractInput }).input)
    const after = (await listAdminContracts(admin, { today })).figures
    expect(after.mrrCents - before.mrrCents).toBe(64_950)
    expect(after.running - before.running).toBe(1)
    const detail = await getAdminContract(admin, created!.id, today)
    expect(detail!.trail.map((entry) => entry.action)).toEqual(['contract.create'])
    // Ended by the office on a day before today: refused, nothing changed.
    await expect(changeContract(admin, created!.id, { kind: 'end', endDate: addDays(today, -1) })).rejects.toMatchObject({ reason: 'endBeforeToday' })
  })
})
