import type { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Pool } from 'pg'
import { env } from '../env'
import { migrationsFolder, pgliteDataDir } from './location'
import * as schema from './schema'

/**
 * The database: a PostgreSQL server through a node-postgres pool when DATABASE_URL is set, otherwise
 * the embedded PGlite (PostgreSQL compiled to WebAssembly, in-process). Both speak the same SQL, use
 * the same Drizzle schema and the same migrations. Opened lazily on first use and migrated then, so
 * importing this module (e.g. while `next build` collects pages) opens nothing.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
/** An open transaction of `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** What a query can run on: the database or a transaction of it. */
export type Executor = Database | Transaction

interface Connection {
  db: Database
  driver: 'postgres' | 'pglite'
  /** Queries waiting for a free connection of the pool (always 0 on PGlite, which queues inside). */
  waiting: () => number
  close: () => Promise<void>
}

// One connection per server process, also across Next's module instances (route handlers, pages).
const globalKey = Symbol.for('lokalsicht.database')
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: Promise<Connection> }
const store = globalThis as GlobalWithDatabase

/** Any fixed 64-bit number; the advisory lock is held by the migrating instance's session only. */
const MIGRATION_LOCK_ID = 7_360_418_225

async function connectPostgres(url: string): Promise<Connection> {
  const [{ Client, Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  // Several instances may start at once: one migrates while the others wait on an advisory lock.
  const migrationClient = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  await migrationClient.connect()
  try {
    await migrationClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migrate(drizzle({ client: migrationClient, casing: 'snake_case' }), { migrationsFolder })
  } finally {
    await migrationClient.end()
  }
  const pool: Pool = new Pool({
    connectionString: url,
    max: env.DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 5_000,
  })
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', () => {})
  const db = drizzle({ client: pool, schema, casing: 'snake_case' })
  return { db: db as unknown as Database, driver: 'postgres', waiting: () => pool.waitingCount, close: () => pool.end() }
}

async function connectPglite(dataDir: string): Promise<Connection> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  // pg_trgm: the trigram indexes behind the admin's searches (as on the PostgreSQL server).
  const client: PGlite = await PGlite.create(dataDir, { extensions: { pg_trgm } })
  const db = drizzle({ client, schema, casing: 'snake_case' })
  await migrate(db, { migrationsFolder })
  return { db: db as unknown as Database, driver: 'pglite', waiting: () => 0, close: () => client.close() }
}

function connect(): Promise<Connection> {
  const url = env.DATABASE_URL
  return url ? connectPostgres(url) : connectPglite(pgliteDataDir())
}

async function connection(): Promise<Connection> {
  if (!store[globalKey]) {
    const pending = connect()
    store[globalKey] = pending
    // A failed first connection (server down) is not remembered: the next request tries again.
    pending.catch(() => {
      if (store[globalKey] === pending) delete store[globalKey]
    })
  }
  return store[globalKey]
}

/** The database, connected and migrated. */
export async function getDb(): Promise<Database> {
  return (await connection()).db
}

export async function databaseDriver(): Promise<Connection['driver']> {
  return (await connection()).driver
}

/**
 * Whether requests are waiting for a database connection right now: every connection of the pool is
 * busy. Background work (the outbox) then leaves the connections and the CPU to the requests.
 */
export async function databaseBusy(): Promise<boolean> {
  return (await connection()).waiting() > 0
}

/** Closes the connection (scripts, tests); the next getDb() opens a new one from the environment. */
export async function closeDb(): Promise<void> {
  const pending = store[globalKey]
  delete store[globalKey]
  if (pending) await (await pending).close()
}
