/**
 * Runs once when a server instance starts: migrates the database and starts the e-mail outbox worker.
 * Not during `next build` (nothing may open the embedded database from the build's worker processes).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getDb }, { startOutboxLoop }] = await Promise.all([import('@/lib/db/client'), import('@/lib/mail/outbox-loop')])
  try {
    await getDb()
  } catch (error) {
    // The server starts anyway; form endpoints answer 503 until the database is reachable.
    console.warn('[database] not reachable at start:', (error as Error).message)
  }
  startOutboxLoop()
}
