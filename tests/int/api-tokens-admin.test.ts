import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { createApiTokenAction, revokeApiTokenAction } from '../../web/screens/admin/api-token-actions'
import { apiTokenIdentity } from '../../web/lib/api-tokens/identity'
import { getDb } from '../../web/lib/db/client'
import { adminAuditLog, apiTokens } from '../../web/lib/db/schema'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { IDLE } from '../../web/lib/forms/action-state'
import { browserHeaders, registerAt, sessionCookie } from '../helpers/accounts'
import { setRequestHeaders } from '../helpers/fuzz-request-scope'
import { testDatabases } from '../helpers/test-databases'

vi.mock('next/headers', async () => (await import('../helpers/fuzz-request-scope')).nextHeadersModule)
vi.mock('next/cache', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/cache')>()), refresh: vi.fn() }))

/**
 * The back office's API token page through its server actions, as the forms post them (with and
 * without JavaScript alike): an admin creates a token and gets its secret once, with field errors in
 * the form's language; revokes it; a customer or a visitor is refused and nothing is stored.
 */
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe.each(testDatabases())('API token actions of the back office on $name', (database) => {
  let adminCookie: string
  let customerCookie: string
  beforeAll(async () => {
    await database.open()
    await seedDemoPortal(await getDb())
    adminCookie = await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password, '127.0.0.1')
    const customer = await registerAt('192.0.2.77')
    customerCookie = await sessionCookie(customer.email, customer.password, '192.0.2.77')
  })
  afterAll(() => database.close())

  const as = (cookie: string | undefined) => setRequestHeaders(browserHeaders('127.0.0.1', cookie))
  const tokenCount = async () => (await (await getDb()).select({ id: apiTokens.id }).from(apiTokens)).length

  it('creates a token for an admin and answers the secret once', async () => {
    as(adminCookie)
    const state = await createApiTokenAction(IDLE, form({ locale: 'de', label: 'GitHub Actions', role: 'editor', lifetime: '30' }))
    expect(state).toMatchObject({ status: 'success', message: 'Der Schlüssel „GitHub Actions“ ist angelegt.', secret: expect.stringMatching(/^lsk_[0-9A-Za-z]{43}$/) })
    const identity = await apiTokenIdentity(state.secret!)
    expect(identity).toMatchObject({ name: 'GitHub Actions', role: 'editor' })
    const [row] = await (await getDb()).select().from(apiTokens).where(eq(apiTokens.id, identity!.id.replace('token-', '')))
    expect(row!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    expect(row!.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(30 * 86_400_000)

    const never = await createApiTokenAction(IDLE, form({ locale: 'en', label: 'Nightly export', role: 'viewer', lifetime: 'never' }))
    expect(never).toMatchObject({ status: 'success', message: 'The token “Nightly export” has been created.' })
    expect(await apiTokenIdentity(never.secret!)).toMatchObject({ role: 'viewer' })
    const [viewerRow] = await (await getDb()).select().from(apiTokens).where(eq(apiTokens.label, 'Nightly export'))
    expect(viewerRow!.expiresAt).toBeNull()
  })

  it('answers every wrong field in the language of the form and stores nothing', async () => {
    as(adminCookie)
    const before = await tokenCount()
    const wrong = { label: '   ', role: 'administrator', lifetime: '7' }
    expect(await createApiTokenAction(IDLE, form({ locale: 'de', ...wrong }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { label: expect.any(String), role: 'Bitte wählen Sie eine Rolle.', lifetime: 'Bitte wählen Sie, wie lange der Schlüssel gilt.' },
      values: { role: 'administrator', lifetime: '7' },
    })
    expect(await createApiTokenAction(IDLE, form({ locale: 'en', ...wrong }))).toMatchObject({
      status: 'invalid',
      fieldErrors: { role: 'Please choose a role.', lifetime: 'Please choose how long the token is valid.' },
    })
    const tooLong = await createApiTokenAction(IDLE, form({ locale: 'de', label: 'x'.repeat(101), role: 'viewer', lifetime: '90' }))
    expect(tooLong).toMatchObject({ status: 'invalid', fieldErrors: { label: expect.stringContaining('100') } })
    expect(tooLong).not.toHaveProperty('secret')
    expect(await tokenCount()).toBe(before)
  })

  it('revokes with the admin role, once', async () => {
    as(adminCookie)
    const created = await createApiTokenAction(IDLE, form({ locale: 'de', label: 'Zu widerrufen', role: 'editor', lifetime: '90' }))
    const id = (await apiTokenIdentity(created.secret!))!.id.replace('token-', '')
    expect(await revokeApiTokenAction(IDLE, form({ locale: 'de', id }))).toEqual({ status: 'success', message: 'Der Schlüssel ist widerrufen.' })
    expect(await apiTokenIdentity(created.secret!)).toBeNull()
    expect(await revokeApiTokenAction(IDLE, form({ locale: 'en', id }))).toEqual({ status: 'success', message: 'This token had already been revoked.' })
    expect(await revokeApiTokenAction(IDLE, form({ locale: 'de', id: 'kein-schluessel' }))).toMatchObject({ status: 'invalid' })
    const entries = await (await getDb()).select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))
    expect(entries.map((entry) => [entry.action, entry.actorEmail]).sort()).toEqual([
      ['api_token.create', DEMO_ADMIN.email],
      ['api_token.revoke', DEMO_ADMIN.email],
    ])
  })

  it('refuses customers and visitors: no token made, none revoked', async () => {
    as(adminCookie)
    const created = await createApiTokenAction(IDLE, form({ locale: 'de', label: 'Bleibt', role: 'viewer', lifetime: '365' }))
    const id = (await apiTokenIdentity(created.secret!))!.id.replace('token-', '')
    const before = await tokenCount()
    for (const cookie of [customerCookie, undefined]) {
      as(cookie)
      const refused = { status: 'error', message: 'Dafür brauchen Sie Admin-Rechte.' }
      expect(await createApiTokenAction(IDLE, form({ locale: 'de', label: 'Fremd', role: 'editor', lifetime: 'never' }))).toEqual(refused)
      expect(await revokeApiTokenAction(IDLE, form({ locale: 'de', id }))).toEqual(refused)
    }
    expect(await tokenCount()).toBe(before)
    expect(await apiTokenIdentity(created.secret!)).toMatchObject({ name: 'Bleibt' })
  })
})
