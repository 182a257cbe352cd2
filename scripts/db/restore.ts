/**
 * `npm run db:restore -- <file> [--force]`: makes the configured database (DATABASE_URL, else the
 * embedded PGlite) equal to a backup written by `npm run db:backup`. A target that already holds data
 * is replaced only with --force; a missing or damaged backup changes nothing. See docs/database.md,
 * "Backup and restore".
 */
import { z } from 'zod'
import { backupEngine } from './backup-files'
import { BackupError, parseCommandLine, runScript, shownPath, userPath } from './cli'
import { configuredDatabase, engineNames } from './configured-database'
import { restorePglite } from './pglite-restore'
import { assertPostgresTargetMayBeReplaced, inspectPostgresTarget } from './postgres-target'
import { checkPostgresArchive, restorePostgres } from './postgres-restore'

const usage = `Usage: npm run db:restore -- <backup file> [--force]

Restores a backup of npm run db:backup into the configured database (DATABASE_URL: PostgreSQL, which no
other client may be connected to; unset: the embedded PGlite, which no other process may have open).
A database that is not empty is replaced only with --force.`

const commandLine = z.object({
  values: z.object({ force: z.boolean().optional(), help: z.boolean().optional() }),
  positionals: z.array(z.string().trim().min(1, 'the backup file name is empty')).max(1, 'give one backup file'),
})

async function main() {
  const { values, positionals } = parseCommandLine(
    process.argv.slice(2),
    { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    commandLine.refine((line) => line.values.help || line.positionals.length === 1, { message: 'name the backup file to restore', path: ['file'] }),
  )
  if (values.help) return console.log(usage)
  const file = userPath(positionals[0]!)
  const force = values.force ?? false
  const fileEngine = await backupEngine(file)
  const database = configuredDatabase()
  if (fileEngine !== database.engine) {
    throw new BackupError(
      `${shownPath(file)} is a backup of the ${engineNames[fileEngine]} database, but the configured database is the ${database.description}. ` +
        (fileEngine === 'postgres' ? 'Set DATABASE_URL to the PostgreSQL database to restore into.' : 'Unset DATABASE_URL to restore into the embedded database.'),
    )
  }
  console.log(`Restoring ${shownPath(file)} into the ${database.description} …`)
  const started = performance.now()
  if (database.engine === 'postgres') {
    await checkPostgresArchive(file)
    assertPostgresTargetMayBeReplaced(await inspectPostgresTarget(database.url), force)
    await restorePostgres(database.url, file)
  } else {
    const { replacedDatabaseKeptIn } = await restorePglite(file, database.dataDir, force)
    if (replacedDatabaseKeptIn) console.log(`The database it replaced is kept in ${shownPath(replacedDatabaseKeptIn)}; delete it once you no longer need it.`)
  }
  console.log(`Restored in ${Math.round(performance.now() - started)} ms. Start the app: it applies any newer migrations when it starts.`)
}

runScript('db:restore', usage, main)
