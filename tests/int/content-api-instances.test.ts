import { drizzle } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, getDb } from '../../web/lib/db/client'
import * as schema from '../../web/lib/db/schema'
import { studioPresenceSessions, users } from '../../web/lib/db/schema'
import { applyMutations, createContentStore, databaseUserSettings, sharedPresence, SYSTEM_IDENTITY, type SharedPresence, type ContentIdentity } from '../../web/lib/content-lake'
import { lookUpStaff } from '../../web/lib/studio/access'
import { jsonBody, notificationsOf, openEventStream, openStudioSocket, startTestApi, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * Two app instances behind the proxy, without sticky sessions: an editor's studio may reach either for
 * any request. What the studio keeps beyond the documents is shared through the database: who is where
 * (presence), the per-person preferences, who the people are, and the transactions a reconnecting
 * listener missed. On PostgreSQL each instance has its own connections (as two processes would); on the
 * embedded PGlite (one process) both share it.
 */
describe.each(testDatabases({ content: 'empty' }))('two instances of the Content API on one $name database', (database) => {
  let a: TestApi
  let b: TestApi
  let ada: ContentIdentity
  let eddi: ContentIdentity
  const pools: pg.Pool[] = []
  const closers: (() => Promise<void>)[] = []
  const tokens = new Map<string, ContentIdentity>()
  const token = (person: ContentIdentity) => [...tokens].find(([, identity]) => identity === person)![0]

  /** The second instance's presence: its own database connections on PostgreSQL. */
  async function otherInstancePresence(): Promise<SharedPresence> {
    if (database.name === 'pglite') return sharedPresence()
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 })
    pool.on('error', () => {})
    pools.push(pool)
    const store = createContentStore(drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database, 'postgres')
    closers.push(() => store.close())
    return store.presence
  }

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    const [adaRow, eddiRow] = await db
      .insert(users)
      .values([
        { name: 'Ada Admin', email: 'ada@lokalsicht.example', role: 'admin' },
        { name: 'Eddi Editor', email: 'eddi@lokalsicht.example', role: 'editor' },
      ])
      .returning()
    ada = { id: adaRow!.id, name: adaRow!.name, email: adaRow!.email, role: 'administrator' }
    eddi = { id: eddiRow!.id, name: eddiRow!.name, email: eddiRow!.email, role: 'editor' }
    tokens.set('ada-token-0123456789abcdefghijklmnopqrstuvwxyz', ada)
    tokens.set('eddi-token-0123456789abcdefghijklmnopqrstuvwxyz', eddi)
    const shared = { authenticate: async (bearer: string) => tokens.get(bearer) ?? null, userSettings: databaseUserSettings, lookUpUsers: lookUpStaff }
    a = await startTestApi({ ...shared, presence: await sharedPresence() })
    b = await startTestApi({ ...shared, presence: await otherInstancePresence() })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    for (const close of closers) await close()
    await Promise.all(pools.map((pool) => pool.end()))
    await database.close()
  })

  it('shows people on different instances to each other in a document, and their leaving', async () => {
    const adaTab = await openStudioSocket(a.port)
    const eddiTab = await openStudioSocket(b.port)
    await adaTab.call('authorization', { authorization: `Bearer ${token(ada)}` })
    await eddiTab.call('authorization', { authorization: `Bearer ${token(eddi)}` })
    await adaTab.call('presence_subscribe')
    await eddiTab.call('presence_subscribe')

    const location = { type: 'document', documentId: 'service-local-seo', path: ['price'], lastActiveAt: new Date().toISOString() }
    expect((await eddiTab.call('presence_announce', { data: { sessionId: 'eddi-tab', locations: [location] } })).result).toBe(true)
    await adaTab.waitFor(() => notificationsOf(adaTab.messages).some((result) => JSON.stringify(result).includes('eddi-tab')))
    expect(notificationsOf(adaTab.messages)).toContainEqual({ type: 'state', i: eddi.id, m: { sessionId: 'eddi-tab', locations: [location] } })

    await adaTab.call('presence_announce', { data: { sessionId: 'ada-tab', locations: [location] } })
    await eddiTab.waitFor(() => notificationsOf(eddiTab.messages).some((result) => JSON.stringify(result).includes('ada-tab')))
    // Nobody hears of their own announcements.
    expect(JSON.stringify(notificationsOf(adaTab.messages))).not.toContain('ada-tab')

    // A third tab on the first instance learns at once who is there, wherever they are connected.
    const later = await openStudioSocket(a.port)
    await later.call('authorization', { authorization: `Bearer ${token(ada)}` })
    await later.call('presence_subscribe')
    await later.waitFor(() => JSON.stringify(notificationsOf(later.messages)).includes('eddi-tab'))

    // A session belongs to the connection that announced it, on any instance.
    expect((await later.call('presence_announce', { data: { sessionId: 'eddi-tab', locations: [] } })).result).toBe(false)

    eddiTab.socket.close()
    await adaTab.waitFor(() => notificationsOf(adaTab.messages).some((result) => JSON.stringify(result) === JSON.stringify({ type: 'disconnect', i: eddi.id, m: { session: 'eddi-tab' } })))
    adaTab.socket.close()
    later.socket.close()
  })

  it('ends the sessions of an instance that is gone, once they are no longer refreshed', async () => {
    const db = await getDb()
    await db.insert(studioPresenceSessions).values({ sessionId: 'lost-tab', userId: eddi.id, connectionId: 'lost-connection', locations: [], seenAt: sql`now() - interval '5 minutes'` })
    const presence = await sharedPresence()
    expect((await presence.live()).map((session) => session.sessionId)).not.toContain('lost-tab')
    expect(await presence.keepAlive([])).toEqual([{ sessionId: 'lost-tab', userId: eddi.id }])
    expect((await db.select().from(studioPresenceSessions)).map((session) => session.sessionId)).not.toContain('lost-tab')
  })

  it('describes people seen on the other instance (presence avatars), and no one else', async () => {
    // Ada has never asked the second instance anything.
    const answer = await b.request({ path: `/v2025-02-19/users/${ada.id},${crypto.randomUUID()}`, token: token(eddi) })
    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual([{ id: ada.id, projectId: 'demo01', displayName: 'Ada Admin', email: 'ada@lokalsicht.example', imageUrl: null, isCurrentUser: false }])
  })

  it("keeps a person's studio preferences wherever they are next served", async () => {
    const saved = await a.request({ method: 'PUT', path: '/v2025-02-19/users/me/keyvalue', token: token(ada), ...jsonBody([{ key: 'studio.list-layout', value: { mode: 'detail' } }]) })
    expect(saved.status, saved.text).toBe(200)
    const read = await b.request({ path: '/v2025-02-19/users/me/keyvalue/studio.list-layout,studio.unknown', token: token(ada) })
    expect(read.json()).toEqual([
      { key: 'studio.list-layout', value: { mode: 'detail' } },
      { key: 'studio.unknown', value: null },
    ])
    // Another person's are their own.
    const eddis = await b.request({ path: '/v2025-02-19/users/me/keyvalue/studio.list-layout', token: token(eddi) })
    expect(eddis.json()).toEqual([{ key: 'studio.list-layout', value: null }])
  })

  it('resumes a listener on the other instance with what it missed (welcomeback)', async () => {
    const path = `/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_type == "city"]')}&enableResume=true`
    const first = await openEventStream(a, path, { authorization: `Bearer ${token(eddi)}` })
    await first.waitFor((event) => event.event === 'welcome')
    await applyMutations([{ create: { _id: 'city-a', _type: 'city', name: 'Aachen' } }], { identity: SYSTEM_IDENTITY })
    const seen = await first.waitFor((event) => event.event === 'mutation')
    first.close()
    await applyMutations([{ create: { _id: 'city-b', _type: 'city', name: 'Bonn' } }], { identity: SYSTEM_IDENTITY })
    await applyMutations([{ create: { _id: 'city-c', _type: 'city', name: 'Celle' } }], { identity: SYSTEM_IDENTITY })

    // The second instance has never seen these transactions in memory: it reads them from the database.
    const resumed = await openEventStream(b, path, { authorization: `Bearer ${token(eddi)}`, 'last-event-id': seen.id! })
    await resumed.waitFor((event) => event.event === 'welcomeback')
    await resumed.waitFor((event) => event.event === 'mutation' && (event.data as { documentId: string }).documentId === 'city-c')
    const documentIds = resumed.events.filter((event) => event.event === 'mutation').map((event) => (event.data as { documentId: string }).documentId)
    expect(documentIds).toEqual(['city-b', 'city-c'])
    resumed.close()
  })
})
