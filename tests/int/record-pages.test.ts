import { globSync } from 'node:fs'
import path from 'node:path'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { getAdminInvoice } from '../../web/lib/admin/invoices'
import { getAdminProject } from '../../web/lib/admin/projects'
import { getCustomerDetail } from '../../web/lib/admin/customers'
import type { CurrentUser } from '../../web/lib/auth/session'
import { createContract } from '../../web/lib/contracts/lifecycle'
import { getDb } from '../../web/lib/db/client'
import { type Contract, contracts, type Customer, customers, invoices, projects } from '../../web/lib/db/schema'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { getCustomerOfUser } from '../../web/lib/portal/queries'
import { addressedRecord, RECORD_PAGE_PATHS } from '../../web/lib/routing/record-pages'
import { currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { localSeoContract } from '../helpers/contracts'
import { testDatabases } from '../helpers/test-databases'

const missingId = '00000000-0000-4000-8000-000000000000'
const url = (path: string) => new URL(`http://localhost:3000${path}`)

/** Whether the proxy would let the page show the record at this address to this person. */
async function shown(path: string, user: CurrentUser): Promise<boolean | 'not a record page'> {
  const record = addressedRecord(url(path))
  return record ? record.exists(user) : 'not a record page'
}

/**
 * The records whose pages are rendered per request: the proxy shows the prerendered 404 page in place of
 * a page whose record does not exist for the person signed in (web/lib/routing/record-pages.ts), and its
 * answer must agree with the page's own notFound(). The browser side is tests/e2e/accounts.spec.ts
 * ("without JavaScript a missing record").
 */
describe.each(testDatabases())('record pages in the proxy on $name', (database) => {
  let admin: CurrentUser
  let customerUser: CurrentUser
  let customer: Customer
  let otherCustomer: Customer
  let contract: Contract

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    await seedDemoPortal(db)
    admin = await currentUser(await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1'), '127.0.0.1')
    customerUser = await currentUser(await sessionCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '127.0.0.1'), '127.0.0.1')
    ;[customer] = (await db.select().from(customers).where(eq(customers.userId, customerUser.id))) as [Customer]
    ;[otherCustomer] = (await db.insert(customers).values({ name: 'Ohne Zugang', company: 'Andere GmbH', email: 'andere@example.de', locale: 'de' }).returning()) as [Customer]
    contract = await createContract(db, localSeoContract(customer.id))
  })
  afterAll(() => database.close())

  it('finds the admin records that exist, in both languages, as the pages do', async () => {
    const db = await getDb()
    const [invoice] = await db.select({ id: invoices.id }).from(invoices).limit(1)
    const [project] = await db.select({ id: projects.id }).from(projects).limit(1)
    expect(await shown(`/admin/kunden/${customer.id}`, admin)).toBe(true)
    expect(await shown(`/en/admin/customers/${customer.id}`, admin)).toBe(true)
    expect(await shown(`/admin/rechnungen/${invoice!.id}`, admin)).toBe(true)
    expect(await shown(`/en/admin/projects/${project!.id}`, admin)).toBe(true)
    expect(await shown(`/admin/vertraege/${contract.id}`, admin)).toBe(true)
    // The pages' own loaders agree.
    expect(await getCustomerDetail(admin, customer.id)).not.toBeNull()
    expect(await getAdminInvoice(admin, invoice!.id)).not.toBeNull()
    expect(await getAdminProject(admin, project!.id)).not.toBeNull()
  })

  it.each([
    '/admin/kunden/',
    '/admin/rechnungen/',
    '/admin/angebote/',
    '/admin/vertraege/',
    '/admin/projekte/',
    '/admin/anfragen/',
    '/en/admin/customers/',
    '/en/admin/leads/',
  ])('%s… with an id that does not exist, or is no id at all, is not found', async (prefix) => {
    for (const id of [missingId, '42', 'x%E0%A4', "'; drop table customers; --"]) {
      expect(await shown(`${prefix}${encodeURIComponent(id)}`, admin), id).toBe(false)
    }
  })

  it('leaves the fixed pages beside a record route and all other paths alone', async () => {
    for (const path of ['/admin/kunden/neu', '/en/admin/customers/new', '/admin/rechnungen', '/admin/kunden/1/2', '/dashboard', '/dashboard/rechnungen', '/dashboard/rechnungen?invoice=', '/dashboard/rechnungen?invoice=a&invoice=b', '/dashboard/vertraege?noticed=x', '/kunden/1']) {
      expect(await shown(path, admin), path).toBe('not a record page')
    }
  })

  it("shows a customer only their own issued invoices (the invoices page's ?invoice=)", async () => {
    const db = await getDb()
    const [own] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.customerId, customer.id), ne(invoices.status, 'draft')))
      .limit(1)
    expect(await shown(`/dashboard/rechnungen?invoice=${own!.id}`, customerUser)).toBe(true)
    expect(await shown(`/en/dashboard/invoices?status=open&invoice=${own!.id}`, customerUser)).toBe(true)
    expect(await shown(`/dashboard/rechnungen?invoice=${missingId}`, customerUser)).toBe(false)
    // An admin has no customer record: no invoice is theirs, as on the page.
    expect(await shown(`/dashboard/rechnungen?invoice=${own!.id}`, admin)).toBe(false)
    // Another customer's (registration gives each a customer record of their own).
    const someone = await registerAt('192.0.2.81')
    const someoneUser = await currentUser(await sessionCookie(someone.email, someone.password, '192.0.2.81'), '192.0.2.81')
    expect(await getCustomerOfUser(someoneUser.id)).not.toBeNull()
    expect(await shown(`/dashboard/rechnungen?invoice=${own!.id}`, someoneUser)).toBe(false)
  })

  it("lets a customer give notice only on their own contracts that are still open to notice (the contracts page's ?notice=)", async () => {
    const db = await getDb()
    const { id: _, ...fields } = contract
    const [foreign] = await db.insert(contracts).values({ ...fields, customerId: otherCustomer.id }).returning()
    expect(await shown(`/dashboard/vertraege?notice=${contract.id}`, customerUser)).toBe(true)
    expect(await shown(`/en/dashboard/contracts?notice=${contract.id}`, customerUser)).toBe(true)
    expect(await shown(`/dashboard/vertraege?notice=${foreign!.id}`, customerUser)).toBe(false)
    await db.update(contracts).set({ endDate: '2099-12-31' }).where(eq(contracts.id, contract.id))
    expect(await shown(`/dashboard/vertraege?notice=${contract.id}`, customerUser)).toBe(false)
  })
})

describe('the not-found boundaries of the portal and the admin', () => {
  it('sit beside the record pages and nowhere above the other pages', () => {
    // Next renders a not-found boundary into the payload of every page below it: one beside the dashboard
    // or the admin's pages made each of them render the whole 404 page (header, footer) on every request.
    const app = path.resolve(import.meta.dirname, '../../web/app')
    const expected = RECORD_PAGE_PATHS.map(({ locale, template }) => `(${locale})${template}/not-found.tsx`).sort()
    const found = globSync(['(de)/{admin,dashboard}/**/not-found.tsx', '(en)/en/{admin,dashboard}/**/not-found.tsx'], { cwd: app })
    expect(found.sort()).toEqual(expected)
  })
})
