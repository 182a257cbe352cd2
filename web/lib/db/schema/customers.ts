import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt, localeEnum, updatedAt } from './columns'

// ---------------------------------------------------------------------------------------------------
// Customers: the company data behind an account (or without one, when the office keeps it), their
// projects and milestones.
// ---------------------------------------------------------------------------------------------------

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The login of this customer; null for a customer without one or after the account was deleted. */
    userId: uuid('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    /** The contact person. */
    name: text('name').notNull(),
    company: text('company').notNull(),
    /** Where invoices go; the login's address while the customer has one. */
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('DE'),
    vatId: text('vat_id'),
    locale: localeEnum('locale').notNull().default('de'),
    /** Set when the person deleted their account: the name and contact data are anonymised. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('customers_company_idx').on(table.company),
    // The admin's search by name, company or e-mail (any part of it).
    index('customers_company_trgm_idx').using('gin', sql`${table.company} gin_trgm_ops`),
    index('customers_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${table.email} gin_trgm_ops`),
    index('customers_city_idx').on(table.city),
    check('customers_country_code', sql`${table.country} ~ '^[A-Z]{2}$'`),
    check('customers_email_lower_case', sql`${table.email} is null or ${table.email} = lower(${table.email})`),
  ],
)

export const projectStatusEnum = pgEnum('project_status', ['planning', 'in_progress', 'review', 'completed'])

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: projectStatusEnum('status').notNull().default('planning'),
    /** Percent done, 0–100. */
    progress: smallint('progress').notNull().default(0),
    startDate: date('start_date'),
    deadline: date('deadline'),
    completedAt: date('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_customer_idx').on(table.customerId, table.status),
    check('projects_progress_range', sql`${table.progress} between 0 and 100`),
    check(
      'projects_completed_consistent',
      sql`(${table.status} = 'completed') = (${table.completedAt} is not null) and (${table.status} <> 'completed' or ${table.progress} = 100)`,
    ),
  ],
)

export const projectMilestones = pgTable(
  'project_milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    dueDate: date('due_date'),
    /** The day it was done; null while open. */
    doneOn: date('done_on'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('project_milestones_project_idx').on(table.projectId, table.position)],
)

export type Customer = typeof customers.$inferSelect
export type NewCustomer = typeof customers.$inferInsert
export type Project = typeof projects.$inferSelect
export type NewProject = typeof projects.$inferInsert
export type ProjectStatus = (typeof projectStatusEnum.enumValues)[number]
export type ProjectMilestone = typeof projectMilestones.$inferSelect
