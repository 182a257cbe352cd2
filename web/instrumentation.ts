/**
 * Runs once when a server instance starts: migrates the database, starts the e-mail outbox worker and
 * the local Content Lake (the studio's API, and page refreshes for published changes), then says where
 * the studio is; names every invalid environment variable (web/lib/env) and what an invalid
 * TRUSTED_PROXY_HOPS means; with REDIS_URL, copies the build's pages into the shared cache first. Not
 * during `next build` (nothing may open the embedded database from the build's worker processes).
 *
 * NEXT_RUNTIME and NEXT_PHASE are Next's own, read literally: Next inlines NEXT_RUNTIME, so the Edge
 * build of this file drops everything after the first line.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Before any request: every request carries its socket's address for clientAddress().
  const { stampPeerAddresses } = await import('@/lib/http/peer-address')
  stampPeerAddresses()
  // Every invalid variable at once, before the parts below read them: each of those fails with the same
  // message where it reads its own (TRUSTED_PROXY_HOPS falls back to 0, see below).
  const { env, environmentProblems } = await import('@/lib/env')
  for (const problem of environmentProblems()) console.error(`[environment] ${problem.message}`)
  // An invalid TRUSTED_PROXY_HOPS is warned about now, not only at the first rate-limited request.
  const { trustedProxyHops } = await import('@/lib/http/client-address')
  trustedProxyHops()
  const [{ getDb }, { startOutboxLoop }, { startLocalContentLake }, { printStartupNotice }] = await Promise.all([
    import('@/lib/db/client'),
    import('@/lib/mail/outbox-loop'),
    import('@/lib/content/start-local-content-lake'),
    import('@/lib/startup-notice'),
  ])
  if (env.REDIS_URL) await copyBuildIntoSharedCache()
  try {
    await getDb()
  } catch (error) {
    // The server starts anyway; form endpoints answer 503 until the database is reachable.
    console.warn('[database] not reachable at start:', (error as Error).message)
  }
  // ADMIN_EMAIL / ADMIN_PASSWORD: a container's first admin, created only while there is none; never throws.
  await (await import('@/lib/admin/first-admin-bootstrap')).createFirstAdminFromEnvironment()
  startOutboxLoop()
  const { apiRunning } = await startLocalContentLake()
  printStartupNotice({ contentApiRunning: apiRunning })
}

/**
 * With the shared cache on Redis (REDIS_URL, web/cache/shared-cache-config.mjs): the pages `next build`
 * generated are copied from .next into Redis, without overwriting an entry that is already there (it may
 * be newer: another instance re-rendered it after a published change). Before the Content Lake starts,
 * whose start-up refresh must come after this copy.
 */
async function copyBuildIntoSharedCache() {
  const [{ registerInitialCache }, { default: CacheHandler }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler/instrumentation'),
    // Through the app's handler, so that each page is stored with its Content-Security-Policy.
    import('./cache/cache-handler.mjs'),
  ])
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true })
}
