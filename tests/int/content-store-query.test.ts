import { readFile } from 'node:fs/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { siteQueryCases } from '../../scripts/bench/site-query-cases'
import {
  applyActions,
  applyMutations,
  closeContentStore,
  getDocuments,
  importDataset,
  queryContent,
  setQueryRewriter,
  SYSTEM_IDENTITY,
  type ContentAction,
  type ContentDocument,
} from '../../web/lib/content-lake'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'
import { queryPublished } from '../../web/lib/content/local-source'
import { editor, lakeError, openDatabase } from '../helpers/content-store'
import { testDatabases } from '../helpers/test-databases'

/** Results without the system fields the store adds (the NDJSON seed has none) and dates derived from them. */
function withoutSystemFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSystemFields)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['_rev', '_createdAt', '_updatedAt', 'updatedAt'].includes(key))
      .map(([key, item]) => [key, withoutSystemFields(item)]),
  )
}

/** Arrays in a canonical order: for queries without order(), whose order GROQ leaves open (the store answers in `_id` order, the NDJSON source in file order). */
function sortedArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedArrays).sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sortedArrays(item)]))
}
const UNORDERED_QUERIES = ['routeSlugsQuery', 'socialTitlesQuery']

describe.each(testDatabases({ content: 'empty' }))('content store queries on $name', (database) => {
  let seeded: string
  beforeAll(async () => {
    await openDatabase(database)
    seeded = await readFile(localDatasetFile, 'utf8')
    await importDataset(seeded, { identity: SYSTEM_IDENTITY, replace: true })
    await applyMutations(
      [
        { createOrReplace: { _id: 'q-doc', _type: 'qdoc', title: 'veröffentlicht', ref: { _type: 'reference', _ref: 'q-target' } } },
        { createOrReplace: { _id: 'drafts.q-doc', _type: 'qdoc', title: 'Entwurf', ref: { _type: 'reference', _ref: 'q-target' } } },
        { createOrReplace: { _id: 'versions.rSpring.q-doc', _type: 'qdoc', title: 'Frühling' } },
        { createOrReplace: { _id: 'q-target', _type: 'qtarget', name: 'Ziel' } },
        { createOrReplace: { _id: 'drafts.q-target', _type: 'qtarget', name: 'Ziel (Entwurf)' } },
        { createOrReplace: { _id: 'drafts.q-new', _type: 'qdoc', title: 'nur Entwurf' } },
        { createOrReplace: { _id: 'q-hidden', _type: 'qdoc', title: 'bald weg' } },
        { createOrReplace: { _id: 'versions.rSpring.q-hidden', _type: 'qdoc', title: 'bald weg', _system: { delete: true } } },
      ],
      { identity: editor },
    )
  })
  afterEach(() => setQueryRewriter(null))
  afterAll(async () => {
    await closeContentStore()
    await database.close()
  })

  it('answers every site query exactly as the NDJSON source does', async () => {
    const documents = seeded
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { _id: string })
    for (const { name, query, params } of siteQueryCases()) {
      const expected = await queryPublished(documents, query, params)
      expect(expected, `${name} finds content`).toBeTruthy()
      const actual = await queryContent(query, params, { perspective: 'published' })
      const normalize = UNORDERED_QUERIES.some((unordered) => name.startsWith(unordered)) ? sortedArrays : (value: unknown) => value
      expect.soft(normalize(withoutSystemFields(actual)), name).toEqual(normalize(withoutSystemFields(expected)))
    }
  })

  it('published leaves drafts and versions out; raw shows every stored document', async () => {
    const query = '*[_type == "qdoc"]{_id, title, _originalId} | order(_id)'
    expect(await queryContent(query, {}, { perspective: 'published' })).toEqual([
      { _id: 'q-doc', title: 'veröffentlicht', _originalId: null },
      { _id: 'q-hidden', title: 'bald weg', _originalId: null },
    ])
    expect(await queryContent(query, {})).toEqual(await queryContent(query, {}, { perspective: 'published' }))
    const raw = await queryContent<{ _id: string }[]>(query, {}, { perspective: 'raw' })
    expect(raw.map((document) => document._id)).toEqual(['drafts.q-doc', 'drafts.q-new', 'q-doc', 'q-hidden', 'versions.rSpring.q-doc', 'versions.rSpring.q-hidden'])
  })

  it('drafts puts each draft in place of its published document, with _originalId, also behind references', async () => {
    const result = await queryContent('*[_type == "qdoc"]{_id, title, _originalId, "target": ref->name} | order(_id)', {}, { perspective: 'drafts' })
    expect(result).toEqual([
      { _id: 'q-doc', title: 'Entwurf', _originalId: 'drafts.q-doc', target: 'Ziel (Entwurf)' },
      { _id: 'q-hidden', title: 'bald weg', _originalId: 'q-hidden', target: null },
      { _id: 'q-new', title: 'nur Entwurf', _originalId: 'drafts.q-new', target: null },
    ])
    expect(await queryContent('*[_id == "q-doc"][0].title', {}, { perspective: 'previewDrafts' as never })).toBe('Entwurf')
  })

  it('a release stack overlays versions on drafts on published; a version marked for unpublishing hides the document', async () => {
    const query = '*[_type == "qdoc"]{_id, title, _originalId} | order(_id)'
    expect(await queryContent(query, {}, { perspective: ['rSpring', 'drafts'] })).toEqual([
      { _id: 'q-doc', title: 'Frühling', _originalId: 'versions.rSpring.q-doc' },
      { _id: 'q-new', title: 'nur Entwurf', _originalId: 'drafts.q-new' },
    ])
    expect(await queryContent(query, {}, { perspective: ['rSpring'] })).toEqual([{ _id: 'q-doc', title: 'Frühling', _originalId: 'versions.rSpring.q-doc' }])
  })

  it.each([['drafts and raw', ['raw', 'drafts']], ['an empty stack', []], ['a bad release name', ['r spring']], ['an unknown word', 'everything']])(
    'refuses the perspective %s with 400',
    async (_label, perspective) => {
      expect(await lakeError(queryContent('*', {}, { perspective: perspective as never }))).toMatchObject({ statusCode: 400, type: 'invalidPerspective' })
    },
  )

  it('sees a change as soon as the writing call returns', async () => {
    await applyActions(
      [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.q-target', publishedId: 'q-target', patch: { set: { name: 'Ziel neu' } } } as ContentAction],
      { identity: editor },
    )
    expect(await queryContent('*[_id == "q-target"][0].name', {}, { perspective: 'drafts' })).toBe('Ziel neu')
    expect(await queryContent('*[_id == "q-target"][0].name', {}, { perspective: 'published' })).toBe('Ziel')
  })

  it('hands out frozen documents, so no reader can change what the next one sees', async () => {
    const [document] = await queryContent<ContentDocument[]>('*[_id == "q-doc"]', {}, { perspective: 'raw' })
    expect(() => {
      ;(document as unknown as { title: string }).title = 'verändert'
    }).toThrow(TypeError)
    expect(await queryContent('*[_id == "q-doc"][0].title', {}, { perspective: 'raw' })).toBe('veröffentlicht')
  })

  it.each([
    ['a syntax error', '*[_type == "qdoc"', {}],
    ['an unknown function', '*[score(title)]', {}],
    ['an unknown namespace', '*[foo::bar()]', {}],
    ['a parameter that is not given', '*[_type == $type]', {}],
    ['text::query without a search rewriter', '*[text::query("seo")]', {}],
    ['an empty query', '  ', {}],
  ])('answers %s with 400 queryParseError (query, start, end)', async (_label, query, params) => {
    const error = await lakeError(queryContent(query, params))
    expect(error).toMatchObject({ statusCode: 400, type: 'queryParseError' })
    expect(error.details).toMatchObject({ query: expect.any(String), start: expect.any(Number), end: expect.any(Number) })
    expect(error.details.end as number).toBeGreaterThanOrEqual(error.details.start as number)
  })

  it('points a syntax error at its position', async () => {
    const error = await lakeError(queryContent('*[_type == "qdoc"]{title,', {}))
    expect(error.details.start).toBe(24)
  })

  it('runs the registered query rewriter before parsing', async () => {
    setQueryRewriter(({ query, params }) => ({ query: query.replace('text::query($term)', 'title match $term'), params }))
    expect(await queryContent('*[_type == "qdoc" && text::query($term)]._id', { term: 'veröffentlicht' })).toEqual(['q-doc'])
  })

  it('reads documents by id in the order asked, null for missing ones', async () => {
    const [draft, missing, published] = await getDocuments(['drafts.q-doc', 'q-nope', 'q-doc'])
    expect([draft?._id, missing, published?._id]).toEqual(['drafts.q-doc', null, 'q-doc'])
    expect((await lakeError(getDocuments(['bad id']))).statusCode).toBe(400)
  })
})
