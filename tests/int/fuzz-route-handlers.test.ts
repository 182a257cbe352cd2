import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { queryContent } from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { customers, invoices, users, quotes } from '../../web/lib/db/schema'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { invoiceDocumentResponse } from '../../web/lib/invoices/document-response'
import { browserHeaders, registerAt, sessionCookie } from '../helpers/accounts'
import { setRequestHeaders } from '../helpers/fuzz-request-scope'
import { databaseSnapshot } from '../helpers/fuzz-database-snapshot'
import { fuzzRouteTarget, routeCases } from '../helpers/fuzz-route-runner'
import { TEST_REVALIDATE_SECRET, routeTargets, type FuzzWorld, type Identity } from '../helpers/fuzz-route-targets'
import { prototypePolluted, seededRandom } from '../helpers/fuzz-values'
import { testDatabases } from '../helpers/test-databases'

vi.mock('next/headers', async () => (await import('../helpers/fuzz-request-scope')).nextHeadersModule)
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  refresh: vi.fn(),
  // The content loaders cache in Next's incremental cache, which only exists in a Next server.
  unstable_cache: (load: () => unknown) => load,
}))

/**
 * Every route handler (web/app/**\/route.ts, the table in tests/helpers/fuzz-route-targets.ts) gets odd
 * requests: odd query strings, odd path parameters, odd bodies (wrong types, huge, deeply nested,
 * invalid UTF-8, prototype keys, wrong content types, empty), signed where a signature would stop
 * them early, signed out and signed in. Each answer is a 4xx with a message (or the route's designed
 * answer: a redirect on this site, a file that ignores the query), never a 5xx or a thrown error;
 * no table changes (except the rate-limit bookkeeping) and Object.prototype stays clean.
 */
process.env.SANITY_REVALIDATE_SECRET = TEST_REVALIDATE_SECRET

describe.each(testDatabases())('route handlers under fuzz on $name', (database) => {
  const cookies: Partial<Record<Identity, string>> = {}
  let world: FuzzWorld
  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    await seedDemoPortal(db)
    cookies.admin = await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1')
    cookies.customer = await sessionCookie(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, '127.0.0.1')
    const editor = await registerAt('192.0.2.201')
    await db.update(users).set({ role: 'editor' }).where(eq(users.id, editor.userId))
    cookies.editor = await sessionCookie(editor.email, editor.password, '192.0.2.201')
    const [invoice] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .innerJoin(users, eq(users.id, customers.userId))
      .where(and(eq(users.email, DEMO_CUSTOMER.email), isNotNull(invoices.number)))
      .limit(1)
    const asset = await queryContent<{ url: string } | null>('*[_type == "sanity.imageAsset"][0]{url}', {}, { perspective: 'raw' })
    const [quote] = await db.select({ id: quotes.id }).from(quotes).innerJoin(customers, eq(customers.id, quotes.customerId)).innerJoin(users, eq(users.id, customers.userId)).where(eq(users.email, DEMO_CUSTOMER.email))
    world = { invoiceId: invoice!.id, quoteId: quote!.id, assetFile: asset!.url.split('/').pop()! }
    // The first download stores the invoice's documents (by design); done here, before the snapshots.
    setRequestHeaders(browserHeaders('127.0.0.1', cookies.customer))
    expect((await invoiceDocumentResponse(world.invoiceId, 'pdf')).status).toBe(200)
  })
  afterAll(database.close)

  const targets = routeTargets.filter((target) => !target.ownTestFile)
  it.each(targets.map((target) => [`${target.method} ${target.file}`, target] as const))('%s', async (_name, target) => {
    const before = await databaseSnapshot()
    const failures = await fuzzRouteTarget(target, routeCases(target, world, seededRandom()), cookies)
    expect(failures).toEqual([])
    expect(await databaseSnapshot()).toEqual(before)
    expect(prototypePolluted()).toEqual([])
  })
})
