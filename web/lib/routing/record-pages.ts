import 'server-only'
import { eq } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import * as z from 'zod/mini'
import { germanPathnames, localizedTemplate } from '@/i18n/route-table.mjs'
import { type Locale, type Route, routing } from '@/i18n/routing'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { contracts, customers, invoices, leads, projects, quotes } from '@/lib/db/schema'
import { contractOpenToNotice, customerContracts } from '@/lib/portal/contracts'
import { findCustomerInvoice, getCustomerOfUser } from '@/lib/portal/queries'

/** A record id as PostgreSQL's uuid type reads it (anything else is no record). */
const recordId = z.guid()

/** Whether a row with this id exists: what the admin pages' loaders ask first (getLead, getAdminInvoice …). */
async function rowExists(idColumn: AnyPgColumn, id: string): Promise<boolean> {
  const db = await getDb()
  const [row] = await db.select({ id: idColumn }).from(idColumn.table).where(eq(idColumn, id)).limit(1)
  return row !== undefined
}

type RecordPage = {
  route: Route
  /** The query parameter of a list page that names the record; without it, the route's `[id]`. */
  query?: string
  /** Whether the page would show the record to this person, or call notFound(). */
  exists: (user: CurrentUser, id: string) => Promise<boolean>
}

/**
 * The pages rendered per request that answer a missing record with notFound(). Each check asks what its
 * page asks (the admin pages' records exist or not for every admin; a portal record must be the signed-in
 * customer's), so the two agree; the page keeps its own notFound() for Next's data requests.
 */
const RECORD_PAGES: RecordPage[] = [
  { route: '/admin/customers/[id]', exists: (_, id) => rowExists(customers.id, id) },
  { route: '/admin/invoices/[id]', exists: (_, id) => rowExists(invoices.id, id) },
  { route: '/admin/quotes/[id]', exists: (_, id) => rowExists(quotes.id, id) },
  { route: '/admin/contracts/[id]', exists: (_, id) => rowExists(contracts.id, id) },
  { route: '/admin/projects/[id]', exists: (_, id) => rowExists(projects.id, id) },
  { route: '/admin/leads/[id]', exists: (_, id) => rowExists(leads.id, id) },
  {
    route: '/dashboard/invoices',
    query: 'invoice',
    exists: async (user, id) => {
      const customer = await getCustomerOfUser(user.id)
      return customer !== null && (await findCustomerInvoice(customer.id, id)) !== null
    },
  },
  {
    route: '/dashboard/contracts',
    query: 'notice',
    exists: async (user, id) => {
      const customer = await getCustomerOfUser(user.id)
      return customer !== null && contractOpenToNotice(await customerContracts(customer.id), id) !== undefined
    },
  },
]

/** The paths of the routes without a parameter, in both languages: `/admin/kunden/neu` is no customer's id. */
const FIXED_PATHS = new Set(
  (Object.keys(germanPathnames) as Route[]).filter((route) => !route.includes('[')).flatMap((route) => routing.locales.map((locale) => localizedTemplate(route, locale))),
)

/**
 * Each record page's path in each language (`/admin/kunden/[id]`, `/en/dashboard/invoices`). Its folder in
 * web/app has the not-found boundary, and only these folders do: Next renders a boundary into the payload
 * of every page below it, so one beside the dashboard's layout would cost every portal page its render.
 */
export const RECORD_PAGE_PATHS = RECORD_PAGES.flatMap((page) => routing.locales.map((locale) => ({ page, locale, template: localizedTemplate(page.route, locale) })))

/** Each record page's path as a pattern (`/admin/kunden/[id]` → `^/admin/kunden/([^/]+)$`). */
const PATTERNS = RECORD_PAGE_PATHS.map(({ page, locale, template }) => ({ page, locale, pattern: new RegExp(`^${template.replace(/\[id\]/, '([^/]+)')}$`) }))

export type AddressedRecord = { locale: Locale; exists: (user: CurrentUser) => Promise<boolean> }

/**
 * The record that an address asks for, or null when it is not the address of one record: another page,
 * a list page without the record's query parameter, or a route's fixed sibling (`/admin/kunden/neu`).
 */
export function addressedRecord(url: URL): AddressedRecord | null {
  for (const { page, locale, pattern } of PATTERNS) {
    const match = pattern.exec(url.pathname)
    if (!match) continue
    if (!page.query && FIXED_PATHS.has(url.pathname)) return null
    const id = page.query ? queryValue(url, page.query) : decodeSegment(match[1] ?? '')
    if (!id) return null
    // Every record's id is a uuid: anything else is no record, and is not asked for.
    return { locale, exists: async (user) => recordId.safeParse(id).success && page.exists(user, id) }
  }
  return null
}

/** A query parameter as the pages read it: given once and not empty, or null. */
function queryValue(url: URL, name: string): string | null {
  const values = url.searchParams.getAll(name)
  return values.length === 1 && values[0] ? values[0] : null
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
