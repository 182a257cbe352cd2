import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'
import { queryPublished } from '../../web/lib/content/local-source'
import { contentSyncTags } from '../../web/lib/content/sync-tags'
import { type CommittedTransaction, type ContentDocument, queryWithSyncTags, transactionSyncTags } from '../../web/lib/content-lake/outside-next'

/**
 * Each content loader's reads are cached with its query's sync tags (web/lib/content/sync-tags.ts), and a
 * published change refreshes the pages whose tags it meets (web/lib/content-lake/site-revalidation.ts).
 * A tag left out means a published change that never shows. This test finds what each query really
 * reads: it runs the query on the seeded dataset, then again with every document of one type changed,
 * and checks that every change that alters the answer meets its tags, and that most others do not.
 */

interface ContentRequest {
  query: string
  params?: Record<string, unknown>
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

describe('content loaders are tagged so that every published change that alters them refreshes them', () => {
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

  /**
   * For each loader and each document type: change every document of that type (each text and
   * number) and see whether the loader's answer changes. The change is announced with its sync tags
   * (store/sync-tags.ts); when it alters the answer, one of them must be among the answer's tags, or the
   * page would keep the old content. Published documents only, as the site reads them.
   */
  async function unmetChanges(tagsOf: (query: string, params: Record<string, unknown>, published: ContentDocument[]) => Promise<string[]>) {
    const published = documents.filter((document) => !document._id.includes('.')) as unknown as ContentDocument[]
    const types = [...new Set(published.map((document) => document._type))]
    const missed: string[] = []
    let notAnnounced = 0
    let unaltered = 0
    for (const [name, calls] of Object.entries(argumentsOf(documents))) {
      for (const args of calls) {
        requests.length = 0
        await loaders[name]!(...(args as never[]))
        const { query, params = {} } = requests[0]!
        const tags = await tagsOf(query, params, published)
        const answer = JSON.stringify(await queryPublished(published as unknown as Document[], query, params))
        expect(answer, `${name}(${args.join(', ')}) finds content`).not.toMatch(/^(null|\[\])$/)
        for (const type of types) {
          const changedDocuments = published.map((document) => (document._type === type ? (changed(document) as ContentDocument) : document))
          const alters = JSON.stringify(await queryPublished(changedDocuments as unknown as Document[], query, params)) !== answer
          const changes = published.filter((document) => document._type === type).map((document) => ({ documentId: document._id, previous: document, result: changed(document) }))
          const announced = transactionSyncTags({ changes } as unknown as CommittedTransaction, false)
          const meets = announced.some((tag) => tags.includes(tag))
          if (alters && !meets) missed.push(`${name}(${args.join(', ')}): a change of ${type}`)
          if (!alters) unaltered++
          if (!alters && !meets) notAnnounced++
        }
      }
    }
    return { missed, precision: notAnnounced / unaltered }
  }

  it("every loader's cache tags (its query's sync tags, known before it runs) meet every change that alters its answer", async () => {
    const { missed, precision } = await unmetChanges(async (query, params) => contentSyncTags(query, params))
    expect(missed).toEqual([])
    // And a page is not refreshed for nothing: most changes that alter nothing do not meet its tags.
    expect(precision).toBeGreaterThan(0.8)
  })

  it("the Content API's syncTags of every loader's answer meet every change that alters it", async () => {
    const { missed, precision } = await unmetChanges(async (query, params, published) => (await queryWithSyncTags(published, query, params)).syncTags)
    expect(missed).toEqual([])
    expect(precision).toBeGreaterThan(0.8)
  })
})
