import { existsSync, readdirSync } from 'node:fs'
import { mkdir, readFile, rename, rm, rmdir } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { BackupError, shownPath } from './cli'
import { assertDirectoryNotInUse } from './pglite-in-use'
import { assertFileSystemDirectory, openPglite } from './pglite-open'
import { tarEntryNames } from './tar-entries'

/**
 * The tar inside a PGlite backup, checked before PGlite sees it: the gzip stream whole (its CRC), every
 * tar header, a PostgreSQL data directory in it (PG_VERSION) and no name leading out of it. PGlite's
 * own loader would crash the process on a damaged gzip stream instead of reporting it.
 */
async function readPgliteBackup(file: string): Promise<Buffer> {
  let tar: Buffer
  try {
    tar = await promisify(gunzip)(await readFile(file))
  } catch (error) {
    throw new BackupError(`The backup file ${shownPath(file)} is damaged (gzip: ${error instanceof Error ? error.message : String(error)}).`)
  }
  let names: string[]
  try {
    names = tarEntryNames(tar).map((name) => name.replace(/^\/+/, ''))
  } catch (error) {
    throw new BackupError(`The backup file ${shownPath(file)} is damaged: ${error instanceof Error ? error.message : String(error)}.`)
  }
  if (!names.includes('PG_VERSION')) throw new BackupError(`${shownPath(file)} does not hold a PGlite data directory (no PG_VERSION).`)
  if (names.some((name) => name.split('/').includes('..'))) throw new BackupError(`${shownPath(file)} has entries outside the data directory.`)
  return tar
}

type TargetState = 'absent' | 'empty' | 'database' | 'other'

function targetState(dataDir: string): TargetState {
  if (!existsSync(dataDir)) return 'absent'
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return 'database'
  return readdirSync(dataDir).length === 0 ? 'empty' : 'other'
}

/** Opens the loaded copy once: PostgreSQL starts on it and it holds this app's migration journal. */
async function loadInto(stagingDir: string, tar: Buffer): Promise<void> {
  const database = await openPglite(stagingDir, new Blob([new Uint8Array(tar)], { type: 'application/x-tar' }))
  try {
    const journal = await database.query<{ exists: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`)
    if (!journal.rows[0]?.exists) throw new Error('it has no migration journal (drizzle.__drizzle_migrations): not a database of this app')
  } finally {
    await database.close()
  }
}

/**
 * Restores a PGlite backup into the data directory. The backup is loaded into a directory beside it
 * (`<dir>.restoring`) and checked there; only then is it renamed into place, so a damaged backup leaves
 * the target as it was. The rule for the target: missing or empty is fine; an existing database is
 * replaced only with --force and only while no process has it open, and it is kept (renamed to
 * `<dir>.replaced-<time>`) rather than deleted; any other non-empty directory is refused.
 */
export async function restorePglite(file: string, dataDir: string, force: boolean): Promise<{ replacedDatabaseKeptIn: string | null }> {
  assertFileSystemDirectory(dataDir)
  const state = targetState(dataDir)
  if (state === 'other') {
    throw new BackupError(`${shownPath(dataDir)} is not empty and holds no PGlite database; restore into an empty or missing directory (PGLITE_DATA_DIR).`)
  }
  if (state === 'database') {
    assertDirectoryNotInUse(dataDir)
    if (!force) {
      throw new BackupError(
        `${shownPath(dataDir)} already holds a database. A restore replaces it with the backup: run again with --force ` +
          '(the replaced database is kept beside it, renamed).',
      )
    }
  }

  const tar = await readPgliteBackup(file)
  const stagingDir = `${dataDir}.restoring`
  await rm(stagingDir, { recursive: true, force: true })
  await mkdir(path.dirname(dataDir), { recursive: true })
  try {
    await loadInto(stagingDir, tar)
  } catch (error) {
    await rm(stagingDir, { recursive: true, force: true })
    const reason = error instanceof Error ? error.message : String(error)
    throw new BackupError(`The backup could not be opened as a database (${reason}); ${shownPath(dataDir)} is unchanged.`)
  }

  let replacedDatabaseKeptIn: string | null = null
  if (state === 'database') {
    // Loading took a while: a server started meanwhile must not lose its directory under it.
    try {
      assertDirectoryNotInUse(dataDir)
    } catch (error) {
      await rm(stagingDir, { recursive: true, force: true })
      throw error
    }
    replacedDatabaseKeptIn = `${dataDir}.replaced-${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-')}`
    await rename(dataDir, replacedDatabaseKeptIn)
  } else if (state === 'empty') {
    await rmdir(dataDir)
  }
  try {
    await rename(stagingDir, dataDir)
  } catch (error) {
    if (replacedDatabaseKeptIn) await rename(replacedDatabaseKeptIn, dataDir)
    throw error
  }
  return { replacedDatabaseKeptIn }
}
