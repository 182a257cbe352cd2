import { BackupError } from './cli'
import { runTool, startTool, toolConnection } from './postgres-tools'

/**
 * Empties the app's schemas before the backup's objects are created. pg_restore's --clean drops only
 * the objects that are in the backup: a table or type added by a later migration would survive, and
 * the restored migration journal would then make the next start fail creating it again. So `drizzle`
 * and `public` are dropped whole and `public` is made anew as PostgreSQL 15 creates it (needs the
 * database owner's rights, which the migrations need too).
 */
const EMPTY_APP_SCHEMAS = `
BEGIN;
SET LOCAL client_min_messages = warning;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public AUTHORIZATION pg_database_owner;
GRANT USAGE ON SCHEMA public TO PUBLIC;
COMMENT ON SCHEMA public IS 'standard public schema';
`

/** pg_restore reads the archive's table of contents: a file cut off at its start or not an archive fails here. */
export async function checkPostgresArchive(file: string): Promise<void> {
  await runTool('pg_restore', ['--list', file], process.env, 'The backup file is damaged: pg_restore cannot read its table of contents')
}

/**
 * Makes the database equal to the backup in one transaction: pg_restore (--clean --if-exists
 * --no-owner) writes the SQL, psql runs it after EMPTY_APP_SCHEMAS, stopping at the first error. COMMIT
 * is sent only when pg_restore read the whole archive without an error; otherwise psql's input just
 * ends, the server rolls the open transaction back and the database is as it was. (pg_restore's own
 * --single-transaction cannot include the emptying of the schemas, which has to be in the same one.)
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const { url, env } = toolConnection(databaseUrl)
  const reader = startTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--file=-', file], { env, stdout: 'pipe' })
  const writer = startTool('psql', ['--no-psqlrc', '--quiet', '--no-password', '--set=ON_ERROR_STOP=1', `--dbname=${url}`], { env, stdin: 'pipe' })
  const input = writer.process.stdin!
  // psql stopping at an error closes its input: writing on is pointless, and pg_restore is stopped.
  input.on('error', () => {})
  let readerStopped = false
  const stopReader = () => {
    readerStopped = reader.process.exitCode === null && reader.process.kill()
  }
  void writer.finished.then(stopReader, stopReader)
  input.write(EMPTY_APP_SCHEMAS)
  reader.process.stdout!.pipe(input, { end: false })

  const [read, written] = await Promise.all([
    reader.finished.then(
      (result) => {
        // Everything pg_restore wrote is queued on psql's input before this line; COMMIT comes after it.
        input.end(result.code === 0 ? '\nCOMMIT;\n' : undefined)
        return result
      },
      (error: unknown) => {
        input.end()
        throw error
      },
    ),
    writer.finished,
  ])
  // A file cut off or damaged inside its data: pg_restore fails on it, and psql usually on the half row before.
  if (read.code !== 0 && !readerStopped) {
    throw new BackupError(`The backup file is damaged; the restore was rolled back and the database is unchanged. pg_restore reported:\n${read.stderr || '(no message)'}`)
  }
  if (written.code !== 0) {
    throw new BackupError(`The restore failed and was rolled back; the database is unchanged. psql reported:\n${written.stderr || '(no message)'}`)
  }
}
