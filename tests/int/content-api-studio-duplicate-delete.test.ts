import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importDataset } from '../../web/lib/content-lake'
import { TOKENS, jsonBody, startTestApi, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * The requests Sanity Studio 6.16 sends when an editor duplicates an article, gives the copy slugs of
 * its own, publishes it and deletes it (recorded on the local Content Lake while the e2e test in
 * tests/e2e/studio.spec.ts ran), with the answers the hosted Content Lake gives.
 *
 * The slug check is `isUnique` in schemas/fields/localized.ts: the studio's client sends it with the
 * raw perspective. The studio once refused to publish such a copy ("Slug is already in use" for both
 * languages); the Content Lake was not the cause (it answered 1 for the source's slugs and 0 for the
 * copy's, as here), the studio's publish button used the markers of the copy's first revision
 * (studio/publish-after-validation.ts). These tests keep the Content Lake's side of that contract.
 */
const SYSTEM = { id: 'system', name: 'Seed', email: 'seed@lokalsicht.invalid', role: 'system' as const }
const SOURCE = {
  _id: 'post-local-seo',
  _type: 'post',
  title: { _type: 'localeString', de: 'Lokales SEO', en: 'Local SEO' },
  slug: { _type: 'localeSlug', de: { _type: 'slug', current: 'lokales-seo' }, en: { _type: 'slug', current: 'local-seo' } },
  category: { _type: 'reference', _ref: 'blogCategory-local-seo' },
}
const CATEGORY = { _id: 'blogCategory-local-seo', _type: 'blogCategory', title: { de: 'Lokales SEO', en: 'Local SEO' } }
const COPY = 'c0ffee00-0000-4000-8000-000000000001'

/** The slug check as the studio sends it: GET, v2025-10-01, parameters as JSON, perspective raw. */
const UNIQUE = 'count(*[_type == $type && !sanity::versionOf($id) && slug[$language].current == $slug])'
function uniquenessPath(id: string, language: string, slug: string, perspective = 'raw') {
  const search = new URLSearchParams({ query: UNIQUE, returnQuery: 'false', perspective, tag: 'sanity.studio' })
  for (const [name, value] of Object.entries({ type: 'post', id, language, slug })) search.set(`$${name}`, JSON.stringify(value))
  return `/v2025-10-01/data/query/production?${search}`
}

describe.each(testDatabases({ content: 'empty' }))('the studio duplicating and deleting an article on $name', (database) => {
  let api: TestApi
  beforeAll(async () => {
    await database.open()
    await importDataset([SOURCE, CATEGORY].map((document) => JSON.stringify(document)).join('\n'), { identity: SYSTEM, replace: true })
    api = await startTestApi()
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  const v = '/v2025-02-19'
  const mutate = (mutations: unknown[], options = '') =>
    api.request({ method: 'POST', path: `${v}/data/mutate/production${options}`, token: TOKENS.editor, ...jsonBody({ mutations }) })
  const act = (actions: unknown[]) =>
    api.request({ method: 'POST', path: `${v}/data/actions/production`, token: TOKENS.editor, ...jsonBody({ actions }) })
  const count = async (id: string, language: string, slug: string, perspective?: string) => {
    const answer = await api.request({ path: uniquenessPath(id, language, slug, perspective), token: TOKENS.editor })
    expect(answer.status, answer.text).toBe(200)
    return (answer.json() as { result: number }).result
  }
  const raw = async (groq: string) =>
    ((await api.request({ path: `${v}/data/query/production?query=${encodeURIComponent(groq)}&perspective=raw`, token: TOKENS.editor })).json() as { result: unknown }).result

  it('stores the copy the duplicate action creates as a new draft with a revision of its own', async () => {
    const source = (await raw('*[_id == "post-local-seo"][0]')) as Record<string, unknown>
    // What the studio sends: the source as it has it, minus _createdAt/_updatedAt/_system, so with the source's _rev.
    const { _createdAt, _updatedAt, ...copy } = source
    void _createdAt
    void _updatedAt
    const answer = await mutate([{ create: { ...copy, _id: `drafts.${COPY}` } }], '?tag=sanity.studio.document.duplicate&returnIds=true&returnDocuments=true&visibility=sync')
    expect(answer.status, answer.text).toBe(200)
    const stored = (await raw(`*[_id == "drafts.${COPY}"][0]{_rev, "slug": slug.de.current, _originalId}`)) as Record<string, unknown>
    expect(stored.slug).toBe('lokales-seo')
    expect(stored._rev).not.toBe(source._rev)
    // The raw perspective shows documents as stored: no _originalId (only the drafts perspective sets it).
    expect(stored._originalId).toBeNull()
  })

  it('answers the slug check for the fresh copy: the source slugs are taken, by the source (and the copy for the source)', async () => {
    expect(await count(COPY, 'de', 'lokales-seo')).toBe(1)
    expect(await count(COPY, 'en', 'local-seo')).toBe(1)
    expect(await count('post-local-seo', 'de', 'lokales-seo')).toBe(1)
    // A document's own published and draft ids never count against it; another slug is free.
    expect(await count('post-local-seo', 'de', 'lokales-seo-2')).toBe(0)
    // The drafts perspective (documents under their published id) gives the same answers.
    expect(await count(COPY, 'de', 'lokales-seo', 'drafts')).toBe(1)
    expect(await count('post-local-seo', 'en', 'local-seo', 'drafts')).toBe(1)
  })

  it('answers the slug check for the copy with its new slugs: unique, in both languages', async () => {
    const edit = (patch: Record<string, unknown>) => ({ actionType: 'sanity.action.document.edit', draftId: `drafts.${COPY}`, publishedId: COPY, patch })
    const answer = await act([
      edit({ set: { 'title.de': 'Lokales SEO für Cafés', 'title.en': 'Local SEO for cafés' } }),
      edit({ set: { 'slug.de': { _type: 'slug', current: 'lokales-seo-fuer-cafes' }, 'slug.en': { _type: 'slug', current: 'local-seo-for-cafes' } } }),
    ])
    expect(answer.status, answer.text).toBe(200)
    expect(await count(COPY, 'de', 'lokales-seo-fuer-cafes')).toBe(0)
    expect(await count(COPY, 'en', 'local-seo-for-cafes')).toBe(0)
    expect(await count(COPY, 'de', 'lokales-seo-fuer-cafes', 'drafts')).toBe(0)
    // …the source's own slugs are its alone again, and it may not take the copy's.
    expect(await count('post-local-seo', 'de', 'lokales-seo')).toBe(0)
    expect(await count('post-local-seo', 'de', 'lokales-seo-fuer-cafes')).toBe(1)
  })

  it("does not count a document's release version against it (a release that changes its title keeps its slug)", async () => {
    const version = await act([{ actionType: 'sanity.action.document.version.create', publishedId: 'post-local-seo', baseId: 'post-local-seo', versionId: 'versions.rSpring.post-local-seo' }])
    expect(version.status, version.text).toBe(200)
    expect(await count('post-local-seo', 'de', 'lokales-seo')).toBe(0)
    // …but another document may not take it.
    expect(await count(COPY, 'de', 'lokales-seo')).toBe(2)
    expect((await act([{ actionType: 'sanity.action.document.version.discard', versionId: 'versions.rSpring.post-local-seo' }])).status).toBe(200)
  })

  it('publishes the copy, whose published and draft ids then both count as the copy', async () => {
    const answer = await act([{ actionType: 'sanity.action.document.publish', draftId: `drafts.${COPY}`, publishedId: COPY }])
    expect(answer.status, answer.text).toBe(200)
    expect(await raw(`*[_id in ["${COPY}", "drafts.${COPY}"]]._id`)).toEqual([COPY])
    expect(await count(COPY, 'de', 'lokales-seo-fuer-cafes')).toBe(0)
    expect(await count('post-local-seo', 'en', 'local-seo-for-cafes')).toBe(1)
  })

  it('answers what the delete dialog asks before it offers its button', async () => {
    // Does the document exist (draft, published)? Missing ones are "omitted" for existence.
    const existence = await api.request({ path: `${v}/data/doc/production/drafts.${COPY},${COPY}?excludeContent=true&tag=sanity.studio.use-referring-documents.document-existence`, token: TOKENS.editor })
    expect(existence.status).toBe(200)
    expect((existence.json() as { omitted: unknown[] }).omitted).toEqual([{ id: `drafts.${COPY}`, reason: 'existence' }])
    // Documents that refer to it: none.
    const referring = `{"references":*[references($documentId) && _system.group._ref != $documentId][0...100]{_id,_type},"totalCount":count(*[references($documentId) && _system.group._ref != $documentId])}`
    const internal = await api.request({ path: `${v}/data/query/production?query=${encodeURIComponent(referring)}&%24documentId=${encodeURIComponent(JSON.stringify(COPY))}&perspective=raw`, token: TOKENS.editor })
    expect((internal.json() as { result: unknown }).result).toEqual({ references: [], totalCount: 0 })
    // Cross-dataset references: the local Content Lake has one dataset; the studio reads a 404 as "none".
    const external = await api.request({ path: `${v}/data/references/production/documents/${COPY}/to?excludeInternalReferences=true&excludePaths=true`, token: TOKENS.editor })
    expect(external.status).toBe(404)
    expect(external.json()).toMatchObject({ statusCode: 404, error: { type: 'notFoundError' } })
  })

  it('deletes a published document with the delete action, and a draft-only one by discarding its draft', async () => {
    // The studio's Delete of a published document (with a draft it lists in includeDrafts).
    expect((await mutate([{ create: { _id: `drafts.${COPY}`, _type: 'post', title: { de: 'Entwurf' } } }])).status).toBe(200)
    const deleted = await act([{ actionType: 'sanity.action.document.delete', publishedId: COPY, includeDrafts: [`drafts.${COPY}`] }])
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.json()).toEqual({ transactionId: expect.any(String) })
    expect(await raw(`count(*[_id in ["${COPY}", "drafts.${COPY}"]])`)).toBe(0)

    // The studio's Delete of a document that only has a draft: it discards the draft version.
    expect((await mutate([{ create: { _id: `drafts.${COPY}`, _type: 'post', title: { de: 'Nur Entwurf' } } }])).status).toBe(200)
    const discarded = await act([{ actionType: 'sanity.action.document.version.discard', versionId: `drafts.${COPY}` }])
    expect(discarded.status, discarded.text).toBe(200)
    expect(await raw(`count(*[_id in ["${COPY}", "drafts.${COPY}"]])`)).toBe(0)
    // The source is untouched.
    expect(await raw('*[_id == "post-local-seo"][0].slug.de.current')).toBe('lokales-seo')
  })
})
