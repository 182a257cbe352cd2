import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { closeDb } from '../../web/lib/db/client'

/**
 * The databases the integration tests run against: the embedded PGlite always (files in a temporary folder), and the
 * PostgreSQL server when DATABASE_URL is set (a fresh database per test file, dropped afterwards).
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** Points the app's database client at a fresh, empty database. */
  open: () => Promise<void>
  close: () => Promise<void>
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

function pglite(): TestDatabase {
  let dataDir = ''
  return {
    name: 'pglite',
    open: async () => {
      await closeDb()
      dataDir = await mkdtemp(path.join(tmpdir(), 'lokalsicht-test-'))
      delete process.env.DATABASE_URL
      process.env.PGLITE_DATA_DIR = dataDir
    },
    close: async () => {
      await closeDb()
      process.env.DATABASE_URL = serverUrl
      if (!serverUrl) delete process.env.DATABASE_URL
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

function postgres(): TestDatabase {
  const database = `lokalsicht_test_${randomBytes(6).toString('hex')}`
  return {
    name: 'postgres',
    open: async () => {
      await closeDb()
      await adminQuery(`create database ${database}`)
      process.env.DATABASE_URL = withDatabase(serverUrl!, database)
    },
    close: async () => {
      await closeDb()
      process.env.DATABASE_URL = serverUrl
      await adminQuery(`drop database if exists ${database} with (force)`)
    },
  }
}

export function testDatabases(): TestDatabase[] {
  return serverUrl ? [pglite(), postgres()] : [pglite()]
}

export { serverUrl as postgresServerUrl, withDatabase }
