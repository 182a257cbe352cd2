import 'server-only'

/**
 * The local Content Lake's one public face (README.md in this folder): code outside
 * web/lib/content-lake imports `@/lib/content-lake` and nothing below it (eslint.config.mjs enforces
 * it). The one other entry, `@/lib/content-lake/outside-next`, is the part of this that runs outside
 * Next (scripts, test helpers): the store, the types, the TLS certificate.
 */
export * from './outside-next'
export { AUTHORIZE_WITHIN_MS } from './server/presence/presence-socket'

// The HTTP API for the real Sanity Studio (server/).
export {
  startContentApiServer,
  KEEP_ALIVE_TIMEOUT_MS,
  SLOW_CLIENT_TIMEOUT_MS,
  type AssetServeHandler,
  type AssetUploadHandler,
  type ContentApiServer,
  type ContentApiServerOptions,
  type QueryPoolOptions,
  type ServedAsset,
  type UserSettings,
} from './server'
export { databaseUserSettings } from './server/database-user-settings'
export { errorAnswer, type ErrorAnswer } from './server/http/content-lake-error'

// Assets: the studio's uploads and serving them as Sanity's CDN does (assets/).
export { createAssetServer, createAssetUploadHandler, MAX_UPLOAD_BYTES, type AssetServeOptions, type AssetUploadOptions } from './assets'
export { readAssetFile, type AssetFile } from './assets/asset-files'

// The site's pages after a published change (site-revalidation.ts).
export {
  isValidRevalidationSignature,
  REVALIDATE_SIGNATURE_HEADER,
  revalidateOwnPages,
  revalidateOwnPagesOnceSettled,
  signRevalidation,
} from './site-revalidation'
