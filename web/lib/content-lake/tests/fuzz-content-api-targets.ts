import { contentApiRoutes, unversionedRoutes } from '../server/routes'
import type { Route } from '../server/route-table'

/** Real values the routes' parameters can take in the test database (a document id, an image's file name). */
export type ContentApiWorld = { documentId: string; imageFile: string }

/** An answer of the Content API as the fuzz test sees it. */
export type ApiFuzzAnswer = { status: number; contentType: string; text: string }

export type ContentApiFuzzConfig = {
  /** A valid value per path parameter (`:name`, `*` as `rest`). */
  params?: (world: ContentApiWorld) => Record<string, string>
  /** A JSON body the route accepts: the odd bodies include it with odd fields. */
  validBody?: () => Record<string, unknown>
  /**
   * Which odd bodies it gets: all (JSON routes, images); only the refused ones for a route that takes
   * any bytes (file uploads); none over the API's 4 MB for a route that never reads its body (see the
   * report: the HTTP/2 stream is reset while the client is still sending, instead of the answer).
   */
  bodies?: 'all' | 'emptyOrTooLarge' | 'withinLimit'
  queryNames?: readonly string[]
  /** The designed answer to an odd request when it is not a 4xx. Reads (GET) may answer 200: they ignore what they do not know. */
  accepts?: (answer: ApiFuzzAnswer) => boolean
}

const dataset = () => ({ dataset: 'production' })
const document = (world: ContentApiWorld) => ({ dataset: 'production', ids: world.documentId })
const ok = (answer: ApiFuzzAnswer) => answer.status === 200
const MUTATION = { mutations: [{ patch: { id: 'fuzz-never-created', set: { title: 'x' } } }], transactionId: 'fuzz-transaction' }

