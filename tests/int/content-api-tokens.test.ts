import { type ListenEvent, type SanityClient, createClient } from '@sanity/client'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { contentApiIdentity } from '../../web/lib/api-tokens/authenticate'
import { forgetRecentApiTokenIdentities } from '../../web/lib/api-tokens/identity'
import { createApiToken, revokeApiToken } from '../../web/lib/api-tokens/tokens'
import type { CurrentUser } from '../../web/lib/auth/session'
import { createAssetUploadHandler } from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { apiTokens, users } from '../../web/lib/db/schema'
import { refusal } from '../helpers/client-refusal'
import { PROJECT_ID, startTestApi, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * Scripts and CI on the Content API with API tokens, through the real @sanity/client as agency
 * developers use it (`apiHost`, `useProjectHostname: false`) against the real server (plain HTTP, as
 * behind the proxy) on PGlite and PostgreSQL: an editor token queries (published and drafts), mutates,
 * listens and uploads; a viewer token reads and listens, and every write is refused with 403
 * `permissionDenied`; a revoked, expired, unknown or missing token gets 401.
 */
const TYPE = 'tokenTestNote'

async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 6, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer()
}

/** Collects a listener's events until a predicate holds (or fails after 5 s). */
function listenTo(client: SanityClient, query: string) {
  const events: ListenEvent<Record<string, unknown>>[] = []
  let failure: unknown = null
  const subscription = client.listen(query, {}, { events: ['welcome', 'mutation'], includeResult: true, visibility: 'query' }).subscribe({
    next: (event) => void events.push(event),
    error: (error) => void (failure = error),
  })
  const waitFor = async (predicate: (event: ListenEvent<Record<string, unknown>>) => boolean) => {
    const deadline = Date.now() + 5_000
    for (;;) {
      if (failure) throw failure
      const found = events.find(predicate)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(events).slice(0, 1_000)}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  return { waitFor, close: () => subscription.unsubscribe() }
}

describe.each(testDatabases({ content: 'empty' }))('Content API with API tokens and @sanity/client on $name', (database) => {
  let api: TestApi
  let admin: CurrentUser
  let editorToken: { id: string; secret: string }
  let viewerToken: { id: string; secret: string }
  const clientWith = (token?: string) =>
    createClient({ projectId: PROJECT_ID, dataset: 'production', apiHost: `http://localhost:${api.port}`, useProjectHostname: false, token, apiVersion: '2025-02-19', useCdn: false })

  beforeAll(async () => {
    await database.open()
    const db = await getDb()
    const [row] = await db.insert(users).values({ name: 'Ada Admin', email: `ada.${Date.now()}@example.de`, role: 'admin' }).returning()
    admin = { id: row!.id, sessionId: 'session', name: row!.name, email: row!.email, role: 'admin', locale: 'de' }
    editorToken = await createApiToken(admin, { label: 'CI deploy', role: 'editor', expiresAt: null })
    viewerToken = await createApiToken(admin, { label: 'Preview reader', role: 'viewer', expiresAt: null })
    api = await startTestApi({
      tls: 'none',
      authenticate: contentApiIdentity,
      uploadAsset: createAssetUploadHandler({ projectId: PROJECT_ID, assetBaseUrl: 'https://www.example.test/content-assets' }),
    })
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  it('editor token: creates, patches, queries published and drafts, deletes', async () => {
    const client = clientWith(editorToken.secret)
    const created = await client.create({ _type: TYPE, title: 'Erste Notiz' })
    expect(created).toMatchObject({ _type: TYPE, title: 'Erste Notiz', _id: expect.any(String), _rev: expect.any(String) })
    await client.patch(created._id).set({ title: 'Geänderte Notiz' }).commit()
    await client.createOrReplace({ _id: `drafts.${created._id}`, _type: TYPE, title: 'Entwurf der Notiz' })

    const query = `*[_type == "${TYPE}" && _id == $id][0].title`
    expect(await client.fetch(query, { id: created._id })).toBe('Geänderte Notiz')
    expect(await client.fetch(query, { id: created._id }, { perspective: 'published' })).toBe('Geänderte Notiz')
    expect(await client.fetch(query, { id: created._id }, { perspective: 'drafts' })).toBe('Entwurf der Notiz')
    expect(await client.getDocument(`drafts.${created._id}`)).toMatchObject({ title: 'Entwurf der Notiz' })

    await client.transaction().delete(`drafts.${created._id}`).delete(created._id).commit()
    expect(await client.fetch(`count(*[_type == "${TYPE}" && _id in [$id, "drafts." + $id]])`, { id: created._id })).toBe(0)
    // The token is the author of these changes, named by its label.
    expect(await client.request({ url: '/users/me' })).toMatchObject({ id: `token-${editorToken.id}`, name: 'CI deploy', role: 'editor' })
  })

  it('editor token: a listener hears the mutation; an image uploads', async () => {
    const client = clientWith(editorToken.secret)
    const listener = listenTo(client, `*[_type == "${TYPE}"]`)
    try {
      await listener.waitFor((event) => event.type === 'welcome')
      const created = await client.create({ _type: TYPE, title: 'Gehört' })
      const event = await listener.waitFor((candidate) => candidate.type === 'mutation' && candidate.documentId === created._id)
      expect(event).toMatchObject({ transition: 'appear', result: { title: 'Gehört' }, identity: `token-${editorToken.id}` })
    } finally {
      listener.close()
    }

    const asset = await client.assets.upload('image', await smallPng(), { filename: 'logo.png' })
    expect(asset).toMatchObject({ _type: 'sanity.imageAsset', _id: expect.stringMatching(/^image-[0-9a-f]{40}-8x6-png$/), mimeType: 'image/png', originalFilename: 'logo.png' })
    // Queryable at once (the upload's own database transaction is announced to this instance before it answers).
    expect(await client.fetch('*[_id == $id][0].metadata.dimensions', { id: asset._id })).toMatchObject({ width: 8, height: 6 })
  })

  it('viewer token: reads published and drafts, and listens to what others change', async () => {
    const editor = clientWith(editorToken.secret)
    const viewer = clientWith(viewerToken.secret)
    const published = await editor.create({ _type: TYPE, title: 'Veröffentlicht' })
    await editor.create({ _id: `drafts.${published._id}`, _type: TYPE, title: 'Noch ein Entwurf' })
    const query = `*[_id == $id][0].title`
    expect(await viewer.fetch(query, { id: published._id })).toBe('Veröffentlicht')
    expect(await viewer.fetch(query, { id: published._id }, { perspective: 'drafts' })).toBe('Noch ein Entwurf')
    expect(await viewer.getDocument(published._id)).toMatchObject({ title: 'Veröffentlicht' })
    expect(await viewer.request({ url: `/data/history/production/documents/${published._id}?lastRevision=true` })).toMatchObject({ documents: expect.any(Array) })
    expect(await viewer.request({ url: '/users/me' })).toMatchObject({ id: `token-${viewerToken.id}`, role: 'viewer', roles: [{ name: 'viewer', title: 'Viewer' }] })

    const listener = listenTo(viewer, `*[_type == "${TYPE}"]`)
    try {
      await listener.waitFor((event) => event.type === 'welcome')
      await editor.patch(published._id).set({ title: 'Neu' }).commit()
      const event = await listener.waitFor((candidate) => candidate.type === 'mutation' && candidate.documentId === published._id)
      expect(event).toMatchObject({ transition: 'update', result: { title: 'Neu' } })
    } finally {
      listener.close()
    }
  })

  it('viewer token: every write and upload is refused with 403 permissionDenied, nothing changes', async () => {
    const editor = clientWith(editorToken.secret)
    const viewer = clientWith(viewerToken.secret)
    const existing = await editor.create({ _type: TYPE, title: 'Unberührt' })
    const denied = { status: 403, type: 'permissionDenied' }
    const png = await smallPng()
    const attempts: [string, () => Promise<unknown>][] = [
      ['create', () => viewer.create({ _type: TYPE, title: 'Nein' })],
      ['createOrReplace', () => viewer.createOrReplace({ _id: 'viewer-attempt', _type: TYPE })],
      ['patch', () => viewer.patch(existing._id).set({ title: 'Nein' }).commit()],
      ['delete', () => viewer.delete(existing._id)],
      ['transaction', () => viewer.transaction().create({ _type: TYPE }).commit()],
      ['actions API', () => viewer.action({ actionType: 'sanity.action.document.delete', publishedId: existing._id, includeDrafts: [] })],
      ['image upload', () => viewer.assets.upload('image', png, { filename: 'nein.png' })],
      ['file upload', () => viewer.assets.upload('file', Buffer.from('nein'), { filename: 'nein.txt' })],
      ['keyvalue', () => viewer.request({ url: '/users/me/keyvalue', method: 'PUT', body: [{ key: 'x', value: 1 }] })],
    ]
    for (const [name, attempt] of attempts) expect(await refusal(attempt), name).toMatchObject(denied)
    expect(await editor.getDocument(existing._id)).toMatchObject({ title: 'Unberührt', _rev: existing._rev })
    expect(await editor.fetch(`count(*[_type == "${TYPE}" && title == "Nein"])`)).toBe(0)
    expect(await editor.fetch('count(*[_type == "sanity.fileAsset"])')).toBe(0)
    // Reading settings is a read.
    expect(await refusal(() => viewer.request({ url: '/users/me/keyvalue/x' }))).toBe('ok')
  })

  it('presence: an editor token may open the socket, a viewer token is refused', async () => {
    const authorize = (secret: string) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const socket = new WebSocket(`ws://127.0.0.1:${api.port}/v2022-06-30/socket/production`)
        socket.on('error', reject)
        socket.on('open', () => socket.send(JSON.stringify({ jsonrpc: '2.0', id: 'a', method: 'authorization', params: { authorization: `Bearer ${secret}` } })))
        socket.on('message', (data) => {
          const text = data.toString()
          if (text === '♥') return
          socket.close()
          resolve(JSON.parse(text))
        })
      })
    expect(await authorize(editorToken.secret)).toMatchObject({ id: 'a', result: { userId: `token-${editorToken.id}` } })
    expect(await authorize(viewerToken.secret)).toMatchObject({ id: 'a', error: expect.any(Object) })
  })

  it('a revoked, expired, unknown or missing token gets 401', async () => {
    const revoked = await createApiToken(admin, { label: 'Old CI', role: 'editor', expiresAt: null })
    const expired = await createApiToken(admin, { label: 'Expired', role: 'viewer', expiresAt: new Date(Date.now() + 86_400_000) })
    expect(await refusal(() => clientWith(revoked.secret).fetch('count(*)'))).toBe('ok')
    await revokeApiToken(admin, revoked.id)
    await (await getDb()).update(apiTokens).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(apiTokens.id, expired.id))
    forgetRecentApiTokenIdentities()
    const unauthorized = { status: 401, type: 'unauthorizedError' }
    expect(await refusal(() => clientWith(revoked.secret).fetch('count(*)'))).toMatchObject(unauthorized)
    expect(await refusal(() => clientWith(revoked.secret).create({ _type: TYPE }))).toMatchObject(unauthorized)
    expect(await refusal(() => clientWith(expired.secret).fetch('count(*)'))).toMatchObject(unauthorized)
    expect(await refusal(() => clientWith(`lsk_${'A'.repeat(43)}`).fetch('count(*)'))).toMatchObject(unauthorized)
    expect(await refusal(() => clientWith().fetch('count(*)'))).toMatchObject(unauthorized)
    expect(await refusal(() => clientWith().create({ _type: TYPE }))).toMatchObject(unauthorized)
  })
})
