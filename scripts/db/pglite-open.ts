import { BackupError } from './cli'

/** PGlite with the extensions the app's database uses (web/lib/db/client.ts), on a data directory. */
export async function openPglite(dataDir: string, loadDataDir?: Blob) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')])
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) })
}

/** `memory://` (PGLITE_DATA_DIR in tests) has no files to copy or replace. */
export function assertFileSystemDirectory(dataDir: string): void {
  if (dataDir.includes('://')) throw new BackupError(`PGLITE_DATA_DIR is ${dataDir}: a database in memory cannot be backed up or restored into.`)
}
