import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { POST as postContact } from '../../web/app/api/contact/route'
import { POST as postReview } from '../../web/app/api/reviews/route'
import { createCustomer, getCustomerDetail, listCustomers, updateCustomer } from '../../web/lib/admin/customers'
import { adminDashboard } from '../../web/lib/admin/dashboard'
import { invoicesCsv } from '../../web/lib/admin/invoice-csv'
import {
  cancelWithCreditNote,
  createDraftInvoice,
  getAdminInvoice,
  issueDraftInvoice,
  listAdminInvoices,
  markInvoicePaid,
  selectInvoicesForExport,
  sendPaymentReminder,
} from '../../web/lib/admin/invoices'
import { addLeadNote, convertLeadToCustomer, eraseExpiredLeads, getLead, listLeads, setLeadStatus } from '../../web/lib/admin/leads'
import { retryMessage } from '../../web/lib/admin/outbox'
import { createProject, getAdminProject, updateProject } from '../../web/lib/admin/projects'
import { listReviews, moderateReview } from '../../web/lib/admin/reviews'
import { inviteStaff, setUserDisabled } from '../../web/lib/admin/users'
import type { CurrentUser } from '../../web/lib/auth/session'
import { signIn } from '../../web/lib/auth/sign-in'
import { getDb } from '../../web/lib/db/client'
import { adminAuditLog, customers, emailOutbox, invoiceDocuments, leads, sessions, users, verifications } from '../../web/lib/db/schema'
import { addDays, todayInBerlin } from '../../web/lib/dates'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { deliverDueMessages } from '../../web/lib/mail/outbox-worker'
import { siteUrl } from '../../web/lib/site-url'
import { getPortalCustomerFigures } from '../helpers/portal-figures'
import { browserHeaders, currentUser, registerAt, sessionCookie } from '../helpers/accounts'
import { postJson, validContact, validReview } from '../helpers/form-requests'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'
import { testDatabases } from '../helpers/test-databases'

const customerInput = (overrides: Partial<Parameters<typeof updateCustomer>[2]> = {}) => ({
  name: 'Petra Pfeffer',
  company: 'Pfeffer & Salz OHG',
  email: `petra.${Math.random().toString(36).slice(2)}@example.de`,
  phone: '',
  street: 'Gewürzweg 3',
  postalCode: '20095',
  city: 'Hamburg',
  country: 'DE',
  vatId: 'DE123456789',
  language: 'de' as const,
  ...overrides,
})

