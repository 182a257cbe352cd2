import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '../../web/app/api/consent/route'
import { CONSENT_BANNER_VERSION, parseConsent, serializeConsent } from '../../web/lib/consent/consent'
import { getDb } from '../../web/lib/db/client'
import { consentLog } from '../../web/lib/db/schema'
import { postJson } from '../helpers/form-requests'
import { testDatabases } from '../helpers/test-databases'

describe('consent cookie', () => {
  it('round-trips and rejects other banner versions or malformed ids', () => {
    const consent = { version: CONSENT_BANNER_VERSION, visitorId: randomUUID(), choices: { externalMedia: true } }
    expect(parseConsent(`a=b; lokalsicht_consent=${serializeConsent(consent)}; c=d`)).toEqual(consent)
    expect(parseConsent(`lokalsicht_consent=${serializeConsent({ ...consent, version: '2020-01-01' })}`)).toBeNull()
    expect(parseConsent(`lokalsicht_consent=${CONSENT_BANNER_VERSION}.not-a-uuid.1`)).toBeNull()
    expect(parseConsent('other=1')).toBeNull()
  })
})

describe.each(testDatabases())('consent log on $name', (database) => {
  beforeAll(database.open)
  afterAll(database.close)

  it('logs a choice with pseudonymous id, banner version, choices, language and time', async () => {
    const visitorId = randomUUID()
    const response = await POST(
      postJson('/api/consent', { visitorId, bannerVersion: CONSENT_BANNER_VERSION, choices: { externalMedia: false }, locale: 'en' }),
    )
    expect(response.status).toBe(201)
    const rows = await (await getDb()).select().from(consentLog).where(eq(consentLog.visitorId, visitorId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ bannerVersion: CONSENT_BANNER_VERSION, choices: { externalMedia: false }, locale: 'en' })
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000)
  })

  it.each([
    ['an old banner version', { bannerVersion: '2020-01-01' }],
    ['an unknown category', { choices: { externalMedia: true, marketing: true } }],
    ['a visitor id that is not a UUID', { visitorId: 'me' }],
  ])('refuses %s with 400', async (_label, override) => {
    const body = { visitorId: randomUUID(), bannerVersion: CONSENT_BANNER_VERSION, choices: { externalMedia: true }, locale: 'de', ...override }
    expect((await POST(postJson('/api/consent', body))).status).toBe(400)
  })
})
