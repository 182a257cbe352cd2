/**
 * Loads the local dataset (data/content/production.ndjson) into the content store, the database the
 * Studio edits: `replace` makes the store equal to the file (documents not in it are deleted);
 * `if-empty` only fills a store that has no documents yet, so content the editors changed survives
 * `npm run build` (which runs the seed with --if-missing).
 */
import { readFile } from 'node:fs/promises'
import { count } from 'drizzle-orm'
import { closeContentStore, importDataset, SYSTEM_IDENTITY } from '../../web/lib/content-lake/outside-next'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'
import { databaseDriver, getDb } from '../../web/lib/db/client'
import { contentDocuments } from '../../web/lib/db/schema'

export async function seedContentStore(mode: 'replace' | 'if-empty'): Promise<void> {
  const db = await getDb()
  if (mode === 'if-empty') {
    const [row] = await db.select({ documents: count() }).from(contentDocuments)
    if (row && row.documents > 0) {
      console.log(`Content store (${await databaseDriver()}) has ${row.documents} documents: kept.`)
      return
    }
  }
  const result = await importDataset(await readFile(localDatasetFile, 'utf8'), { identity: SYSTEM_IDENTITY, replace: true })
  console.log(
    `Content store (${await databaseDriver()}): ${result.documents} documents in the dataset, ` +
      `${result.written} written, ${result.deleted} deleted${result.transaction ? '' : ' (unchanged)'}.`,
  )
  await closeContentStore()
}
