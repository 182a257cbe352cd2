import { existsSync } from 'node:fs'
import { mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { repositoryRoot } from '../../web/lib/repository-root'
import { BackupError, shownPath } from './cli'

/** Where `npm run db:backup` writes when no --out is given (gitignored). */
export const defaultBackupFolder = path.join(repositoryRoot, 'backups')

export type Engine = 'postgres' | 'pglite'

/** pg_dump's custom format for PostgreSQL, PGlite's gzipped tarball of its data directory. */
const extensions: Record<Engine, string> = { postgres: 'dump', pglite: 'tar.gz' }

/** `backups/lokalsicht-postgres-2026-11-25T16-30-05Z.dump`: sorts by time, no colons (Windows, scp). */
export function defaultBackupFile(engine: Engine, now = new Date()): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-')
  return path.join(defaultBackupFolder, `lokalsicht-${engine}-${stamp}.${extensions[engine]}`)
}

/**
 * Which engine wrote a backup, from its first bytes: pg_dump's custom format starts with `PGDMP`, a
 * gzip stream (PGlite's tarball) with 1f 8b. A missing, empty or other file is a BackupError.
 */
export async function backupEngine(file: string): Promise<Engine> {
  if (!existsSync(file)) throw new BackupError(`Backup file not found: ${shownPath(file)}`)
  if (!(await stat(file)).isFile()) throw new BackupError(`Not a file: ${shownPath(file)}`)
  const handle = await open(file, 'r')
  const head = Buffer.alloc(5)
  try {
    await handle.read(head, 0, 5, 0)
  } finally {
    await handle.close()
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres'
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite'
  throw new BackupError(
    `${shownPath(file)} is not a backup of this project: it is neither a pg_dump archive (PostgreSQL) nor a gzipped PGlite data directory.`,
  )
}

/**
 * Writes a backup so that the final name only ever holds a complete file: `write` fills a temporary
 * file beside it, which is renamed when it succeeded and deleted when it failed. An existing file is
 * never overwritten (it may be the only good copy).
 */
export async function writeBackupFile(file: string, write: (temporaryFile: string) => Promise<void>): Promise<void> {
  if (existsSync(file)) throw new BackupError(`${shownPath(file)} exists already; choose another --out or delete it first.`)
  await mkdir(path.dirname(file), { recursive: true })
  const temporaryFile = `${file}.partial`
  await rm(temporaryFile, { force: true })
  try {
    await write(temporaryFile)
    await rename(temporaryFile, file)
  } catch (error) {
    await rm(temporaryFile, { force: true })
    throw error
  }
}

/** `4.3 MB` */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
