import { getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../web/lib/db/client'
import { emailOutbox, leads, reviews } from '../../web/lib/db/schema'
import { testDatabases } from '../helpers/test-databases'

/**
 * The database function that stores a form submission (`store_submission`, migration 0012) names the
 * columns it inserts. A column added to `leads`, `reviews` or `email_outbox` must be added there too, or be
 * one the database or the back office fills (listed here): otherwise what a form sends for it would be
 * dropped without a word.
 */
const FILLED_ELSEWHERE: Record<string, string[]> = {
  leads: ['status', 'status_changed_at', 'erased_at'],
  reviews: ['status', 'moderated_at'],
  email_outbox: [
    'id', 'user_id', 'customer_id', 'invoice_id', 'quote_id', 'quote_version', 'redact_after_send',
    'status', 'attempts', 'next_attempt_at', 'claimed_at', 'last_error', 'sent_at', 'created_at',
  ],
}

function insertedColumns(definition: string, table: string): string[] {
  const list = new RegExp(`INSERT INTO ${table} \\(([^)]*)\\)`).exec(definition.replace(/\s+/g, ' '))?.[1]
  if (!list) throw new Error(`no INSERT INTO ${table} in the function`)
  return list.split(',').map((column) => column.trim())
}

function filledByForms(table: PgTable, name: string): string[] {
  return Object.values(getTableColumns(table))
    .map((column) => column.name)
    .filter((column) => !FILLED_ELSEWHERE[name]!.includes(column))
    .sort()
}

describe.each(testDatabases())('the function that stores submissions on $name', (database) => {
  beforeAll(() => database.open())
  afterAll(() => database.close())

  it('inserts every column of leads, reviews and the outbox that a form fills', async () => {
    const result = await (await getDb()).execute(sql`select pg_get_functiondef('store_submission'::regproc) as definition`)
    const definition = (result as unknown as { rows: { definition: string }[] }).rows[0]!.definition
    expect(insertedColumns(definition, 'leads').sort()).toEqual(filledByForms(leads, 'leads'))
    expect(insertedColumns(definition, 'reviews').sort()).toEqual(filledByForms(reviews, 'reviews'))
    expect(insertedColumns(definition, 'email_outbox').sort()).toEqual(filledByForms(emailOutbox, 'email_outbox'))
  })
})
