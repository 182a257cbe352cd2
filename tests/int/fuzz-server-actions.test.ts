import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { getDb } from '../../web/lib/db/client'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { registerAt, sessionCookie } from '../helpers/accounts'
import { actionCases, fuzzActionTarget, outcomeOf } from '../helpers/fuzz-action-runner'
import { actionTargets } from '../helpers/fuzz-action-targets'
import { databaseSnapshot } from '../helpers/fuzz-database-snapshot'
import type { Identity } from '../helpers/fuzz-route-targets'
import { prototypePolluted, seededRandom } from '../helpers/fuzz-values'
import { testDatabases } from '../helpers/test-databases'

vi.mock('next/headers', async () => (await import('../helpers/fuzz-request-scope')).nextHeadersModule)
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag: vi.fn(),
  revalidatePath: vi.fn(),
  refresh: vi.fn(),
}))

/**
 * Every server action (the exports of the 'use server' files, tests/helpers/fuzz-action-targets.ts)
 * gets odd submissions: no form at all (Next decodes whatever arguments a client sends), an empty
 * form, prototype keys, files, repeated and overlong fields, an odd `locale`; as an admin, a customer
 * and signed out. Each is refused with a message in the form's language (or, signed out, sent to the
 * login), never a thrown error (a 500); nothing is stored and Object.prototype stays clean.
 */
describe.each(testDatabases())('server actions under fuzz on $name', (database) => {
  const cookies: Partial<Record<Identity, string>> = {}
  beforeAll(async () => {
    await database.open()
    await seedDemoPortal(await getDb())
    cookies.admin = await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1')
    const customer = await registerAt('192.0.2.211')
    cookies.customer = await sessionCookie(customer.email, customer.password, '192.0.2.211')
  })
  afterAll(database.close)

  it.each(actionTargets.map((target) => [`${target.name} (${target.file})`, target] as const))('%s', async (_name, target) => {
    const before = await databaseSnapshot()
    const failures = await fuzzActionTarget(target, actionCases(target, seededRandom()), cookies)
    expect(failures).toEqual([])
    expect(await databaseSnapshot()).toEqual(before)
    expect(prototypePolluted()).toEqual([])
  })

  it('fuzzes with real sessions: an admin is refused for the fields, a customer for the role, a visitor sent to the login', async () => {
    const saveDraft = actionTargets.find((target) => target.name === 'saveDraftAction')!
    const profile = actionTargets.find((target) => target.name === 'updateProfileAction')!
    const admin = await outcomeOf(saveDraft, new FormData(), cookies.admin)
    expect(admin).toMatchObject({ kind: 'state', status: 'invalid', fieldErrors: { customerId: expect.any(String) } })
    expect(await outcomeOf(saveDraft, new FormData(), cookies.customer)).toEqual({ kind: 'state', status: 'error', message: 'Dafür brauchen Sie Admin-Rechte.', fieldErrors: undefined })
    expect(await outcomeOf(profile, new FormData(), undefined)).toMatchObject({ kind: 'redirect', location: expect.stringMatching(/^\/login\?next=/) })
  })

  it('refuses in the language of the form', async () => {
    const unlocalized: string[] = []
    for (const target of actionTargets.filter((candidate) => candidate.name !== 'signOutAction')) {
      const cookie = cookies[target.identities[0]!]
      const inLocale = (locale: string) => {
        const form = new FormData()
        form.set('locale', locale)
        return outcomeOf(target, form, cookie)
      }
      const [de, en] = [await inLocale('de'), await inLocale('en')]
      if (de.kind !== 'state' || en.kind !== 'state' || !de.message || !en.message || de.message === en.message) {
        unlocalized.push(`${target.name}: ${JSON.stringify(de)} / ${JSON.stringify(en)}`)
      }
    }
    expect(unlocalized).toEqual([])
  })
})
