import pg from 'pg'
import { BackupError } from './cli'

export interface PostgresTarget {
  database: string
  /** Tables in the database's own schemas (`schema.table`); none in a freshly created database. */
  tables: string[]
  /** Other client sessions on the same database, e.g. app instances: `application_name` or address. */
  otherSessions: string[]
}

/** What is in the database DATABASE_URL points at, and who else is connected to it. */
export async function inspectPostgresTarget(databaseUrl: string): Promise<PostgresTarget> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`)
  }
  try {
    const database = (await client.query<{ name: string }>('select current_database() as name')).rows[0]!.name
    const tables = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'
        order by 1`,
    )
    const sessions = await client.query<{ name: string }>(
      `select coalesce(nullif(application_name, ''), host(client_addr), 'local socket') || ' (pid ' || pid || ')' as name
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
        order by pid`,
    )
    return { database, tables: tables.rows.map((row) => row.name), otherSessions: sessions.rows.map((row) => row.name) }
  } finally {
    await client.end()
  }
}

/**
 * The rule for restoring into a PostgreSQL database: nobody else may be connected (a running app
 * instance would go on serving the content, sessions and caches from before the restore), and a
 * database that already holds tables is replaced only with --force.
 */
export function assertPostgresTargetMayBeReplaced(target: PostgresTarget, force: boolean): void {
  if (target.otherSessions.length > 0) {
    throw new BackupError(
      `${target.otherSessions.length} other connection(s) to database "${target.database}" are open: ${target.otherSessions.join(', ')}. ` +
        'Stop every app instance (and other clients of this database) before restoring, and start them again afterwards.',
    )
  }
  if (target.tables.length > 0 && !force) {
    const examples = target.tables.slice(0, 5).join(', ')
    throw new BackupError(
      `Database "${target.database}" is not empty: it has ${target.tables.length} table(s) (${examples}${target.tables.length > 5 ? ', …' : ''}). ` +
        'A restore replaces all of its data with the backup. To do that, run again with --force (take a backup of it first if you may need it).',
    )
  }
}
