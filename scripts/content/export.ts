/**
 * `npm run content:export [file] [--no-drafts]`: writes the content store as Sanity NDJSON (one document
 * per line, sorted by _id, stable key order) to data/content/production.ndjson or the given file — the
 * seed format, and what `sanity dataset import` loads into a hosted project. Drafts are included
 * unless --no-drafts (as `sanity dataset export` does).
 *
 * On the embedded database (no DATABASE_URL) only one process may open data/db: stop the server first.
 */
import { rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { closeContentStore, contentHead, exportDataset } from '../../web/lib/content-lake/outside-next'
import { exportHeadFile } from '../../web/lib/content/local-dataset-location'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'
import { closeDb } from '../../web/lib/db/client'
import { pgliteDataDir } from '../../web/lib/db/location'
import { env } from '../../web/lib/env'

async function main() {
  const args = process.argv.slice(2)
  const drafts = !args.includes('--no-drafts')
  const target = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? localDatasetFile)
  if (!env.DATABASE_URL) {
    console.log(
      `Reading the embedded database in ${path.relative(process.cwd(), pgliteDataDir()) || pgliteDataDir()}. ` +
        'It must not be open in another process: stop `npm start` / `npm run dev` first (or set DATABASE_URL).',
    )
  }
  const started = performance.now()
  const head = await contentHead()
  const ndjson = await exportDataset({ drafts })
  // Written beside the target and renamed: a reader never sees half a file.
  const temporary = `${target}.${process.pid}.tmp`
  await writeFile(temporary, ndjson)
  await rename(temporary, target)
  // The build reads the default export; the server compares this with the store when it starts
  // (web/lib/content-lake/start.ts) and refreshes every page if content changed since.
  if (target === localDatasetFile) await writeFile(exportHeadFile, `${JSON.stringify(head)}\n`)
  const lines = ndjson === '' ? 0 : ndjson.split('\n').length - 1
  const shown = path.relative(process.cwd(), target).startsWith('..') ? target : path.relative(process.cwd(), target)
  console.log(
    `Exported ${lines} documents${drafts ? ' (drafts included)' : ''} to ${shown} ` +
      `in ${Math.round(performance.now() - started)} ms.`,
  )
  await closeContentStore()
  await closeDb()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  if (!env.DATABASE_URL) console.error('If the embedded database is in use by a running server, stop it and try again.')
  process.exit(1)
})
