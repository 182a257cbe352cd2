import { z } from 'zod'
import { pgliteDataDir } from '../../web/lib/db/location'
import { BackupError, shownPath } from './cli'
import type { Engine } from './backup-files'

/** The database the app uses (web/lib/db/client.ts): the PostgreSQL server of DATABASE_URL, else PGlite's data directory. */
export type ConfiguredDatabase =
  | { engine: 'postgres'; url: string; description: string }
  | { engine: 'pglite'; dataDir: string; description: string }

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })

export function configuredDatabase(): ConfiguredDatabase {
  const url = process.env.DATABASE_URL
  if (url) {
    const checked = postgresUrl.safeParse(url)
    if (!checked.success) throw new BackupError(checked.error.issues[0]!.message)
    const parsed = new URL(url)
    return { engine: 'postgres', url, description: `PostgreSQL database ${parsed.pathname.slice(1) || '(default)'} on ${parsed.host}` }
  }
  const dataDir = pgliteDataDir()
  return { engine: 'pglite', dataDir, description: `embedded database (PGlite) in ${shownPath(dataDir)}` }
}

export const engineNames: Record<Engine, string> = { postgres: 'PostgreSQL (pg_dump)', pglite: 'embedded PGlite' }