/** Every route of the Content API (and its CDN paths) with what its fuzz cases need; the coverage test checks none is missing. */
export const contentApiFuzzConfig: Record<string, ContentApiFuzzConfig> = {
  'GET users/me/keyvalue/:keys': { params: () => ({ keys: 'studio.layout' }) },
  'PUT users/me/keyvalue': { validBody: () => ({ key: 'studio.layout', value: 'list' }) },
  'GET users/me': {},
  'GET users/:ids': { params: () => ({ ids: 'u-admin' }) },
  'GET auth/id': {},
  'GET auth/providers': {},
  'GET auth/fetch': { queryNames: ['sid'] },
  // Without a token there is nothing to end, with one it ends: whatever the body, the answer is ok.
  'POST auth/logout': { accepts: ok, bodies: 'withinLimit' },
  'GET projects': { queryNames: ['includeMembers', 'includeFeatures', 'organizationId'] },
  'GET projects/:projectId': { params: () => ({ projectId: 'demo01' }) },
  'GET projects/:projectId/datasets': { params: () => ({ projectId: 'demo01' }), queryNames: ['datasetProfile', 'addonFor'] },
  'GET datasets': { queryNames: ['datasetProfile', 'addonFor'] },
  'GET projects/:projectId/datasets/:dataset/acl': { params: () => ({ projectId: 'demo01', dataset: 'production' }) },
  'GET projects/:projectId/grants': { params: () => ({ projectId: 'demo01' }) },
  'GET projects/:projectId/user-applications': { params: () => ({ projectId: 'demo01' }) },
  'GET projects/:projectId/user-applications/*': { params: () => ({ projectId: 'demo01', rest: 'x' }) },
  'GET features': {},
  'GET projects/:projectId/new-content-release-allowed': { params: () => ({ projectId: 'demo01' }) },
  'GET ping': {},
  'GET data/ping/:dataset': { params: dataset },
  'GET intake/telemetry-status': {},
  // The Studio's telemetry: accepted and dropped, whatever it is.
  'POST intake/batch': { accepts: ok, bodies: 'withinLimit' },
  'GET journey/announcements': {},
  'GET journey/*': { params: () => ({ rest: 'x' }) },
  'GET help': {},
  'GET schedules/:projectId/:dataset': { params: () => ({ projectId: 'demo01', dataset: 'production' }) },
  'GET data/query/:dataset': { params: dataset, queryNames: ['query', 'perspective', 'returnQuery', 'lastLiveEventId', '$id', '$0'] },
  'POST data/query/:dataset': { params: dataset, validBody: () => ({ query: '*[_id == $id]', params: { id: 'x' }, options: { perspective: 'raw' } }), queryNames: ['perspective'] },
  'GET data/doc/:dataset/:ids': { params: document },
  'GET data/listen/:dataset': {
    params: dataset,
    queryNames: ['query', 'includeResult', 'includePreviousRevision', 'visibility', 'effectFormat', 'tag', '$id'],
    // A query that parses opens the stream (its first event is `welcome`); one that does not gets `channelError`.
    accepts: (answer) => answer.status === 200 && answer.contentType.startsWith('text/event-stream'),
  },
  'GET data/live/events/:dataset': {
    params: dataset,
    queryNames: ['includeDrafts', 'tag', 'waitFor'],
    // The stream opens (its first event is `welcome`) whatever it is asked, or 406 without `text/event-stream`.
    accepts: (answer) => answer.status === 200 && answer.contentType.startsWith('text/event-stream'),
  },
  'GET check/cors': { accepts: ok },
  'POST data/mutate/:dataset': { params: dataset, validBody: () => MUTATION, queryNames: ['returnIds', 'returnDocuments', 'visibility', 'dryRun', 'autoGenerateArrayKeys'] },
  'POST data/actions/:dataset': {
    params: dataset,
    validBody: () => ({ actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.fuzz-never', publishedId: 'fuzz-never', patch: { set: { title: 'x' } } }], transactionId: 'fuzz-action' }),
  },
  'GET data/history/:dataset/transactions/:ids': { params: document, queryNames: ['fromTransaction', 'toTransaction', 'fromTime', 'limit', 'reverse', 'effectFormat'] },
  'GET data/history/:dataset/documents/:ids': { params: document, queryNames: ['revision', 'time', 'lastRevision'] },
  // NDJSON of the whole dataset, or a page of it with `nextCursor` (a bad cursor or type list is a 400).
  'GET data/export/:dataset': { params: dataset, queryNames: ['types', 'nextCursor', 'tag'] },
  'GET data/history/:dataset/events/documents/:id': { params: (world) => ({ dataset: 'production', id: world.documentId }), queryNames: ['limit', 'nextCursor'] },
  'POST assets/images/:dataset': { params: dataset, queryNames: ['filename', 'title', 'sourceName', 'sourceId'] },
  // Any bytes are a file (as on Sanity's Content Lake): only an empty or too large body is odd there.
  'POST assets/files/:dataset': { params: dataset, bodies: 'emptyOrTooLarge', queryNames: ['filename', 'title'] },
  'GET images/:project/:dataset/:file': {
    params: (world) => ({ project: 'demo01', dataset: 'production', file: world.imageFile }),
    queryNames: ['w', 'h', 'rect', 'fit', 'fm', 'q', 'auto', 'fp-x', 'fp-y', 'crop', 'dl'],
  },
  'GET files/:project/:dataset/:file': { params: (world) => ({ project: 'demo01', dataset: 'production', file: world.imageFile }) },
  // A page for people: any query string gets the page (with a way back only to an allowed studio page).
  'GET accept-certificate': { queryNames: ['return'], accepts: ok },
}

export const routeKey = (route: Pick<Route, 'method' | 'pattern'>) => `${route.method} ${route.pattern}`

/** Every route the server answers, versioned (`/v…/`) or not (CDN paths, the certificate page). */
export const allContentApiRoutes: readonly { route: Route; versioned: boolean }[] = [
  ...contentApiRoutes.map((route) => ({ route, versioned: true })),
  ...unversionedRoutes.map((route) => ({ route, versioned: false })),
]
