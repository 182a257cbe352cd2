/**
 * Wraps the Redis handler of @fortedigital/nextjs-cache-handler so that a revalidation is not lost while
 * Redis cannot be reached. The handler list of redis-cache-handler.mjs reads from Redis first and falls
 * back to the instance's local copy only when Redis fails, so while Redis is down the pages are served
 * from each instance's memory (or rendered), and each instance revalidates its local copy itself (every
 * instance hears every published change). Redis still holds the old pages then: the tags whose
 * revalidation failed are remembered and revalidated in Redis as soon as the client is connected again,
 * before anything else reaches it.
 *
 * @param {{ name: string, get: Function, set: Function, delete?: Function, revalidateTag: (tag: string) => Promise<void> }} handler
 * @param {{ on: (event: 'ready', listener: () => void) => unknown }} client the Redis client ('ready' after each (re)connect)
 * @param {(message: string) => void} [log]
 */
export function withRevalidationReplay(handler, client, log = console.warn) {
  /** Tags whose revalidation has not reached Redis yet. */
  const pendingTags = new Set()
  let replaying

  async function replay() {
    for (const tag of [...pendingTags]) {
      try {
        await handler.revalidateTag(tag)
        pendingTags.delete(tag)
      } catch (error) {
        log(`[cache] revalidating "${tag}" in Redis failed again: ${error.message}`)
        return
      }
    }
    if (pendingTags.size === 0) log('[cache] Redis is back; the revalidations it missed are done')
  }

  function replayPending() {
    if (pendingTags.size === 0) return Promise.resolve()
    replaying ??= replay().finally(() => {
      replaying = undefined
    })
    return replaying
  }

  client.on('ready', () => void replayPending())

  return {
    ...handler,
    name: `${handler.name} (revalidations replayed after an outage)`,
    /** Until a missed revalidation has reached Redis, Redis may hold pages older than it: not read. */
    async get(key, meta) {
      if (pendingTags.size > 0) await replayPending()
      if (pendingTags.size > 0) throw new Error('Redis has missed revalidations')
      return handler.get(key, meta)
    },
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag)
      } catch (error) {
        pendingTags.add(tag)
        log(`[cache] Redis missed the revalidation of "${tag}" (${error.message}); it is redone after reconnecting`)
        throw error
      }
    },
    /** For tests and logs. */
    pendingRevalidations: () => [...pendingTags],
  }
}
