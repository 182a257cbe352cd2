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
 * Either way the handler is ./cache-handler.mjs, which picks the base by REDIS_URL and adds each cached
 * page's Content-Security-Policy.
 *
 * Read whenever Next loads its config: at `next build` and at every `next start`. A standalone build
 * (Dockerfile) keeps the config of its build, so it must be built with REDIS_URL set.
 */
export function sharedCacheConfig(env = process.env) {
  const cacheHandler = fileURLToPath(new URL('./cache-handler.mjs', import.meta.url))
  if (!env.REDIS_URL) return { cacheHandler }
  return { cacheHandler, cacheMaxMemorySize: 0 }
}
