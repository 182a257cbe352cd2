/**
 * Builds the databases that every test database is copied from (tests/helpers/database-templates.ts):
 * migrated, and migrated with the seed's sample content, on PGlite (data folders) and, when DATABASE_URL is
 * set, on the PostgreSQL server (template databases). Runs in a child process of its own, so that the app's
 * database client and its environment in Vitest's main process stay untouched.
 *
 * Usage: node --import tsx tests/helpers/build-database-templates.ts <folder> <postgres-name-prefix>
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { getDb } from '../../web/lib/db/client'
import { adminQuery, closeConnections, importSampleContent, postgresServerUrl, withDatabase } from './test-databases'

const [folder, prefix] = process.argv.slice(2)
if (!folder || !prefix) throw new Error('usage: build-database-templates.ts <folder> <postgres-name-prefix>')

for (const content of ['empty', 'seeded'] as const) {
  const dataDir = path.join(folder, `pglite-${content}`)
  await mkdir(dataDir, { recursive: true })
  delete process.env.DATABASE_URL
  process.env.PGLITE_DATA_DIR = dataDir
  await getDb()
  if (content === 'seeded') await importSampleContent()
  await closeConnections()

  if (postgresServerUrl) {
    const database = `${prefix}_${content}`
    await adminQuery(`create database ${database}`)
    process.env.DATABASE_URL = withDatabase(postgresServerUrl, database)
    await getDb()
    if (content === 'seeded') await importSampleContent()
    await closeConnections()
  }
}
