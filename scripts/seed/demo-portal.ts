/**
 * The demo customer and the demo admin (web/lib/demo-accounts.ts), with the customer's company, projects
 * and invoices, so that the portal shows the figures of the spec: 3 active projects, 12 completed,
 * 2 pending invoices (one of them overdue) and 15,750 € spent; and a running contract (Local SEO,
 * 599 €/month, 6 months) that began on the first of the month before last, with its three monthly
 * invoices, paid, and a SEPA mandate for the months to come; and one open quote. Dates are relative to the day of seeding. Idempotent: an existing account or customer
 * is left as it is.
 */
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../web/lib/db/client'
import { accounts, type Customer, customers, invoiceReminders, projectMilestones, projects, type SellerSnapshot, users, type InvoiceUnit, type ProjectStatus } from '../../web/lib/db/schema'
import { single } from '../../web/lib/db/single'
import { addDays, todayInBerlin } from '../../web/lib/dates'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { DEFAULT_DUNNING_SCHEDULE } from '../../web/lib/invoices/dunning-schedule'
import { createDraft, issueInvoice, markPaid } from '../../web/lib/invoices/lifecycle'
import { billContractMonth } from '../../web/lib/contracts/month-invoice'
import { createContract } from '../../web/lib/contracts/lifecycle'
import { addMonths, dueMonths, firstOfMonth } from '../../web/lib/contracts/terms'
import { sellerFromSettings } from '../../web/lib/invoices/seller-snapshot'
import type { BillingDetailsQueryResult } from '../../web/lib/content/sanity.types'
import { siteSettings } from './content/site'
import { contentMarketing, localSeo } from './content/services'
import { allowServerOnlyModules } from '../admin/server-only-modules'
import { createQuoteDraft } from '../../web/lib/quotes/lifecycle'
import { grantMandate } from '../../web/lib/sepa/mandates'
import { datasetId } from './shape'

async function ensureUser(db: Database, account: { email: string; password: string; name: string }, role: 'customer' | 'admin') {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))
  if (existing) return { id: existing.id, created: false }
  const password = await hashPassword(account.password)
  return db.transaction(async (tx) => {
    const user = single(
      await tx
        .insert(users)
        .values({ name: account.name, email: account.email, role, demo: true, locale: 'de', emailVerified: true })
        .returning({ id: users.id }),
    )
    await tx.insert(accounts).values({ userId: user.id, accountId: user.id, providerId: 'credential', password })
    return { id: user.id, created: true }
  })
}

interface SeedProject {
  name: string
  description: string
  status: ProjectStatus
  progress: number
  start: number
  deadline: number
  milestones?: { title: string; due: number; done?: number }[]
}

const activeProjects: SeedProject[] = [
  {
    name: 'Lokale SEO-Kampagne Prenzlauer Berg',
    description: 'Mehr Laufkundschaft aus dem Kiez: Filialseiten, Verzeichnisse und Bewertungen für „Bäckerei Prenzlauer Berg“.',
    status: 'in_progress',
    progress: 65,
    start: -70,
    deadline: 45,
    milestones: [
      { title: 'Keyword- und Wettbewerbsanalyse', due: -56, done: -58 },
      { title: 'Filialseiten optimiert', due: -21, done: -19 },
      { title: 'Einträge in 40 lokalen Verzeichnissen', due: 14 },
      { title: 'Abschlussbericht mit Rankings', due: 45 },
    ],
  },
  {
    name: 'Relaunch der Filialseiten',
    description: 'Neue Seiten für alle vier Filialen mit Öffnungszeiten, Sortiment und strukturierten Daten.',
    status: 'review',
    progress: 90,
    start: -45,
    deadline: 10,
    milestones: [
      { title: 'Texte und Fotos abgestimmt', due: -30, done: -31 },
      { title: 'Seiten gebaut und strukturierte Daten geprüft', due: -7, done: -6 },
      { title: 'Freigabe durch Sie', due: 5 },
    ],
  },
  {
    name: 'Google-Unternehmensprofile für vier Filialen',
    description: 'Einheitliche Profile mit Kategorien, Produkten, Fotos und wöchentlichen Beiträgen.',
    status: 'planning',
    progress: 10,
    start: 0,
    deadline: 75,
    milestones: [
      { title: 'Zugänge und Inhaberbestätigung', due: 10 },
      { title: 'Profile vervollständigt', due: 40 },
      { title: 'Beitragsplan für das erste Quartal', due: 75 },
    ],
  },
]

const completedProjects = [
  'SEO-Audit der Website',
  'Ladezeit-Optimierung',
  'Google-Unternehmensprofil Kastanienallee',
  'Bewertungsmanagement eingeführt',
  'Content-Strategie Frühjahr',
  'Fachartikel-Serie „Sauerteig von Anfang an“',
  'Bereinigung lokaler Verzeichnisse',
  'Strukturierte Daten für Öffnungszeiten',
  'Landingpage Weihnachtsgebäck',
  'Keyword-Recherche Neukölln',
  'Backlink-Analyse',
  'Mobile Optimierung',
]

