import 'server-only'
import type { Worker } from 'node:worker_threads'
import type { SharedPresence } from '../store'
import type { ContentDocument, ContentIdentity } from '../types'

/**
 * The Content API server's configuration and the types of its seams, in one module that imports
 * nothing else of server/: routes, the context and the query pool import their types from here.
 */

/** What the app (web/instrumentation.ts) gives the Content API server. */
export type ContentApiServerOptions = {
  port: number
  /** Interface to listen on; default `localhost` (both loopback families). */
  host?: string
  /** Resolves the Studio's bearer token to a person, or null (unknown, expired, not staff). */
  authenticate: (bearerToken: string) => Promise<ContentIdentity | null>
  /** Exact origins (`https://localhost:3000`) whose pages may call the API from a browser. */
  allowedOrigins: string[]
  projectId: string
  dataset: string
  /**
   * The Studio's `#sid=` login: exchanges a one-time code for a bearer token (`GET /auth/fetch?sid=`).
   * Without it, that route answers 401.
   */
  exchangeLoginCode?: (code: string) => Promise<string | null>
  /** The Studio's "Sign out" (`POST /auth/logout` with its bearer token): that token stops working. */
  revokeToken?: (bearerToken: string) => Promise<void>
  /** `POST /assets/images/:ds` and `/assets/files/:ds`: the content-assets module's `handleAssetUpload`; absent: 501. */
  uploadAsset?: AssetUploadHandler
  /** `GET /images|files/:project/:ds/:file` (the CDN's paths): the content-assets module's `createAssetServer()`; absent: 404. */
  serveAsset?: AssetServeHandler
  /**
   * The studio's presence as every instance shares it (the app: the database's). Default: this process
   * only (a single server without a database, as in the protocol tests).
   */
  presence?: SharedPresence
  /** The studio's per-person preferences (`/users/me/keyvalue`); default: this process's memory. */
  userSettings?: UserSettings
  /**
   * People the studio asks about by id (`/users/:ids`: presence avatars, history authors) whom this server
   * has not seen yet, e.g. someone whose studio uses another instance. Default: only those seen here.
   */
  lookUpUsers?: (ids: string[]) => Promise<ContentIdentity[]>
  /** The query workers and their limits (defaults in query-pool.ts). */
  queries?: Partial<QueryPoolOptions>
  /**
   * TLS files (HTTPS with HTTP/2: browsers call the listener directly); default CONTENT_API_TLS_CERT /
   * CONTENT_API_TLS_KEY, else a certificate made once. `'none'`: plain HTTP/1.1 behind a proxy.
   */
  tls?: { cert: string; key: string } | 'none'
  /** The path the proxy serves the API under (`/content-api`), taken off request paths that carry it. */
  basePath?: string
}

/**
 * SEAM for the content-assets module (web/lib/content-lake/assets/, `createAssetUploadHandler`):
 * `POST /assets/images/:ds` and `/assets/files/:ds`, the Studio's uploads (@sanity/client
 * `assets.upload`: raw bytes, options in the query). The handler reads the body (refusing it past its
 * limit), stores the asset and returns its document; its ContentLakeErrors are answered in the
 * Content Lake's shape like every other error.
 */
export type AssetUploadHandler = (upload: {
  kind: 'image' | 'file'
  dataset: string
  query: URLSearchParams
  body: AsyncIterable<Uint8Array>
  contentType: string | null
  identity: ContentIdentity
}) => Promise<{ document: ContentDocument }>

/** An asset's bytes as the CDN answers them (possibly resized), with their headers (caching, disposition). */
export type ServedAsset = { body: Buffer; contentType: string; headers: Record<string, string> }

/**
 * SEAM for the content-assets module (`createAssetServer`): `GET /images/:project/:ds/:file` and
 * `/files/…`, what Sanity's CDN answers and @sanity/image-url builds from the Studio's `apiHost`.
 * Null: no such asset (404).
 */
export type AssetServeHandler = (request: {
  kind: 'image' | 'file'
  fileName: string
  query: URLSearchParams
  /** The request's Accept header (`auto=format`). */
  accept: string | null
}) => Promise<ServedAsset | null>

/**
 * `/users/me/keyvalue`: the Studio's per-user preferences (list layout, sort order, seen
 * announcements). The app keeps them in the database (database-user-settings.ts), shared by its
 * instances; a server without one keeps them in memory.
 */
export type UserSettings = {
  /** The values of these keys (null where none is stored), in the order asked. */
  get: (userId: string, keys: string[]) => Promise<unknown[]>
  set: (userId: string, pairs: { key: string; value: unknown }[]) => Promise<void>
}

/** The query workers and their limits (query-pool/query-pool.ts). */
export type QueryPoolOptions = {
  /** Worker threads (CONTENT_QUERY_WORKERS). */
  size: number
  /** A query running longer is ended: 400 `queryTimeout`. */
  timeoutMs: number
  /** A larger result (serialised JSON) is refused: 400 `queryResultTooLarge`. */
  maxResultBytes: number
  /** A worker's heap limit; a query that needs more ends it: 400 `queryResultTooLarge`. */
  memoryLimitMb: number
  /** Queries of one client running at once; more wait. */
  maxRunningPerClient: number
  /** Queries of one client waiting; more are refused: 429. */
  maxWaitingPerClient: number
  /** A query that found no free worker for this long is given up: 503 (the instance is overloaded). */
  maxWaitMs: number
  /** Starts a worker (tests run the TypeScript source through tsx). */
  spawn: (resourceLimits: { maxOldGenerationSizeMb: number }) => Worker
}
