import { fileURLToPath } from 'node:url'

/**
 * The one place that wires Next's cache to Redis (next.config.mjs spreads this into its config).
 *
 * - REDIS_URL set (several instances behind a proxy): Next's incremental cache (pages, route handlers,
 *   `unstable_cache`) lives in Redis through web/cache/redis-cache-handler.mjs, so a page revalidated on
 *   one instance is new on all of them. Next's own in-memory copy is switched off
 *   (`cacheMaxMemorySize: 0`): it would keep serving an instance its old page.
 * - REDIS_URL unset (the embedded default, one instance): Next's own file-system and memory cache.
 *
 * Read whenever Next loads its config: at `next build` and at every `next start`. A standalone build
 * (Dockerfile) keeps the config of its build, so it must be built with REDIS_URL set.
 * To wrap the handler (e.g. to add something to every cached page), point `cacheHandler` at a module
 * that imports redis-cache-handler.mjs and exports the wrapping class.
 */
export function sharedCacheConfig(env = process.env) {
  if (!env.REDIS_URL) return {}
  return {
    cacheHandler: fileURLToPath(new URL('./redis-cache-handler.mjs', import.meta.url)),
    cacheMaxMemorySize: 0,
  }
}
