/**
 * `npm run contracts:bill [-- --today YYYY-MM-DD]`: the contracts' monthly run by hand, as every server
 * instance does it hourly (web/lib/contracts/billing.ts): each running contract gets the invoices of
 * the months whose billing day has come, exactly once. `--today` runs it as if it were another day (for
 * rehearsals on a copy of the database and for tests): the invoices are then dated that day, so never use
 * it on the live books. Exit codes: 0 done, 1 failed, 2 wrong arguments.
 */
import { z } from 'zod'
import { parseCommandLine, runScript } from '../db/cli'
import { configuredDatabase } from '../db/configured-database'
import { assertDirectoryNotInUse } from '../db/pglite-in-use'
import { allowServerOnlyModules } from '../admin/server-only-modules'

const usage = `Usage: npm run contracts:bill [-- --today YYYY-MM-DD]

Issues the invoices of every running contract whose billing day has come (by today in Berlin, or by
--today), on the configured database (DATABASE_URL: PostgreSQL; unset: the embedded PGlite, which no
other process may have open). Each month is billed once, however often this runs. --today runs it as
if it were that day, and dates the invoices so: for rehearsals and tests, never on the live books.`

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '--today must be a day as YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), '--today must be a day that exists')

async function main() {
  const { values } = parseCommandLine(process.argv.slice(2), { today: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, z.object({ values: z.object({ today: day.optional(), help: z.boolean().optional() }) }))
  if (values.help) return console.log(usage)
  const database = configuredDatabase()
  if (database.engine === 'pglite' && !database.dataDir.includes('://')) assertDirectoryNotInUse(database.dataDir)
  allowServerOnlyModules()
  const [{ getDb, closeDb }, { billDueContracts }, { currentSeller }, { todayInBerlin }] = await Promise.all([
    import('../../web/lib/db/client'),
    import('../../web/lib/contracts/billing'),
    import('../../web/lib/invoices/seller'),
    import('../../web/lib/dates'),
  ])
  try {
    const today = values.today ?? todayInBerlin()
    const result = await billDueContracts(await getDb(), today, await currentSeller())
    console.log(`contracts:bill ${today} on ${database.description}: ${result.invoiced.length} invoice(s) issued${result.invoiced.length ? ` (${result.invoiced.join(', ')})` : ''}, ${result.skipped} month(s) skipped (paused), ${result.failed} contract(s) not billable`)
  } finally {
    await closeDb()
  }
}

runScript('contracts:bill', usage, main)
