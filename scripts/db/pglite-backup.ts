import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { BackupError, shownPath } from './cli'
import { assertDirectoryNotInUse } from './pglite-in-use'
import { assertFileSystemDirectory, openPglite } from './pglite-open'

/**
 * A consistent copy of the embedded database: with no other process holding the data directory, it is
 * opened here (PostgreSQL replays its WAL if the last process ended without closing it), a CHECKPOINT
 * writes every change into the table files, and PGlite's dumpDataDir() packs the directory as a
 * gzipped tarball, which restore hands to PGlite's `loadDataDir`. Copying the directory with `cp` or
 * `tar` is only safe while no process has it open; this needs the same, but it checks that first and
 * produces the format PGlite itself loads. The content_* tables (studio documents, transactions,
 * uploaded image bytes) are in it like every other table.
 */
export async function dumpPglite(dataDir: string, temporaryFile: string): Promise<void> {
  assertFileSystemDirectory(dataDir)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${shownPath(dataDir)} to back up (set DATABASE_URL for a PostgreSQL server).`)
  }
  assertDirectoryNotInUse(dataDir)
  const database = await openPglite(dataDir)
  try {
    await database.exec('CHECKPOINT')
    const tarball = await database.dumpDataDir('gzip')
    await writeFile(temporaryFile, Buffer.from(await tarball.arrayBuffer()))
  } finally {
    await database.close()
  }
}