interface SeedInvoice {
  description: string
  issued: number
  paid?: number
  period: [number, number]
  lines: { description: string; quantity: string; unit: InvoiceUnit; unitPriceCents: number }[]
}

/**
 * Paid: 3,258.57 + 3,570.00 + 2,975.00 + 3,808.00 and the contract's three months of 712.81 (below) =
 * 15,750.00 €; open: 2,142.00 (pending) and 2,618.00 (overdue).
 */
const sampleInvoices: SeedInvoice[] = [
  {
    description: 'Lokale SEO-Betreuung, drei Monate',
    issued: -400,
    paid: -392,
    period: [-490, -400],
    lines: [
      { description: 'Lokale SEO-Betreuung (Monatspauschale)', quantity: '3', unit: 'MON', unitPriceCents: 59_900 },
      { description: 'Google-Ads-Budget (Weiterberechnung zum Selbstkostenpreis)', quantity: '1', unit: 'LS', unitPriceCents: 94_129 },
    ],
  },
  {
    description: 'Onpage-Optimierung der Leistungsseiten',
    issued: -200,
    paid: -189,
    period: [-240, -201],
    lines: [
      { description: 'Onpage-Optimierung von zwölf Leistungsseiten', quantity: '1', unit: 'LS', unitPriceCents: 250_000 },
      { description: 'Ladezeit-Analyse', quantity: '5', unit: 'HUR', unitPriceCents: 10_000 },
    ],
  },
  {
    description: 'Technisches SEO-Audit und Umsetzung',
    issued: -120,
    paid: -111,
    period: [-150, -121],
    lines: [
      { description: 'Technisches SEO-Audit mit Maßnahmenplan', quantity: '1', unit: 'LS', unitPriceCents: 170_000 },
      { description: 'Umsetzung Ladezeit-Optimierung', quantity: '8', unit: 'HUR', unitPriceCents: 10_000 },
    ],
  },
  {
    description: 'Content-Marketing: acht Fachartikel',
    issued: -60,
    paid: -52,
    period: [-90, -61],
    lines: [{ description: 'Fachartikel inkl. Recherche und Bildauswahl', quantity: '8', unit: 'C62', unitPriceCents: 40_000 }],
  },
  {
    description: 'Linkaufbau in lokalen Verzeichnissen',
    issued: -40,
    period: [-70, -41],
    lines: [
      { description: 'Linkaufbau in lokalen Branchenverzeichnissen', quantity: '1', unit: 'LS', unitPriceCents: 140_000 },
      { description: 'Monatliches Reporting', quantity: '4', unit: 'MON', unitPriceCents: 20_000 },
    ],
  },
  {
    description: 'Google-Unternehmensprofil: Optimierung für vier Filialen',
    issued: -5,
    period: [-35, -6],
    lines: [{ description: 'Optimierung Google-Unternehmensprofil je Filiale', quantity: '4', unit: 'C62', unitPriceCents: 45_000 }],
  },
]

async function createDemoCustomer(db: Database, userId: string) {
  return single(
    await db
      .insert(customers)
      .values({
        userId,
        name: DEMO_CUSTOMER.name,
        company: 'Bäckerei Sonnenschein GmbH',
        email: DEMO_CUSTOMER.email,
        phone: '+49 30 4405 2281',
        street: 'Kastanienallee 12',
        postalCode: '10435',
        city: 'Berlin',
        vatId: 'DE287654321',
        locale: 'de',
      })
      .returning(),
  )
}

/**
 * The sample projects (3 running, 12 completed, with milestones) and the six sample invoices of a
 * customer, dated relative to `today`; invoices are numbered in the INV series of their issue year.
 */
export async function seedSampleCustomerData(db: Database, customer: Customer, today: string) {
  const day = (offset: number) => addDays(today, offset)

  for (const project of activeProjects) {
    const row = single(
      await db
        .insert(projects)
        .values({
          customerId: customer.id,
          name: project.name,
          description: project.description,
          status: project.status,
          progress: project.progress,
          startDate: day(project.start),
          deadline: day(project.deadline),
        })
        .returning({ id: projects.id }),
    )
    await db.insert(projectMilestones).values(
      (project.milestones ?? []).map((milestone, position) => ({
        projectId: row.id,
        position,
        title: milestone.title,
        dueDate: day(milestone.due),
        doneOn: milestone.done === undefined ? null : day(milestone.done),
      })),
    )
  }
  await db.insert(projects).values(
    completedProjects.map((name, index) => {
      const end = -100 - index * 45
      return {
        customerId: customer.id,
        name,
        description: '',
        status: 'completed' as const,
        progress: 100,
        startDate: day(end - 60),
        deadline: day(end),
        completedAt: day(end - 2),
      }
    }),
  )

  const seller = sellerFromSettings({ ...siteSettings, address: siteSettings.address } as unknown as BillingDetailsQueryResult)
  const contract = await createContract(db, {
    customerId: customer.id,
    serviceId: datasetId(localSeo._id),
    description: localSeo.title[customer.locale],
    locale: customer.locale,
    monthlyNetCents: localSeo.priceEur * 100,
    vatRate: 19,
    paymentTermDays: 14,
    startDate: addMonths(firstOfMonth(today), -2),
    minimumTermMonths: localSeo.durationMonths,
    noticePeriodMonths: 1,
    billingDay: 1,
  })
  // Every invoice through the same steps as the office and the monthly run, in the order of their issue
  // days (so that the numbers follow the dates): a draft, issued on its day, paid on its day.
  const events = [
    ...sampleInvoices.map((sample) => ({ day: day(sample.issued), issue: () => issueSample(db, customer, sample, seller, day) })),
    ...dueMonths(contract, today).map((billing) => ({
      day: billing.issueOn,
      issue: async () => {
        const outcome = await billContractMonth(db, { contractId: contract.id, billing, issueDate: billing.issueOn, seller })
        if (outcome.kind === 'invoiced') await markPaid(db, outcome.invoiceId, [addDays(billing.issueOn, 5), today].sort()[0]!)
      },
    })),
  ].sort((a, b) => a.day.localeCompare(b.day))
  for (const event of events) await event.issue()
  // From now on the contract's invoices are collected by SEPA direct debit under this mandate.
  await grantMandate(db, {
    customerId: customer.id,
    scheme: 'core',
    accountHolder: customer.company,
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
    userId: customer.userId!,
    userName: customer.name,
    client: 'demo data',
    locale: customer.locale,
    creditor: { name: seller.legalName, creditorId: seller.sepaCreditorId },
    today,
  })
  await seedOpenQuote(db, customer, seller, today)
}

