/**
 * `npm run db:backup [-- --out <file>]`: backs up the database the app is configured for — with
 * DATABASE_URL the PostgreSQL server's database (pg_dump, custom format), else the embedded PGlite
 * data directory (a gzipped tarball; the server must be stopped) — into backups/ (gitignored) under a
 * timestamped name, or into --out. Restore with `npm run db:restore`. See docs/database.md, "Backup and restore".
 */
import { stat } from 'node:fs/promises'
import { z } from 'zod'
import { defaultBackupFile, formatSize, writeBackupFile } from './backup-files'
import { parseCommandLine, runScript, shownPath, userPath } from './cli'
import { configuredDatabase } from './configured-database'
import { dumpPglite } from './pglite-backup'
import { dumpPostgres } from './postgres-backup'

const usage = `Usage: npm run db:backup [-- --out <file>]

Backs up the configured database (DATABASE_URL: PostgreSQL with pg_dump; unset: the embedded PGlite,
which no other process may have open) to backups/lokalsicht-<engine>-<time>.<dump|tar.gz>, or to <file>.
An existing file is never overwritten.`

const commandLine = z.object({
  values: z.object({ out: z.string().trim().min(1, 'needs a file name').optional(), help: z.boolean().optional() }),
  positionals: z.array(z.string()).max(0, 'db:backup takes no positional arguments; name the file with --out <file>'),
})

async function main() {
  const { values } = parseCommandLine(process.argv.slice(2), { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, commandLine)
  if (values.help) return console.log(usage)
  const database = configuredDatabase()
  const file = values.out ? userPath(values.out) : defaultBackupFile(database.engine)
  console.log(`Backing up the ${database.description} …`)
  const started = performance.now()
  await writeBackupFile(file, (temporaryFile) =>
    database.engine === 'postgres' ? dumpPostgres(database.url, temporaryFile) : dumpPglite(database.dataDir, temporaryFile),
  )
  const { size } = await stat(file)
  console.log(`Wrote ${shownPath(file)} (${formatSize(size)}) in ${Math.round(performance.now() - started)} ms.`)
  console.log('Keep copies off this machine too (see docs/database.md, "Backup and restore").')
}

runScript('db:backup', usage, main)
