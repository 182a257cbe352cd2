import { databaseDriver, type Database, getDb } from '../../db/client'
import { type ContentStore, createContentStore } from './content-store'

/**
 * The process's store on the project's database (web/lib/db/client.ts). Shared across Next's module
 * instances; replaced when the database connection is (closeDb() and reopen in tests and scripts).
 */
const key = Symbol.for('lokalsicht.contentStore')
type Holder = { db: Database; store: ContentStore }
const global = globalThis as typeof globalThis & { [key]?: Holder }

export async function contentStore(): Promise<ContentStore> {
  const db = await getDb()
  const driver = await databaseDriver()
  const current = global[key]
  if (current?.db === db) return current.store
  if (current) void current.store.close()
  const store = createContentStore(db, driver)
  global[key] = { db, store }
  return store
}

/** Stops the process's store (its LISTEN connection); call before closeDb() in scripts and tests. */
export async function closeContentStore(): Promise<void> {
  const current = global[key]
  delete global[key]
  await current?.store.close()
}
