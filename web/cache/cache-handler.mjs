// @ts-check
/**
 * Next's cache handler for this app (wired by ./shared-cache-config.mjs): Next's own file-system cache,
 * or with REDIS_URL the cache shared by every instance in Redis (./redis-cache-handler.mjs), and either
 * way each cached page's Content-Security-Policy added (./content-security-policy.mjs).
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { withContentSecurityPolicy } from './content-security-policy.mjs'

/** @type {any} CommonJS from ESM: the class is the module's `default` export. */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule

const BaseHandler = process.env.REDIS_URL ? (await import('./redis-cache-handler.mjs')).default : FileSystemCache

export default withContentSecurityPolicy(BaseHandler)
