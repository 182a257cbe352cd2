import type { SharedPresence } from '../store'
import type { ContentIdentity } from '../types'
import type { AssetServeHandler, AssetUploadHandler } from './routes/assets'
import type { QueryPoolOptions } from './query-pool/query-pool'
import type { UserSettings } from './routes/user-settings'

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
