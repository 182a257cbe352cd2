import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { closeDb, getDb } from '../../web/lib/db/client'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'

/**
 * The databases the integration tests run against: the embedded PGlite always (files in a temporary folder), and the
 * PostgreSQL server when DATABASE_URL is set (a fresh database per test file, dropped afterwards).
 *
 * Like a seeded install, a fresh test database holds the sample content in its Content Lake (the seed's
 * dataset, data/content/production.ndjson), because e-mails and invoices read the sender's details from
 * the site settings there. The content store's own tests ask for an empty one: `{ content: 'empty' }`.
 * Each is a copy of a template that Vitest's global setup built for the run (tests/helpers/database-templates.ts).
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** Points the app's database client at a fresh database (migrated, with the sample content unless empty). */
  open: () => Promise<void>
  close: () => Promise<void>
}

export interface TestDatabaseOptions {
  content?: 'seeded' | 'empty'
}

/** Migrates the database the app's client points at and imports the seed's dataset into its Content Lake (the templates). */
export async function importSampleContent(): Promise<void> {
  await getDb()
  const store = await import('../../web/lib/content-lake/outside-next')
  await store.importDataset(await readFile(localDatasetFile, 'utf8'), { identity: store.SYSTEM_IDENTITY, replace: true })
}

/** Loads the Content Lake's documents into memory, as an app instance does at start. */
async function loadContent(): Promise<void> {
  const store = await import('../../web/lib/content-lake/outside-next')
  await store.loadContentSnapshot()
}

/** Migrates a fresh database, imports the seed's dataset and loads it, as an app instance does at start. */
export async function loadSampleContent(): Promise<void> {
  await importSampleContent()
  await loadContent()
}

/** Stops the content store's connection to the database before the database goes. */
export async function closeConnections(): Promise<void> {
  const store = await import('../../web/lib/content-lake/outside-next')
  await store.closeContentStore()
  await closeDb()
}

const serverUrl = process.env.DATABASE_URL

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function pglite(content: NonNullable<TestDatabaseOptions['content']>): TestDatabase {
  let dataDir = ''
  return {
    name: 'pglite',
    open: async () => {
      await closeConnections()
      dataDir = await mkdtemp(path.join(tmpdir(), 'lokalsicht-test-'))
      await cp(inject('databaseTemplates').pglite[content], dataDir, { recursive: true })
      delete process.env.DATABASE_URL
      process.env.PGLITE_DATA_DIR = dataDir
      if (content === 'seeded') await loadContent()
    },
    close: async () => {
      await closeConnections()
      process.env.DATABASE_URL = serverUrl
      if (!serverUrl) delete process.env.DATABASE_URL
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

function postgres(content: NonNullable<TestDatabaseOptions['content']>): TestDatabase {
  const database = `lokalsicht_test_${randomBytes(6).toString('hex')}`
  return {
    name: 'postgres',
    open: async () => {
      await closeConnections()
      const template = inject('databaseTemplates').postgres
      if (!template) throw new Error('no PostgreSQL template database: DATABASE_URL was not set when Vitest started')
      await adminQuery(`create database ${database} template ${template[content]}`)
      process.env.DATABASE_URL = withDatabase(serverUrl!, database)
      if (content === 'seeded') await loadContent()
    },
    close: async () => {
      await closeConnections()
      process.env.DATABASE_URL = serverUrl
      await adminQuery(`drop database if exists ${database} with (force)`)
    },
  }
}

export function testDatabases({ content = 'seeded' }: TestDatabaseOptions = {}): TestDatabase[] {
  return serverUrl ? [pglite(content), postgres(content)] : [pglite(content)]
}

export { serverUrl as postgresServerUrl, withDatabase }
