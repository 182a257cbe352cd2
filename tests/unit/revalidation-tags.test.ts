import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'
import { queryPublished } from '../../web/lib/content/local-source'
import { type CommittedTransaction, type ContentDocument, queryWithSyncTags, transactionSyncTags } from '../../web/lib/content-lake/outside-next'

/**
 * Each content loader names the document types it reads (its cache tags): publishing a document of a
 * type refreshes every page whose loader names it (web/lib/content-lake/site-revalidation.ts). A type left
 * out means a published change that never shows. This test finds the types each query really reads: it
 * runs the query on the seeded dataset, then again with every document of one type changed (each text
 * and number), and compares. The types whose change changes the answer must be exactly the tags.
 */

interface ContentRequest {
  query: string
  params?: Record<string, unknown>
  tags: string[]
}

const requests: ContentRequest[] = []
vi.mock('../../web/lib/content/fetch', () => ({
  fetchContent: async (request: ContentRequest) => {
    requests.push(request)
    return null
  },
}))

type Document = { _id: string; _type: string; [key: string]: unknown }

/** Every text and number of a value changed; keys starting with `_` (ids, references, keys, types) kept. */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value} (changed)`
  if (typeof value === 'number') return value + 1
  if (Array.isArray(value)) return value.map(changed)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key.startsWith('_') ? inner : changed(inner)]))
  }
  return value
}

/** The slug of the first published document of a type, in German (the loaders' `slug` argument). */
const slugOf = (documents: Document[], type: string) =>
  (documents.find((document) => document._type === type && !document._id.includes('.')) as unknown as { slug: { de: { current: string } } }).slug.de.current

describe('content loaders are tagged with exactly the document types their queries read', () => {
  let documents: Document[]
  let loaders: Record<string, (...args: never[]) => Promise<unknown>>
  beforeAll(async () => {
    documents = (await readFile(localDatasetFile, 'utf8'))
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Document)
    loaders = (await import('../../web/lib/content/loaders')) as unknown as typeof loaders
  })

  /** How each loader is called; a new loader without an entry here fails the test below. */
  const argumentsOf = (documents: Document[]): Record<string, unknown[][]> => ({
    getLayoutContent: [['de'], ['en']],
    getHomePage: [['de'], ['en']],
    getService: [['de', slugOf(documents, 'service')]],
    getCity: [['de', slugOf(documents, 'city')]],
    getRouteSlugs: [[]],
    getLegalPage: [['de', 'imprint'], ['en', 'privacy'], ['de', 'terms']],
    getBlogPage: [['de'], ['en']],
    getBlogPosts: [['de'], ['en']],
    getPost: [['de', slugOf(documents, 'post')]],
    getSocialTitles: [['de'], ['en']],
    getServicesPage: [['de'], ['en']],
    getLocationsPage: [['de'], ['en']],
    getAboutPage: [['de'], ['en']],
    getTeamPage: [['de'], ['en']],
    getPortfolioPage: [['de'], ['en']],
    getCaseStudy: [['de', slugOf(documents, 'caseStudy')]],
    getContactPage: [['de'], ['en']],
    getFreeAuditPage: [['de'], ['en']],
    getReviewsPage: [['de'], ['en']],
  })

  it('knows how to call every loader', () => {
    expect(Object.keys(loaders).sort()).toEqual(Object.keys(argumentsOf(documents)).sort())
  })

  it('finds for every loader the types it reads, and they are its tags', async () => {
    // Image assets are never edited in place (a new image is a new asset), so no page is tagged with them.
    const types = [...new Set(documents.map((document) => document._type))].filter((type) => !type.startsWith('sanity.'))
    const withChanged = new Map(
      types.map((type) => [type, documents.map((document) => (document._type === type ? (changed(document) as Document) : document))]),
    )
    const mismatches: string[] = []
    for (const [name, calls] of Object.entries(argumentsOf(documents))) {
      const read = new Set<string>()
      let tags: string[] = []
      for (const args of calls) {
        requests.length = 0
        await loaders[name]!(...(args as never[]))
        const [request] = requests
        if (!request) throw new Error(`${name} asked for no content`)
        tags = request.tags
        const params = request.params ?? {}
        const original = JSON.stringify(await queryPublished(documents, request.query, params))
        expect(original, `${name}(${args.join(', ')}) finds content`).not.toMatch(/^(null|\[\])$/)
        for (const type of types) {
          if (JSON.stringify(await queryPublished(withChanged.get(type)!, request.query, params)) !== original) read.add(type)
        }
      }
      const missing = [...read].filter((type) => !tags.includes(type))
      const unused = tags.filter((type) => !read.has(type))
      if (missing.length > 0 || unused.length > 0) mismatches.push(`${name}: missing ${JSON.stringify(missing)}, not read ${JSON.stringify(unused)}`)
    }
    expect(mismatches).toEqual([])
  })

  it("the Content Lake's sync tags of every loader's answer meet the tags of every change that alters it", async () => {
    // The same experiment for the Live Content API (web/lib/content-lake/store/sync-tags.ts): for each
    // loader and each document type, the change of that type's documents is announced with tags, and
    // when the change alters the answer, one of them must be among the answer's syncTags. Published
    // documents only, as the site reads them.
    const published = documents.filter((document) => !document._id.includes('.')) as unknown as ContentDocument[]
    const types = [...new Set(published.map((document) => document._type))]
    const missed: string[] = []
    let precise = 0
    let checked = 0
    for (const [name, calls] of Object.entries(argumentsOf(documents))) {
      for (const args of calls) {
        requests.length = 0
        await loaders[name]!(...(args as never[]))
        const { query, params = {} } = requests[0]!
        const { result, syncTags } = await queryWithSyncTags(published, query, params)
        for (const type of types) {
          const changedDocuments = published.map((document) => (document._type === type ? (changed(document) as ContentDocument) : document))
          const alters = JSON.stringify((await queryWithSyncTags(changedDocuments, query, params)).result) !== JSON.stringify(result)
          const changes = published.filter((document) => document._type === type).map((document) => ({ documentId: document._id, previous: document, result: changed(document) }))
          const announced = transactionSyncTags({ changes } as unknown as CommittedTransaction, false)
          const meets = announced.some((tag) => syncTags.includes(tag))
          checked++
          if (alters && !meets) missed.push(`${name}(${args.join(', ')}): a change of ${type}`)
          if (!alters && !meets) precise++
        }
      }
    }
    expect(missed).toEqual([])
    // Not every change refreshes everything: most changes that alter nothing are not announced to it.
    expect(precise / checked).toBeGreaterThan(0.5)
  })
})
