import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importDataset } from '../../web/lib/content-lake'
import { TOKENS, jsonBody, openEventStream, startTestApi, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * The data endpoints on a real store (PGlite and PostgreSQL): perspectives, documents, writes with
 * the Mutate and Actions APIs, lost updates (409), live events, history, search, and bad writes that
 * leave documents untouched.
 */
const SYSTEM = { id: 'system', name: 'Seed', email: 'seed@lokalsicht.invalid', role: 'system' as const }
const SEED = [
  { _id: 'service-local-seo', _type: 'service', title: 'Local SEO', price: 490, description: 'Mehr Anfragen aus Ihrer Stadt.' },
  { _id: 'drafts.service-local-seo', _type: 'service', title: 'Local SEO (Entwurf)', price: 590, description: 'Mehr Anfragen aus Ihrer Stadt.' },
  { _id: 'service-audit', _type: 'service', title: 'SEO-Audit', price: 290, description: 'Wir prüfen Ihre lokale Sichtbarkeit.' },
  { _id: 'service-content', _type: 'service', title: 'Content-Marketing', price: 390, description: 'Texte mit SEO-Audit vorab.' },
  { _id: 'city-berlin', _type: 'city', title: 'Berlin' },
]

const v = '/v2025-02-19'
const query = (groq: string, extra = '') => `${v}/data/query/production?query=${encodeURIComponent(groq)}${extra}`

describe.each(testDatabases({ content: 'empty' }))('content API data endpoints on $name', (database) => {
  let api: TestApi
  beforeAll(async () => {
    await database.open()
    await importDataset(SEED.map((document) => JSON.stringify(document)).join('\n'), { identity: SYSTEM, replace: true })
    api = await startTestApi()
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  const mutate = async (mutations: unknown[], options = '', token = TOKENS.editor) =>
    api.request({ method: 'POST', path: `${v}/data/mutate/production${options}`, token, ...jsonBody({ mutations }) })
  const act = async (actions: unknown[], transactionId?: string) =>
    api.request({ method: 'POST', path: `${v}/data/actions/production`, token: TOKENS.editor, ...jsonBody({ actions, transactionId }) })
  const result = async (groq: string, extra = '') => ((await api.request({ path: query(groq, extra) })).json() as { result: unknown }).result

  describe('queries', () => {
    it('answer {query, result, syncTags, ms}, leaving the query out with returnQuery=false', async () => {
      const answer = await api.request({ path: query('count(*[_type == $type])', '&%24type=%22service%22&perspective=published') })
      expect(answer.status).toBe(200)
      expect(answer.json()).toEqual({ query: 'count(*[_type == $type])', result: 3, syncTags: [expect.stringMatching(/^s1:/)], ms: expect.any(Number) })
      expect((await api.request({ path: query('1', '&returnQuery=false') })).json()).toEqual({ result: 1, syncTags: [], ms: expect.any(Number) })
    })

    it('show the raw, published and drafts perspectives, with _originalId in drafts', async () => {
      const ids = '*[_type == "service"] | order(_id)._id'
      expect(await result(ids, '&perspective=raw')).toEqual(['drafts.service-local-seo', 'service-audit', 'service-content', 'service-local-seo'])
      expect(await result(ids, '&perspective=published')).toEqual(['service-audit', 'service-content', 'service-local-seo'])
      expect(await result('*[_id == "service-local-seo"][0]{_id, _originalId, title}', '&perspective=drafts')).toEqual({
        _id: 'service-local-seo',
        _originalId: 'drafts.service-local-seo',
        title: 'Local SEO (Entwurf)',
      })
      expect(await result('*[_id == "service-local-seo"][0].title', '&perspective=published')).toBe('Local SEO')
    })

    it('take long queries by POST', async () => {
      const answer = await api.request({
        method: 'POST',
        path: `${v}/data/query/production?perspective=published`,
        ...jsonBody({ query: '*[_id in $ids]._id', params: { ids: ['service-audit', 'nope'] } }),
      })
      expect(answer.json()).toMatchObject({ result: ['service-audit'] })
    })

    it('rank the Studio’s search: title matches first', async () => {
      const search = `// findability-mvi:5
*[_type in $__types] | score(boost(_type in ["service"] && title match text::query($__query), 10), ([@, _id] match text::query($__query) || references($__rawQuery))) [_score > 0] {_type, _id, _originalId, "orderings": [_score]} | order(orderings[0] desc) [0...$__limit]`
      const params = `&%24__types=${encodeURIComponent('["service"]')}&%24__limit=101&%24__query=%22audit*%22&%24__rawQuery=%22audit%22&perspective=drafts`
      const rows = (await result(search, params)) as { _id: string }[]
      expect(rows.map((row) => row._id)).toEqual(['service-audit', 'service-content'])
    })
  })

  describe('documents', () => {
    it('fetch documents by id and name the missing ones', async () => {
      const answer = await api.request({ path: `${v}/data/doc/production/service-local-seo,drafts.service-local-seo,nope` })
      expect(answer.json()).toEqual({
        documents: [expect.objectContaining({ _id: 'service-local-seo', _rev: expect.any(String) }), expect.objectContaining({ _id: 'drafts.service-local-seo' })],
        omitted: [{ id: 'nope', reason: 'existence' }],
      })
    })
  })

  describe('writes', () => {
    it('mutate: results with ids and documents, _rev = the transaction id', async () => {
      const answer = await mutate(
        [{ createOrReplace: { _id: 'city-hamburg', _type: 'city', title: 'Hamburg' } }, { patch: { id: 'city-berlin', set: { population: 3_700_000 } } }],
        '?returnIds=true&returnDocuments=true&visibility=sync',
      )
      expect(answer.status).toBe(200)
      const body = answer.json() as { transactionId: string; results: { id: string; operation: string; document: { _rev: string } }[]; documentIds: string[] }
      expect(body.results.map(({ id, operation }) => ({ id, operation }))).toEqual([
        { id: 'city-hamburg', operation: 'create' },
        { id: 'city-berlin', operation: 'update' },
      ])
      expect(body.documentIds).toEqual(['city-hamburg', 'city-berlin'])
      expect(body.results[1]!.document._rev).toBe(body.transactionId)
      expect(await result('*[_id == "city-berlin"][0].population', '&perspective=raw')).toBe(3_700_000)
    })

    it('answer 409 to a lost update and keep the document', async () => {
      const stale = await mutate([{ patch: { id: 'city-berlin', ifRevisionID: 'an-old-revision', set: { title: 'Lost' } } }])
      expect(stale.status).toBe(409)
      expect(stale.json()).toMatchObject({ error: { description: expect.any(String) } })
      expect(await result('*[_id == "city-berlin"][0].title', '&perspective=raw')).toBe('Berlin')

      const publish = await act([
        { actionType: 'sanity.action.document.publish', draftId: 'drafts.service-local-seo', publishedId: 'service-local-seo', ifPublishedRevisionId: 'an-old-revision' },
      ])
      expect(publish.status).toBe(409)
      expect(await result('*[_id == "service-local-seo"][0].price', '&perspective=published')).toBe(490)
    })

    it('answer an impossible patch 4xx and leave the document untouched', async () => {
      const before = await result('*[_id == "service-audit"][0]', '&perspective=raw')
      for (const patch of [{ set: { _id: 'hijacked' } }, { unset: ['_type'] }, { set: { 'title[': 'x' } }]) {
        const answer = await mutate([{ patch: { id: 'service-audit', ...patch } }])
        expect(answer.status, JSON.stringify(patch)).toBe(400)
        expect(answer.json()).toMatchObject({ error: { type: 'mutationError', description: expect.any(String) } })
      }
      const missing = await mutate([{ patch: { id: 'no-such-document', set: { title: 'x' } } }])
      expect(missing.status).toBeGreaterThanOrEqual(400)
      expect(missing.status).toBeLessThan(500)
      expect(await result('*[_id == "service-audit"][0]', '&perspective=raw')).toEqual(before)
    })

    it('actions: edit a draft, publish it, and the history has both', async () => {
      const edit = await act(
        [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.service-audit', publishedId: 'service-audit', patch: { set: { price: 310 } } }],
        'tx-edit-audit',
      )
      expect(edit.json()).toEqual({ transactionId: 'tx-edit-audit' })
      expect(await result('*[_id == "drafts.service-audit"][0]{price, _rev}', '&perspective=raw')).toEqual({ price: 310, _rev: 'tx-edit-audit' })
      const publishedRev = (await result('*[_id == "service-audit"][0]._rev', '&perspective=raw')) as string
      const publish = await act(
        [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.service-audit', publishedId: 'service-audit', ifPublishedRevisionId: publishedRev }],
        'tx-publish-audit',
      )
      expect(publish.status).toBe(200)
      expect(await result('*[_id == "service-audit"][0].price', '&perspective=published')).toBe(310)

      const history = await api.request({ path: `${v}/data/history/production/transactions/service-audit,drafts.service-audit?excludeContent=true&effectFormat=mendoza&fromTransaction=` })
      expect(history.status).toBe(200)
      expect(history.headers['content-type']).toMatch(/ndjson/)
      const lines = history.text.trim().split('\n').map((line) => JSON.parse(line) as { id: string })
      expect(lines.map((line) => line.id)).toEqual(expect.arrayContaining(['tx-edit-audit', 'tx-publish-audit']))

      const atEdit = await api.request({ path: `${v}/data/history/production/documents/drafts.service-audit?revision=tx-edit-audit` })
      expect(atEdit.json()).toEqual({ documents: [expect.objectContaining({ _id: 'drafts.service-audit', price: 310 })] })

      const events = await api.request({ path: `${v}/data/history/production/events/documents/service-audit?limit=10` })
      expect(events.status).toBe(200)
      expect(events.json()).toMatchObject({ events: expect.any(Object), nextCursor: expect.any(String) })
    })
  })

  describe('listen', () => {
    it('delivers a mutation made by another request within 100 ms, with the fields the Studio matches on', async () => {
      const ids = encodeURIComponent(JSON.stringify(['city-berlin', 'drafts.city-berlin']))
      const stream = await openEventStream(
        api,
        `${v}/data/listen/production?query=${encodeURIComponent('*[_id in $ids]')}&%24ids=${ids}&includeResult=true&includeAllVersions=true&effectFormat=mendoza&enableResume=true`,
      )
      try {
        expect(stream.status).toBe(200)
        await stream.waitFor((event) => event.event === 'welcome')
        const before = (await result('*[_id == "city-berlin"][0]._rev', '&perspective=raw')) as string
        const sent = performance.now()
        const answer = await mutate([{ patch: { id: 'city-berlin', set: { title: 'Berlin (live)' } } }])
        const acknowledged = performance.now()
        const { transactionId } = answer.json() as { transactionId: string }
        const event = await stream.waitFor((candidate) => candidate.event === 'mutation')
        // Within 100 ms of the commit being acknowledged (usually before the acknowledgement arrives);
        // the commit itself takes what the database takes on a busy machine.
        expect(event.receivedAt - acknowledged).toBeLessThan(100)
        expect(event.receivedAt - sent).toBeLessThan(1_000)
        expect(event.data).toMatchObject({
          eventId: `${transactionId}#city-berlin`,
          documentId: 'city-berlin',
          transactionId,
          transition: 'update',
          identity: 'u-editor',
          previousRev: before,
          resultRev: transactionId,
          timestamp: expect.any(String),
          visibility: 'query',
          transactionTotalEvents: 1,
          transactionCurrentEvent: 1,
          effects: { apply: expect.any(Array), revert: expect.any(Array) },
          result: expect.objectContaining({ title: 'Berlin (live)', _rev: transactionId }),
          mutations: expect.any(Array),
        })
        // Documents outside the filter are not sent.
        await mutate([{ patch: { id: 'city-hamburg', set: { title: 'Hamburg (live)' } } }])
        await new Promise((resolve) => setTimeout(resolve, 150))
        expect(stream.events.filter((candidate) => candidate.event === 'mutation')).toHaveLength(1)
      } finally {
        stream.close()
      }
    })

    it('resumes a reconnecting listener after its last event (welcomeback), else resets it', async () => {
      const path = `${v}/data/listen/production?query=${encodeURIComponent('*[_type == "city"]')}&enableResume=true`
      const first = await openEventStream(api, path)
      await first.waitFor((event) => event.event === 'welcome')
      await mutate([{ patch: { id: 'city-berlin', set: { title: 'Berlin 1' } } }])
      const seen = await first.waitFor((event) => event.event === 'mutation')
      first.close()
      await mutate([{ patch: { id: 'city-berlin', set: { title: 'Berlin 2' } } }])

      const resumed = await openEventStream(api, path, { 'last-event-id': seen.id! })
      try {
        await resumed.waitFor((event) => event.event === 'welcomeback')
        const missed = await resumed.waitFor((event) => event.event === 'mutation')
        expect(missed.data).toMatchObject({ documentId: 'city-berlin' })
        expect((missed.data as { eventId: string }).eventId).not.toBe((seen.data as { eventId: string }).eventId)
      } finally {
        resumed.close()
      }
      // A position this database never reached (another database, a restore).
      const unknown = await openEventStream(api, path, { 'last-event-id': '999999999999999-1-1' })
      try {
        await unknown.waitFor((event) => event.event === 'reset')
      } finally {
        unknown.close()
      }
    })

    it('reports a listen query that does not parse as channelError', async () => {
      const stream = await openEventStream(api, `${v}/data/listen/production?query=${encodeURIComponent('*[_type ==')}`)
      try {
        const event = await stream.waitFor((candidate) => candidate.event === 'channelError')
        expect(event.data).toMatchObject({ message: expect.any(String) })
      } finally {
        stream.close()
      }
    })
  })
})
