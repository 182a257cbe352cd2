import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { AccessDenied } from '../../web/lib/admin/access'
import * as customers from '../../web/lib/admin/customers'
import { adminDashboard } from '../../web/lib/admin/dashboard'
import * as invoices from '../../web/lib/admin/invoices'
import * as leads from '../../web/lib/admin/leads'
import * as outbox from '../../web/lib/admin/outbox'
import * as projects from '../../web/lib/admin/projects'
import * as reviews from '../../web/lib/admin/reviews'
import * as users from '../../web/lib/admin/users'
import type { CurrentUser } from '../../web/lib/auth/session'
import { getDb } from '../../web/lib/db/client'
import * as schema from '../../web/lib/db/schema'
import { DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { browserHeaders, currentUser, sessionCookie } from '../helpers/accounts'
import { testDatabases } from '../helpers/test-databases'

const someId = '00000000-0000-4000-8000-000000000000'
const customerInput = { name: 'X', company: 'X GmbH', email: 'x@example.de', phone: '', street: '', postalCode: '', city: '', country: 'DE', vatId: '', language: 'de' as const }
const draft = { customerId: someId, description: 'x', locale: 'de' as const, servicePeriodStart: null, servicePeriodEnd: null, vatRate: 19 as const, paymentTermDays: 14, lines: [] }
const project = { customerId: someId, name: 'x', description: '', status: 'planning' as const, progress: 0, startDate: null, deadline: null, milestones: [] }

/** Every admin operation, as a function of the acting person. */
const operations: [string, (actor: CurrentUser | null) => Promise<unknown>][] = [
  ['list customers', (actor) => customers.listCustomers(actor)],
  ['create customer', (actor) => customers.createCustomer(actor, customerInput, { invite: true })],
  ['update customer', (actor) => customers.updateCustomer(actor, someId, customerInput)],
  ['invite customer', (actor) => customers.inviteCustomer(actor, someId)],
  ['customer detail', (actor) => customers.getCustomerDetail(actor, someId)],
  ['customer choices', (actor) => customers.customerChoices(actor)],
  ['list invoices', (actor) => invoices.listAdminInvoices(actor)],
  ['export invoices', (actor) => invoices.selectInvoicesForExport(actor, {})],
  ['invoice detail', (actor) => invoices.getAdminInvoice(actor, someId)],
  ['create draft', (actor) => invoices.createDraftInvoice(actor, draft)],
  ['update draft', (actor) => invoices.updateDraftInvoice(actor, someId, draft)],
  ['delete draft', (actor) => invoices.deleteDraftInvoice(actor, someId)],
  ['issue invoice', (actor) => invoices.issueDraftInvoice(actor, someId)],
  ['mark paid', (actor) => invoices.markInvoicePaid(actor, someId, '2026-11-25')],
  ['payment reminder', (actor) => invoices.sendPaymentReminder(actor, someId)],
  ['credit note', (actor) => invoices.cancelWithCreditNote(actor, someId)],
  ['list projects', (actor) => projects.listAdminProjects(actor)],
  ['project detail', (actor) => projects.getAdminProject(actor, someId)],
  ['create project', (actor) => projects.createProject(actor, project, '2026-11-25')],
  ['update project', (actor) => projects.updateProject(actor, someId, project, { today: '2026-11-25', notify: true })],
  ['list leads', (actor) => leads.listLeads(actor)],
  ['lead detail', (actor) => leads.getLead(actor, someId)],
  ['lead status', (actor) => leads.setLeadStatus(actor, someId, 'won')],
  ['lead note', (actor) => leads.addLeadNote(actor, someId, 'x')],
  ['convert lead', (actor) => leads.convertLeadToCustomer(actor, someId)],
  ['erase leads', (actor) => leads.eraseExpiredLeads(actor)],
  ['count expired leads', (actor) => leads.countExpiredLeads(actor)],
  ['list reviews', (actor) => reviews.listReviews(actor)],
  ['moderate review', (actor) => reviews.moderateReview(actor, someId, 'approved')],
  ['list outbox', (actor) => outbox.listOutbox(actor)],
  ['retry e-mail', (actor) => outbox.retryMessage(actor, someId)],
  ['list staff', (actor) => users.listStaff(actor)],
  ['invite staff', (actor) => users.inviteStaff(actor, { name: 'Eve', email: 'eve@example.de', role: 'admin', language: 'de' })],
  ['disable user', (actor) => users.setUserDisabled(actor, someId, true, browserHeaders())],
  ['dashboard', (actor) => adminDashboard(actor)],
]

async function rowCounts() {
  const db = await getDb()
  const tables = [schema.users, schema.customers, schema.invoices, schema.projects, schema.leads, schema.reviews, schema.emailOutbox, schema.adminAuditLog, schema.verifications]
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n))
}

describe.each(testDatabases())('admin operations refuse everyone but admins on $name', (database) => {
  let customer: CurrentUser
  beforeAll(async () => {
    await database.open()
    await seedDemoPortal(await getDb())
    customer = await currentUser(await sessionCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '127.0.0.1'), '127.0.0.1')
  })
  afterAll(() => database.close())

  it.each(operations)('%s: 401 signed out, 403 for a customer, nothing changes', async (_name, operation) => {
    const before = await rowCounts()
    await expect(operation(null)).rejects.toSatisfy((error) => error instanceof AccessDenied && error.status === 401)
    await expect(operation(customer)).rejects.toSatisfy((error) => error instanceof AccessDenied && error.status === 403)
    await expect(operation({ ...customer, role: 'editor' })).rejects.toSatisfy((error) => error instanceof AccessDenied && error.status === 403)
    expect(await rowCounts()).toEqual(before)
  })
})
