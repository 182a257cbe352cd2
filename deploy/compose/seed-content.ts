/**
 * Run by the app image before its server (deploy/compose/app-entrypoint.sh), bundled at build time into
 * /app/deploy/seed-content/ (the image has no tsx and no devDependencies): a database without content
 * gets the content the image was built with (data/content/production.ndjson, the export `npm run build`
 * read), as `npm run seed:if-missing` gives a local one; a store with documents is left alone. Migrates
 * first (as the server would). Waits for PostgreSQL (compose may start the app first), and takes an
 * advisory lock, so that of several instances starting at once one fills the store and the others find
 * it filled. Neither sample reviews nor demo accounts: those are for development.
 */
import pg from 'pg'
import { seedContentStore } from '../../scripts/seed/content-store'
import { closeDb } from '../../web/lib/db/client'

/** Any fixed 64-bit number, other than the migrations' lock. */
const SEED_LOCK_ID = 7_360_418_226
const WAIT_SECONDS = Number(process.env.DATABASE_WAIT_SECONDS ?? 120)

async function connectWhenUp(url: string): Promise<pg.Client> {
  const deadline = Date.now() + WAIT_SECONDS * 1000
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
    try {
      await client.connect()
      return client
    } catch (error) {
      await client.end().catch(() => {})
      if (Date.now() > deadline) throw new Error(`PostgreSQL not reachable after ${WAIT_SECONDS} s: ${(error as Error).message}`)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL
  if (!url) {
    console.log('[seed] DATABASE_URL is not set: nothing to seed (the embedded database is seeded by the build).')
    return
  }
  const client = await connectWhenUp(url)
  try {
    await client.query('select pg_advisory_lock($1)', [SEED_LOCK_ID])
    await seedContentStore('if-empty')
  } finally {
    await client.end()
    await closeDb()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[seed]', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
