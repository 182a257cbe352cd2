/**
 * Runs once when a server instance starts: migrates the database, starts the e-mail outbox worker and
 * the local Content Lake (the studio's API, and page refreshes for published changes), then says where
 * the studio is; warns about an invalid TRUSTED_PROXY_HOPS. Not during `next build` (nothing may open
 * the embedded database from the build's worker processes).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // An invalid TRUSTED_PROXY_HOPS is warned about now, not only at the first rate-limited request.
  const { trustedProxyHops } = await import('@/lib/http/client-address')
  trustedProxyHops()
  const [{ getDb }, { startOutboxLoop }, { startLocalContentLake }, { printStartupNotice }] = await Promise.all([
    import('@/lib/db/client'),
    import('@/lib/mail/outbox-loop'),
    import('@/lib/content-lake/start'),
    import('@/lib/startup-notice'),
  ])
  try {
    await getDb()
  } catch (error) {
    // The server starts anyway; form endpoints answer 503 until the database is reachable.
    console.warn('[database] not reachable at start:', (error as Error).message)
  }
  startOutboxLoop()
  const { apiRunning } = await startLocalContentLake()
  printStartupNotice({ contentApiRunning: apiRunning })
}