describe.each(testDatabases())('admin back office on $name', (database) => {
  let admin: CurrentUser
  let adminHeaders: Headers
  let sink: SmtpSink
  beforeAll(async () => {
    await database.open()
    await seedDemoPortal(await getDb())
    const cookie = await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1')
    admin = await currentUser(cookie, '127.0.0.1')
    adminHeaders = browserHeaders('127.0.0.1', cookie)
    sink = await startSmtpSink()
  })
  afterAll(async () => {
    await sink.stop()
    await database.close()
  })

  describe('customers', () => {
    it('creates a customer with a login and an invitation that lets them set a password for a week', async () => {
      const input = customerInput()
      const result = await createCustomer(admin, input, { invite: true })
      expect(result).toMatchObject({ outcome: 'created', invited: true })
      const db = await getDb()
      const [user] = await db.select().from(users).where(eq(users.email, input.email))
      expect(user).toMatchObject({ role: 'customer', name: input.name })
      const [token] = await db.select().from(verifications).where(eq(verifications.value, user!.id))
      expect(token!.identifier).toMatch(/^reset-password:/)
      expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
      const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, input.email))
      expect(mail?.subject).toBe('Ihr Zugang zum Lokalsicht-Kundenportal')
      expect(mail?.textBody).toMatch(/passwort-zuruecksetzen\?token=.*welcome=1/)
      const [entry] = await db.select().from(adminAuditLog).where(and(eq(adminAuditLog.action, 'customer.create'), eq(adminAuditLog.entityId, (result as { customer: { id: string } }).customer.id)))
      expect(entry).toMatchObject({ actorEmail: DEMO_ADMIN.email, after: expect.objectContaining({ company: input.company }) })
      expect(await createCustomer(admin, { ...customerInput(), email: input.email }, { invite: true })).toEqual({ outcome: 'emailTaken' })
    })

    it('searches, sorts and pages in the database, and logs what an edit changed', async () => {
      const tag = `Suchtest${Date.now()}`
      for (let i = 0; i < 27; i++) await createCustomer(admin, customerInput({ company: `${tag} ${String(i).padStart(2, '0')} GmbH` }), { invite: false })
      const first = await listCustomers(admin, { search: tag.toLowerCase(), sort: 'company', direction: 'desc' })
      expect(first).toMatchObject({ total: 27, page: 1, pages: 2 })
      expect(first.rows[0]?.company).toBe(`${tag} 26 GmbH`)
      const second = await listCustomers(admin, { search: tag, sort: 'company', direction: 'desc', page: 2 })
      expect(second.rows.map((row) => row.company)).toEqual([`${tag} 01 GmbH`, `${tag} 00 GmbH`])
      expect((await listCustomers(admin, { search: '%' })).total).toBe(0)

      const target = first.rows[0]!
      const input = customerInput({ company: `${tag} 26 GmbH`, vatId: 'DE999999999', city: 'Kiel' })
      await updateCustomer(admin, target.id, input)
      const detail = await getCustomerDetail(admin, target.id)
      expect(detail?.customer).toMatchObject({ city: 'Kiel', vatId: 'DE999999999' })
      const change = detail!.trail.find((entry) => entry.action === 'customer.update')
      expect(change?.before).toMatchObject({ city: 'Hamburg' })
      expect(change?.after).toMatchObject({ city: 'Kiel' })
      expect(Object.keys(change!.after!)).not.toContain('company')
    })
  })

  describe('invoices', () => {
    it('drafts, issues with stored PDF/A-3 and XRechnung, e-mails both, and the customer sees the same totals', async () => {
      const person = await registerAt('192.0.2.60')
      const db = await getDb()
      const [customer] = await db.select().from(customers).where(eq(customers.email, person.email))
      const draft = await createDraftInvoice(admin, {
        customerId: customer!.id,
        description: 'Lokale SEO November',
        locale: 'de',
        servicePeriodStart: '2026-11-01',
        servicePeriodEnd: '2026-11-30',
        vatRate: 19,
        paymentTermDays: 14,
        lines: [
          { description: 'Lokale SEO-Betreuung', quantity: '1', unit: 'MON', unitPriceCents: 59_900 },
          { description: 'Zusatzstunden', quantity: '2.5', unit: 'HUR', unitPriceCents: 9_500 },
        ],
      })
      expect(draft).toMatchObject({ netCents: 83_650, vatCents: 15_894, grossCents: 99_544 })
      const { invoice, mailed } = await issueDraftInvoice(admin, draft.id)
      expect(mailed).toBe(true)
      expect(invoice.number).toMatch(/^INV-\d{4}-\d{3}$/)
      const documents = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, draft.id))
      expect(documents.map((document) => document.kind).sort()).toEqual(['pdf', 'xrechnung'])
      const pdf = documents.find((document) => document.kind === 'pdf')!
      expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(pdf.bytes.toString('latin1')).toContain('factur-x.xml')

      process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`
      const { smtpTransport } = await import('../../web/lib/mail/transport')
      await deliverDueMessages(db, smtpTransport()!)
      const delivered = sink.messages.find((mail) => mail.subject === `Ihre Rechnung ${invoice.number} von Lokalsicht`)
      expect(delivered?.attachments.map((attachment) => attachment.filename).sort()).toEqual([`${invoice.number}-xrechnung.xml`, `${invoice.number}.pdf`])
      expect(delivered?.attachments.find((attachment) => attachment.filename === `${invoice.number}.pdf`)?.content.equals(pdf.bytes)).toBe(true)
      expect(delivered?.text).toMatch(/995,44\s€/)

      // The customer's portal shows it, with the same totals.
      expect(await getPortalCustomerFigures(customer!.id)).toMatchObject({ pendingInvoices: 1, totalSpentCents: 0 })
      await markInvoicePaid(admin, draft.id, todayInBerlin())
      expect(await getPortalCustomerFigures(customer!.id)).toMatchObject({ pendingInvoices: 0, totalSpentCents: 99_544 })
      expect((await getAdminInvoice(admin, draft.id))?.trail.map((entry) => entry.action)).toEqual(['invoice.paid', 'invoice.issue', 'invoice.draft.create'])
    })

    it('sends a reminder for an open invoice and cancels an invoice only with a stored, e-mailed credit note', async () => {
      const db = await getDb()
      const person = await registerAt('192.0.2.61', { company: `Kaffeerösterei Bohne ${Date.now()} KG` })
      const [customer] = await db.select().from(customers).where(eq(customers.email, person.email))
      const draft = await createDraftInvoice(admin, {
        customerId: customer!.id,
        description: 'Audit',
        locale: 'en',
        servicePeriodStart: null,
        servicePeriodEnd: null,
        vatRate: 7,
        paymentTermDays: 0,
        lines: [{ description: 'SEO audit', quantity: '1', unit: 'LS', unitPriceCents: 29_900 }],
      })
      await issueDraftInvoice(admin, draft.id)
      expect(await sendPaymentReminder(admin, draft.id)).toEqual({ level: 1 })
      const [reminder] = await db.select().from(emailOutbox).where(and(eq(emailOutbox.invoiceId, draft.id), eq(emailOutbox.purpose, 'invoice_reminder')))
      expect(reminder?.subject).toMatch(/^Payment reminder: invoice INV-/)
      const { creditNote } = await cancelWithCreditNote(admin, draft.id)
      expect(creditNote).toMatchObject({ kind: 'credit_note', grossCents: -31_993, number: expect.stringMatching(/^GS-/) })
      expect((await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, creditNote.id))).length).toBe(2)
      expect(await sendPaymentReminder(admin, draft.id)).toBeNull() // cancelled now
      const credited = await listAdminInvoices(admin, { filter: 'credit', search: creditNote.number! })
      expect(credited.rows.map((row) => row.number)).toEqual([creditNote.number])
      // The search also matches the customer's company and the invoice's description, and keeps the filter.
      const byCompany = await listAdminInvoices(admin, { search: customer!.company.toUpperCase() })
      expect(byCompany.rows.map((row) => row.id).sort()).toEqual([draft.id, creditNote.id].sort())
      const byDescription = await listAdminInvoices(admin, { filter: 'cancelled', search: 'audit' })
      expect(byDescription.rows.some((row) => row.id === draft.id)).toBe(true)
      expect(byDescription.rows.every((row) => row.status === 'cancelled')).toBe(true)
    })

    it("exports the accountant's CSV of the selection", async () => {
      const rows = await selectInvoicesForExport(admin, { filter: 'paid' })
      const csv = invoicesCsv(rows, 'de')
      const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
      expect(lines[0]).toBe('Rechnungsnummer;Rechnungsdatum;Leistungszeitraum;Fälligkeit;Kunde;USt-IdNr. Kunde;Netto;Steuersatz %;Umsatzsteuer;Brutto;Status;Bezahlt am')
      expect(lines.length).toBe(rows.length + 1)
      expect(lines.some((line) => /;2500,00;19;475,00;2975,00;bezahlt;/.test(line))).toBe(true)
      expect(invoicesCsv([{ ...rows[0]!, company: '=HYPERLINK("x")' }], 'en')).toContain(`"'=HYPERLINK(""x"")"`)
    })
  })

  describe('projects, leads, reviews, outbox, staff', () => {
    it('updates a project and its milestones, e-mails a status change only when asked', async () => {
      const db = await getDb()
      const person = await registerAt('192.0.2.62')
      const [customer] = await db.select().from(customers).where(eq(customers.email, person.email))
      const base = { customerId: customer!.id, name: 'Relaunch', description: 'Neue Seiten', status: 'planning' as const, progress: 0, startDate: null, deadline: '2027-01-31', milestones: [{ title: 'Konzept', dueDate: '2026-12-15', done: false, doneOn: null }] }
      const project = await createProject(admin, base, '2026-11-25')
      const silent = await updateProject(admin, project.id, { ...base, status: 'in_progress', progress: 30 }, { today: '2026-11-26', notify: false })
      expect(silent?.notified).toBe(false)
      const loud = await updateProject(admin, project.id, { ...base, status: 'review', progress: 90, milestones: [{ title: 'Konzept', dueDate: '2026-12-15', done: true, doneOn: null }] }, { today: '2026-11-27', notify: true })
      expect(loud?.notified).toBe(true)
      const detail = await getAdminProject(admin, project.id)
      expect(detail?.milestones[0]).toMatchObject({ title: 'Konzept', doneOn: '2026-11-27' })
      const mails = await db.select().from(emailOutbox).where(and(eq(emailOutbox.customerId, customer!.id), eq(emailOutbox.purpose, 'project_update')))
      expect(mails.map((mail) => mail.subject)).toEqual(['Ihr Projekt „Relaunch“: Überprüfung'])
    })

    it('runs the leads inbox: status, notes, conversion to a customer, erasure after the retention period', async () => {
      expect((await postContact(postJson('/api/contact', validContact({ firstName: 'Lea', lastName: 'Lead', email: 'lea.lead@example.de' })))).status).toBe(201)
      const { rows } = await listLeads(admin, { kind: 'contact', status: 'new' })
      const lead = rows.find((row) => row.email === 'lea.lead@example.de')!
      expect(await setLeadStatus(admin, lead.id, 'contacted')).toBe(true)
      expect(await addLeadNote(admin, lead.id, 'Rückruf vereinbart')).toBe(true)
      const converted = await convertLeadToCustomer(admin, lead.id)
      const detail = await getLead(admin, lead.id)
      expect(detail?.lead.status).toBe('won')
      expect(detail?.notes.map((note) => note.body)).toEqual(['Rückruf vereinbart'])
      expect(detail?.trail.map((entry) => entry.action)).toEqual(['lead.convert', 'lead.note', 'lead.status'])
      const [customer] = await (await getDb()).select().from(customers).where(eq(customers.id, converted!.customerId))
      expect(customer).toMatchObject({ name: 'Lea Lead', email: 'lea.lead@example.de', userId: null })

      const db = await getDb()
      await db.execute(sql`update leads set created_at = now() - interval '25 months' where id = ${lead.id}`)
      expect(await eraseExpiredLeads(admin)).toBe(1)
      const [erased] = await db.select().from(leads).where(eq(leads.id, lead.id))
      expect(erased).toMatchObject({ firstName: null, lastName: null, email: null, message: null, kind: 'contact', status: 'won' })
      expect(erased?.erasedAt).toBeInstanceOf(Date)
      expect((await getLead(admin, lead.id))?.notes).toEqual([])
      expect(await eraseExpiredLeads(admin)).toBe(0)
    })

    it('approves and rejects reviews; only approved ones count', async () => {
      expect((await postReview(postJson('/api/reviews', validReview({ name: 'Gute Kundin', rating: 5 })))).status).toBe(201)
      expect((await postReview(postJson('/api/reviews', validReview({ name: 'Spam Bot', rating: 1, comment: 'Kaufen Sie billige Uhren' })))).status).toBe(201)
      const pending = await listReviews(admin, 'pending')
      const good = pending.rows.find((review) => review.name === 'Gute Kundin')!
      const spam = pending.rows.find((review) => review.name === 'Spam Bot')!
      const { getReviewSummary } = await import('../../web/lib/reviews/summary')
      const before = await getReviewSummary()
      expect(await moderateReview(admin, good.id, 'approved')).toBe(true)
      expect(await moderateReview(admin, spam.id, 'rejected')).toBe(true)
      expect(await moderateReview(admin, spam.id, 'approved')).toBe(false) // decided already
      const after = await getReviewSummary()
      expect(after.count).toBe(before.count + 1)
      expect(after.reviews.map((review) => review.name)).toContain('Gute Kundin')
      expect(after.reviews.map((review) => review.name)).not.toContain('Spam Bot')
    })

    it('puts a failed e-mail back in the queue', async () => {
      const db = await getDb()
      const [message] = await db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1)
      await db.update(emailOutbox).set({ status: 'failed', attempts: 8, lastError: 'SMTP down' }).where(eq(emailOutbox.id, message!.id))
      expect(await retryMessage(admin, message!.id)).toBe(true)
      const [retried] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, message!.id))
      expect(retried).toMatchObject({ status: 'pending', attempts: 0, lastError: null })
      expect(await retryMessage(admin, message!.id)).toBe(false) // not failed any more
    })

    it('invites another admin and disables a login at once (sessions end, sign-in refused)', async () => {
      expect(await inviteStaff(admin, { name: 'Nora Neu', email: 'nora.neu@lokalsicht.de', role: 'admin', language: 'de' })).toBe('invited')
      expect(await inviteStaff(admin, { name: 'Nora Neu', email: 'nora.neu@lokalsicht.de', role: 'admin', language: 'de' })).toBe('emailTaken')
      const db = await getDb()
      const [nora] = await db.select().from(users).where(eq(users.email, 'nora.neu@lokalsicht.de'))
      expect(nora?.role).toBe('admin')

      const person = await registerAt('192.0.2.63')
      await sessionCookie(person.email, person.password, '192.0.2.64')
      expect((await db.select().from(sessions).where(eq(sessions.userId, person.userId))).length).toBe(2)
      expect(await setUserDisabled(admin, person.userId, true, adminHeaders)).toBe('done')
      expect(await db.select().from(sessions).where(eq(sessions.userId, person.userId))).toEqual([])
      expect((await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('192.0.2.65') })).outcome).toBe('disabled')
      expect(await setUserDisabled(admin, admin.id, true, adminHeaders)).toBe('self')
      expect(await setUserDisabled(admin, person.userId, false, adminHeaders)).toBe('done')
      expect((await signIn({ email: person.email, password: person.password, rememberMe: true, headers: browserHeaders('192.0.2.66') })).outcome).toBe('signedIn')
    })

    it('invites staff with an e-mail about their role (back office or content studio), not the customer portal', async () => {
      const db = await getDb()
      const site = siteUrl()
      const invitationTo = async (role: 'admin' | 'editor', language: 'de' | 'en') => {
        const email = `${role}.${language}.${Date.now()}@lokalsicht.de`
        expect(await inviteStaff(admin, { name: 'Jana Jung', email, role, language })).toBe('invited')
        const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))
        expect(mail).toMatchObject({ purpose: 'account', locale: language, status: 'pending', redactAfterSend: true })
        expect(mail!.textBody).not.toMatch(/Kundenportal|customer portal/)
        expect(mail!.htmlBody).not.toMatch(/Kundenportal|customer portal/)
        return mail!
      }

      const adminDe = await invitationTo('admin', 'de')
      expect(adminDe.subject).toBe('Ihr Zugang zur Lokalsicht-Verwaltung')
      expect(adminDe.textBody).toContain('Guten Tag Jana Jung,')
      expect(adminDe.textBody).toContain('für Sie ist ein Administratorzugang zur Lokalsicht-Verwaltung eingerichtet')
      expect(adminDe.textBody).toContain(`Danach melden Sie sich unter ${site}/admin/dashboard an.`)
      expect(adminDe.textBody).toContain(`im Content-Studio unter ${site}/studio.`)
      expect(adminDe.textBody).toMatch(/\/passwort-zuruecksetzen\?token=.*welcome=1/)
      expect(adminDe.textBody).toContain('Der Link gilt sieben Tage.')

      const adminEn = await invitationTo('admin', 'en')
      expect(adminEn.subject).toBe('Your access to the Lokalsicht back office')
      expect(adminEn.textBody).toContain('An administrator account for the Lokalsicht back office has been set up for you')
      expect(adminEn.textBody).toContain(`Then sign in at ${site}/en/admin/dashboard.`)
      expect(adminEn.textBody).toMatch(/\/en\/reset-password\?token=.*welcome=1/)
      expect(adminEn.textBody).toContain('The link is valid for seven days.')

      const editorDe = await invitationTo('editor', 'de')
      expect(editorDe.subject).toBe('Ihr Zugang zum Content-Studio von Lokalsicht')
      expect(editorDe.textBody).toContain('Damit bearbeiten Sie die Inhalte der Website im Content-Studio.')
      expect(editorDe.textBody).toContain(`Anschließend erreichen Sie das Content-Studio unter ${site}/studio und melden sich dort`)
      expect(editorDe.textBody).not.toContain('/admin/')
      expect(editorDe.textBody).toMatch(/\/passwort-zuruecksetzen\?token=.*welcome=1/)
      expect(editorDe.textBody).toContain('Der Link gilt sieben Tage.')

      const editorEn = await invitationTo('editor', 'en')
      expect(editorEn.subject).toBe('Your access to the Lokalsicht content studio')
      expect(editorEn.textBody).toContain("With it you edit the website's content in the content studio.")
      expect(editorEn.textBody).toContain(`You will then find the content studio at ${site}/studio;`)
      expect(editorEn.textBody).not.toContain('/admin/')
      expect(editorEn.textBody).toMatch(/\/en\/reset-password\?token=.*welcome=1/)
    })

    it('computes the dashboard from the database', async () => {
      const today = todayInBerlin()
      const figures = await adminDashboard(admin)
      expect(figures.pendingReviews).toBeGreaterThanOrEqual(0)
      expect(figures.outstanding.count).toBeGreaterThanOrEqual(2) // the demo customer's two open invoices
      expect(figures.overdue.count).toBeGreaterThanOrEqual(1)
      expect(figures.activeProjects).toBeGreaterThanOrEqual(3)
      expect(figures.months).toHaveLength(12)
      expect(figures.months.at(-1)?.month).toBe(today.slice(0, 7))
      // The demo's paid invoices: their gross adds up, month by month, to the year's revenue.
      const thisYear = figures.months.filter((entry) => entry.month.startsWith(today.slice(0, 4))).reduce((sum, entry) => sum + entry.grossCents, 0)
      expect(thisYear).toBe(figures.revenueYear.grossCents)
      expect(figures.activity.length).toBeGreaterThan(0)
      expect(addDays(today, 0)).toBe(today)
    })
  })
})