/**
 * One open quote for the next step (Content-Marketing monthly, a keyword workshop once), sent without an
 * e-mail: the portal shows it with its PDF, ready to accept or decline.
 */
async function seedOpenQuote(db: Database, customer: Customer, seller: SellerSnapshot, today: string) {
  // The PDF is made by server modules (react-pdf, translations): resolvable from a script once allowed.
  allowServerOnlyModules()
  const { sendQuote } = await import('../../web/lib/quotes/send')
  const draft = await createQuoteDraft(db, {
    customerId: customer.id,
    leadId: null,
    title: customer.locale === 'de' ? 'Ausbau mit Content-Marketing' : 'Growing with content marketing',
    locale: customer.locale,
    note: '',
    validUntil: addDays(today, 21),
    startDate: addMonths(firstOfMonth(today), 1),
    vatRate: 19,
    items: [
      { serviceId: datasetId(contentMarketing._id), description: contentMarketing.title[customer.locale], billing: 'monthly', quantity: '1', unitPriceCents: contentMarketing.priceEur * 100, minimumTermMonths: contentMarketing.durationMonths },
      { serviceId: null, description: customer.locale === 'de' ? 'Keyword-Workshop vor Ort' : 'On-site keyword workshop', billing: 'once', quantity: '1', unitPriceCents: 45_000, minimumTermMonths: null },
    ],
  })
  await sendQuote(db, draft.id, { seller, notify: false })
}

async function issueSample(db: Database, customer: Customer, sample: SeedInvoice, seller: SellerSnapshot, day: (offset: number) => string) {
  const issueDate = day(sample.issued)
  const draft = await createDraft(db, {
    customerId: customer.id,
    description: sample.description,
    locale: customer.locale,
    servicePeriodStart: day(sample.period[0]),
    servicePeriodEnd: day(sample.period[1]),
    vatRate: 19,
    paymentTermDays: 14,
    lines: sample.lines,
  })
  const issued = await issueInvoice(db, draft.id, { issueDate, seller, issuedAt: new Date(`${issueDate}T09:00:00Z`) })
  if (sample.paid !== undefined) await markPaid(db, draft.id, day(sample.paid))
  else await sampleReminders(db, issued.id, issued.dueDate!, day(0))
}

/**
 * The reminders an unpaid invoice would have had by `today` under the default dunning schedule, as
 * history without e-mails: the demo shows a dunning trail, and the server's first scheduled run finds
 * nothing due for it.
 */
async function sampleReminders(db: Database, invoiceId: string, dueDate: string, today: string) {
  const { firstReminderDays, secondReminderDays } = DEFAULT_DUNNING_SCHEDULE
  const days = [addDays(dueDate, firstReminderDays), addDays(dueDate, firstReminderDays + secondReminderDays)]
  const sent = days.filter((sentOn) => sentOn <= today)
  if (sent.length) await db.insert(invoiceReminders).values(sent.map((sentOn, index) => ({ invoiceId, level: index + 1, trigger: 'schedule' as const, sentOn })))
}

export async function seedDemoPortal(db: Database): Promise<string> {
  const customerUser = await ensureUser(db, DEMO_CUSTOMER, 'customer')
  const admin = await ensureUser(db, DEMO_ADMIN, 'admin')
  const [existing] = await db.select({ id: customers.id }).from(customers).where(eq(customers.userId, customerUser.id))
  if (!existing) await seedSampleCustomerData(db, await createDemoCustomer(db, customerUser.id), todayInBerlin())
  const created = [customerUser.created && 'demo customer', admin.created && 'demo admin', !existing && 'sample projects and invoices']
  return created.filter(Boolean).join(', ') || 'demo accounts exist'
}
