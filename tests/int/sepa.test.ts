import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { AccessDenied } from '../../web/lib/admin/access'
import { collectionRunFile, exportCollectionRun, listDirectDebits } from '../../web/lib/admin/direct-debits'
import type { CurrentUser } from '../../web/lib/auth/session'
import { billDueContracts } from '../../web/lib/contracts/billing'
import { createContract } from '../../web/lib/contracts/lifecycle'
import { addMonths, firstOfMonth } from '../../web/lib/contracts/terms'
import { getDb } from '../../web/lib/db/client'
import { contractBillings, type Customer, customers, emailOutbox, invoices, type SellerSnapshot } from '../../web/lib/db/schema'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { addDays, formatDay, todayInBerlin } from '../../web/lib/dates'
import { mandateText, mandateTextHash } from '../../web/lib/sepa/mandate-text'
import { activeMandate, grantMandate, type MandateGrant, MandateError, revokeMandate } from '../../web/lib/sepa/mandates'
import { currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { pain008SchemaErrors } from '../helpers/pain008-schema'
import { testDatabases } from '../helpers/test-databases'
import { parseXml, select, text } from '../helpers/xml-path'

/**
 * SEPA direct debit (web/lib/sepa): the customer's mandate (IBAN checked, one in force), contract invoices
 * collected under it on their due date, and the office's collection runs as pain.008.001.08 files that the
 * official ISO 20022 schema accepts, each invoice collected once.
 */
describe.each(testDatabases())('SEPA direct debit on $name', (database) => {
  const today = todayInBerlin()
  let admin: CurrentUser
  let customerUser: CurrentUser
  let customer: Customer
  let seller: SellerSnapshot

  const grant = (overrides: Partial<MandateGrant> = {}): MandateGrant => ({
    customerId: customer.id,
    scheme: 'core',
    accountHolder: 'Optik Scharf GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
    userId: customerUser.id,
    userName: customerUser.name,
    client: 'pseudonym',
    locale: 'de',
    creditor: { name: 'Lokalsicht GmbH', creditorId: 'DE98ZZZ09999999999' },
    today,
    ...overrides,
  })

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    await seedDemoPortal(db)
    admin = await currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
    const someone = await registerAt('192.0.2.95')
    customerUser = await currentUser(await sessionCookie(someone.email, someone.password, '192.0.2.95'), '192.0.2.95')
    ;[customer] = (await db.update(customers).set({ company: 'Optik Scharf GmbH', street: 'Schloßstraße 2', postalCode: '12163', city: 'Berlin' }).where(eq(customers.userId, someone.userId)).returning()) as [Customer]
    ;[{ seller }] = (await db.select({ seller: invoices.seller }).from(invoices).limit(1)) as [{ seller: SellerSnapshot }]
  })
  afterAll(() => database.close())

  it('takes a mandate only with a valid IBAN and BIC, one at a time (also when five arrive at once), and lets it be revoked', async () => {
    const db = await getDb()
    await expect(grantMandate(db, grant({ iban: 'DE89 3704 0044 0532 0130 01' }))).rejects.toMatchObject({ reason: 'iban' })
    await expect(grantMandate(db, grant({ bic: 'COBA' }))).rejects.toMatchObject({ reason: 'bic' })
    await expect(grantMandate(db, grant({ creditor: { name: 'Lokalsicht GmbH', creditorId: null } }))).rejects.toMatchObject({ reason: 'noCreditorId' })
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => grantMandate(db, grant())))
    const granted = results.filter((result) => result.status === 'fulfilled')
    expect(granted).toHaveLength(1)
    for (const refused of results.filter((result) => result.status === 'rejected')) expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(MandateError)
    const mandate = (granted[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof grantMandate>>>).value
    expect(mandate).toMatchObject({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', scheme: 'core', signedOn: today, textLocale: 'de' })
    expect(mandate.reference).toMatch(/^LS-\d{8}-[0-9A-F]{8}$/)
    expect(mandate.textHash).toBe(mandateTextHash(mandateText('de', 'core', { name: 'Lokalsicht GmbH', creditorId: 'DE98ZZZ09999999999' })))
    await revokeMandate(db, customer.id)
    expect(await activeMandate(db, customer.id)).toBeNull()
    await expect(revokeMandate(db, customer.id)).rejects.toMatchObject({ reason: 'none' })
  })

  it('collects contract invoices under the mandate in force on their due date, and exports each once in a valid pain.008.001.08 file', async () => {
    const db = await getDb()
    const mandate = await grantMandate(db, grant({ scheme: 'b2b', bic: '' }))
    const contract = await createContract(db, {
      customerId: customer.id,
      serviceId: null,
      description: 'Local SEO',
      locale: 'de',
      monthlyNetCents: 59_900,
      vatRate: 19,
      paymentTermDays: 14,
      startDate: addMonths(firstOfMonth(today), -1),
      minimumTermMonths: 6,
      noticePeriodMonths: 1,
      billingDay: 1,
    })
    await billDueContracts(db, today, seller)
    const billed = await db.select({ invoice: invoices }).from(contractBillings).innerJoin(invoices, eq(invoices.id, contractBillings.invoiceId)).where(eq(contractBillings.contractId, contract.id))
    expect(billed).toHaveLength(2)
    for (const { invoice } of billed) expect(invoice).toMatchObject({ mandateId: mandate.id, collectionDate: addDays(today, 14), grossCents: 71_281 })
    // The invoice's e-mail asks for no transfer: it names the day of the collection.
    const [mail] = await db.select({ text: emailOutbox.textBody }).from(emailOutbox).where(eq(emailOutbox.invoiceId, billed[0]!.invoice.id))
    expect(mail!.text).toContain(`am ${formatDay(addDays(today, 14), 'de')} per SEPA-Lastschrift`)
    expect(mail!.text).not.toContain('Bitte überweisen')

    const pending = (await listDirectDebits(admin)).pending.filter((item) => item.mandate.id === mandate.id)
    expect(pending.map((item) => item.number).sort()).toEqual(billed.map(({ invoice }) => invoice.number).sort())
    // Two exports at the same moment: one file has the invoices, the other is refused.
    const runs = await Promise.allSettled([exportCollectionRun(admin, today), exportCollectionRun(admin, today)])
    const made = runs.filter((result) => result.status === 'fulfilled').map((result) => (result as PromiseFulfilledResult<Awaited<ReturnType<typeof exportCollectionRun>>>).value)
    expect(made).toHaveLength(1)
    for (const refused of runs.filter((result) => result.status === 'rejected')) expect((refused as PromiseRejectedResult).reason).toMatchObject({ reason: expect.stringMatching(/^(concurrent|nothingToCollect)$/) })
    const file = await collectionRunFile(admin, made[0]!.id)
    expect(await pain008SchemaErrors(file!.xml)).toEqual([])
    // The schema check is not blind: a payment method other than DD, or a currency not in ISO form, is reported.
    expect(await pain008SchemaErrors(file!.xml.replace('<PmtMtd>DD</PmtMtd>', '<PmtMtd>TRF</PmtMtd>'))).not.toEqual([])
    expect(await pain008SchemaErrors(file!.xml.replace('Ccy="EUR"', 'Ccy="euro"'))).not.toEqual([])
    const root = parseXml(file!.xml)
    const info = 'Document/CstmrDrctDbtInitn/PmtInf'
    expect(text(root, `${info}/PmtTpInf/LclInstrm/Cd`)).toBe('B2B')
    expect(text(root, `${info}/PmtTpInf/SeqTp`)).toBe('FRST')
    expect(text(root, `${info}/ReqdColltnDt`)).toBe(addDays(today, 14))
    expect(text(root, `${info}/CdtrSchmeId/Id/PrvtId/Othr/Id`)).toBe('DE98ZZZ09999999999')
    const ours = select(root, `${info}/DrctDbtTxInf`).filter((transaction) => text(transaction, 'DrctDbtTx/MndtRltdInf/MndtId') === mandate.reference)
    expect(ours.map((transaction) => [text(transaction, 'InstdAmt'), text(transaction, 'DbtrAcct/Id/IBAN'), text(transaction, 'DbtrAgt/FinInstnId/Othr/Id')])).toEqual([
      ['712.81', 'DE89370400440532013000', 'NOTPROVIDED'],
      ['712.81', 'DE89370400440532013000', 'NOTPROVIDED'],
    ])
    // Nothing is collected twice: the next export has nothing of this customer's.
    expect((await listDirectDebits(admin)).pending.filter((item) => item.mandate.id === mandate.id)).toEqual([])

    // Next month: a recurring collection; a paid invoice and one under a revoked mandate are left out.
    await billDueContracts(db, addMonths(firstOfMonth(today), 1), seller)
    const next = await exportCollectionRun(admin, addMonths(firstOfMonth(today), 1))
    const nextRoot = parseXml((await collectionRunFile(admin, next.id))!.xml)
    expect(await pain008SchemaErrors((await collectionRunFile(admin, next.id))!.xml)).toEqual([])
    const recurring = select(nextRoot, 'Document/CstmrDrctDbtInitn/PmtInf').find((block) => select(block, 'DrctDbtTxInf').some((transaction) => text(transaction, 'DrctDbtTx/MndtRltdInf/MndtId') === mandate.reference))
    expect(text(recurring!, 'PmtTpInf/SeqTp')).toBe('RCUR')
    await revokeMandate(db, customer.id)
    await billDueContracts(db, addMonths(firstOfMonth(today), 2), seller)
    const afterRevocation = await db.select({ invoice: invoices }).from(contractBillings).innerJoin(invoices, eq(invoices.id, contractBillings.invoiceId)).where(eq(contractBillings.contractId, contract.id)).orderBy(asc(contractBillings.month))
    expect(afterRevocation.at(-1)!.invoice.mandateId).toBeNull()
    expect((await listDirectDebits(admin)).pending.filter((item) => item.mandate.id === mandate.id)).toEqual([])
  })

  it('shows and exports collections only to the office', async () => {
    for (const nobody of [null, customerUser]) {
      await expect(listDirectDebits(nobody)).rejects.toThrow(AccessDenied)
      await expect(exportCollectionRun(nobody)).rejects.toThrow(AccessDenied)
      await expect(collectionRunFile(nobody, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(AccessDenied)
    }
  })
})
