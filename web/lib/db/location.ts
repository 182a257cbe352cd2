import path from 'node:path'
import { env } from '../env'
import { repositoryRoot } from '../repository-root'

/** The versioned SQL migrations written by drizzle-kit. */
export const migrationsFolder = path.join(repositoryRoot, 'web', 'lib', 'db', 'migrations')

/**
 * Where the embedded database (PGlite) keeps its files when no DATABASE_URL is set: `PGLITE_DATA_DIR`,
 * or data/db in the repository (gitignored). `memory://` keeps it in memory (tests).
 */
export function pgliteDataDir(): string {
  return env.PGLITE_DATA_DIR ?? path.join(repositoryRoot, 'data', 'db')
}
