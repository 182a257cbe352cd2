import { pgliteDataDir } from '../../web/lib/db/location'
import { env, EnvironmentError } from '../../web/lib/env'
import { BackupError, shownPath } from './cli'
import type { Engine } from './backup-files'

/** The database the app uses (web/lib/db/client.ts): the PostgreSQL server of DATABASE_URL, else PGlite's data directory. */
export type ConfiguredDatabase =
  | { engine: 'postgres'; url: string; description: string }
  | { engine: 'pglite'; dataDir: string; description: string }

export function configuredDatabase(): ConfiguredDatabase {
  const url = databaseUrl()
  if (url) {
    const parsed = new URL(url)
    return { engine: 'postgres', url, description: `PostgreSQL database ${parsed.pathname.slice(1) || '(default)'} on ${parsed.host}` }
  }
  const dataDir = pgliteDataDir()
  return { engine: 'pglite', dataDir, description: `embedded database (PGlite) in ${shownPath(dataDir)}` }
}

/** DATABASE_URL as the app reads it; an invalid one is the CLI's error (a message, no stack). */
function databaseUrl(): string | undefined {
  try {
    return env.DATABASE_URL
  } catch (error) {
    if (error instanceof EnvironmentError) throw new BackupError(error.message)
    throw error
  }
}

export const engineNames: Record<Engine, string> = { postgres: 'PostgreSQL (pg_dump)', pglite: 'embedded PGlite' }
