import { sql } from 'drizzle-orm'
import { getDb } from '../../web/lib/db/client'

/**
 * Tables whose rows a refused request may write by design: the rate-limit windows and sign-in
 * throttles count attempts, and the sign-in audit log records failed ones. Every other table must be
 * exactly as it was after the fuzz cases of one target.
 */
export const BOOKKEEPING_TABLES: readonly string[] = ['rate_limit_windows', 'auth_throttles', 'auth_events']

/** Both drivers (PGlite, node-postgres) answer raw SQL with `{ rows }`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

async function tableNames(): Promise<string[]> {
  const db = await getDb()
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  return rowsOf<{ table_name: string }>(result).map((row) => row.table_name).filter((name) => !BOOKKEEPING_TABLES.includes(name))
}

/**
 * Every table's row count and a hash of all its rows: equal snapshots mean nothing was inserted,
 * updated or deleted (including the Content Lake's documents and transactions).
 */
export async function databaseSnapshot(): Promise<Record<string, string>> {
  const db = await getDb()
  const snapshot: Record<string, string> = {}
  for (const table of await tableNames()) {
    const name = sql.identifier(table)
    const result = await db.execute(
      sql`select count(*) as rows, md5(string_agg(md5(t::text), '' order by md5(t::text))) as digest from ${name} t`,
    )
    const row = rowsOf<{ rows: string | number; digest: string | null }>(result)[0]!
    snapshot[table] = `${row.rows}:${row.digest ?? ''}`
  }
  return snapshot
}
