import { getTableColumns } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'

/**
 * A row for a table, keyed by its columns' database names (`created_at`, not `createdAt`): the shape
 * that PostgreSQL's `jsonb_populate_record(null::table, …)` reads, e.g. in a database function.
 */
export function columnRecord<Table extends PgTable>(table: Table, values: Table['$inferInsert']): Record<string, unknown> {
  const columns = getTableColumns(table)
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [columns[key]!.name, value]))
}
