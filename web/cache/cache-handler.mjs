// @ts-check
/**
 * Next's cache handler for this app (next.config.mjs `cacheHandler`): Next's own file-system cache,
 * with each cached page's Content-Security-Policy added (./content-security-policy.mjs).
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { withContentSecurityPolicy } from './content-security-policy.mjs'

/** @type {any} CommonJS from ESM: the class is the module's `default` export. */
const FileSystemCache = /** @type {any} */ (fileSystemCacheModule).default ?? fileSystemCacheModule

export default withContentSecurityPolicy(FileSystemCache)
