import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { redisCacheSettings } from './redis-cache-settings.mjs'
import { withRevalidationReplay } from './resilient-redis-handler.mjs'

/**
 * Next's incremental cache (statically generated pages, route handlers, `unstable_cache` data) shared
 * by every instance in Redis, through @fortedigital/nextjs-cache-handler (its `redis-strings` handler:
 * one Redis string per entry, a hash of each entry's tags; a revalidated tag deletes its entries for all
 * instances). Wired by web/cache/shared-cache-config.mjs when REDIS_URL is set.
 *
 * Handlers, in order: Redis, then a local in-memory copy. A read asks Redis; only when Redis fails
 * (down, slower than REDIS_CACHE_TIMEOUT_MS) does it fall back to the local copy, so pages are still
 * served during a Redis outage. Writes go to both. Revalidations go to both; those Redis missed are
 * redone when it is back (resilient-redis-handler.mjs). Commands are not queued while disconnected
 * (`disableOfflineQueue`): they fail at once and the local copy answers.
 *
 * `next build` does not connect: the build's pages go to .next as usual and are copied into Redis when
 * an instance starts (registerInitialCache in web/instrumentation.ts, never overwriting what is there).
 */
async function createHandlers({ buildId }) {
  const local = createLruHandler()
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [local] }

  const settings = redisCacheSettings()
  const client = createClient({
    url: settings.REDIS_URL,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let lastErrorLog = 0
  client.on('error', (error) => {
    // Reconnection attempts fail every 2 s while Redis is down: one line per 30 s is enough.
    if (Date.now() - lastErrorLog < 30_000) return
    lastErrorLog = Date.now()
    console.warn(`[cache] Redis unreachable (${error.message}); serving pages from this instance's memory`)
  })
  // Not awaited: an instance starts, and serves pages, also while Redis is down; the client keeps
  // reconnecting, and is used once it is ready.
  client.connect().catch(() => {})

  const redis = createRedisHandler({
    client,
    keyPrefix: `${settings.REDIS_CACHE_PREFIX}:${buildId ?? 'dev'}:`,
    timeoutMs: settings.REDIS_CACHE_TIMEOUT_MS,
    keyExpirationStrategy: 'EXAT',
  })
  return { handlers: [withRevalidationReplay(redis, client), local] }
}

/**
 * The build's id, which prefixes its entries. The handler learns it from the folder of the server's code,
 * which Next gives the handler of the pages and route handlers but not the one of the proxy (web/proxy.ts
 * reads content through the cache too: web/lib/routing/content-pages.ts). Without it the proxy kept its
 * entries apart, under `dev`, where no revalidation reached them (a deleted and restored document stayed
 * missing for it: tests/deploy/studio-journey.spec.ts). Both `next start` (in web/) and the standalone
 * server (Dockerfile) run beside their `.next`.
 */
function buildIdOf(given) {
  if (given?.trim()) return given.trim()
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return undefined
  }
}

CacheHandler.onCreation((context) => createHandlers({ buildId: buildIdOf(context.buildId) }))

export default CacheHandler
