import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { seedDemoPortal } from '../../scripts/seed/demo-portal'
import { createAssetUploadHandler, applyMutations, SYSTEM_IDENTITY } from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { runProjectScript, type ScriptRun } from '../helpers/run-script'
import { storeLead } from '../../web/lib/submissions/store'
import { registerAt } from '../helpers/accounts'
import { adminQuery, closeConnections, postgresServerUrl, withDatabase } from '../helpers/test-databases'

/**
 * For the tests of `npm run db:backup` / `db:restore` (scripts/db/): databases named by where they are
 * (a PGlite data directory or a PostgreSQL URL), the scripts run as the person runs them (a separate
 * process), and everything a database holds, table by table, to compare a restore with its source.
 */
export type DatabaseLocation = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string }

/** The database the app's client points at now (after a TestDatabase's open()). */
export function currentLocation(): DatabaseLocation {
  return process.env.DATABASE_URL ? { engine: 'postgres', url: process.env.DATABASE_URL } : { engine: 'pglite', dataDir: process.env.PGLITE_DATA_DIR! }
}

/** Points this process's database client at `location` (closing the current connection first). */
export async function connectTo(location: DatabaseLocation): Promise<void> {
  await closeConnections()
  if (location.engine === 'postgres') {
    process.env.DATABASE_URL = location.url
  } else {
    delete process.env.DATABASE_URL
    process.env.PGLITE_DATA_DIR = location.dataDir
  }
}

/** A new, empty database of the engine: a PostgreSQL database just created, or a PGlite directory that does not exist yet. */
export async function emptyDatabase(engine: DatabaseLocation['engine']): Promise<DatabaseLocation & { drop: () => Promise<void> }> {
  if (engine === 'postgres') {
    const name = `lokalsicht_restore_${randomBytes(6).toString('hex')}`
    await adminQuery(`create database ${name}`)
    return { engine, url: withDatabase(postgresServerUrl!, name), drop: () => adminQuery(`drop database if exists ${name} with (force)`) }
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'lokalsicht-restore-'))
  // The folder also receives db.restoring and db.replaced-<time> beside the data directory.
  return { engine, dataDir: path.join(folder, 'db'), drop: () => rm(folder, { recursive: true, force: true }) }
}

export type { ScriptRun } from '../helpers/run-script'

/** Runs scripts/db/<script>.ts with Node and tsx, as `npm run db:<script>` does, against `location`. */
export function runDbScript(script: 'backup' | 'restore', args: string[], location: DatabaseLocation): Promise<ScriptRun> {
  const env = { ...process.env }
  delete env.DATABASE_URL
  delete env.PGLITE_DATA_DIR
  if (location.engine === 'postgres') env.DATABASE_URL = location.url
  else env.PGLITE_DATA_DIR = location.dataDir
  return runProjectScript(`scripts/db/${script}.ts`, args, env)
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

/**
 * Every row of every table of the app's schemas (public, drizzle) as JSON, in a stable order, and every
 * sequence's position: two databases with equal contents hold the same data, byte for byte (bytea
 * columns appear as hex).
 */
export async function databaseContents(): Promise<Record<string, unknown>> {
  const db = await getDb()
  const tables = rowsOf<{ schema: string; name: string }>(
    await db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
                          where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`),
  )
  const contents: Record<string, unknown> = {}
  for (const { schema, name } of tables) {
    const [result] = rowsOf<{ rows: unknown[] }>(
      await db.execute(sql.raw(`select coalesce(jsonb_agg(to_jsonb(t) order by to_jsonb(t)::text), '[]'::jsonb) as rows from "${schema}"."${name}" t`)),
    )
    contents[`${schema}.${name}`] = result!.rows
  }
  contents.sequences = rowsOf(
    await db.execute(sql`select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences
                          where schemaname in ('public', 'drizzle') order by 1`),
  )
  return contents
}

/** What `putInEveryKindOfRecord` stored, to look it up again after a restore. */
export interface StoredRecords {
  leadEmail: string
  userEmail: string
  documentId: string
  assetId: string
  image: Buffer
}

/**
 * Through the app's own functions: the demo accounts with the demo customer's projects and issued
 * invoices, a registered customer (user, account, customer, e-mail), a contact lead with its e-mails,
 * an image uploaded as the studio does (bytes in content_asset_files) and a service document using it.
 */
export async function putInEveryKindOfRecord(): Promise<StoredRecords> {
  const db = await getDb()
  await seedDemoPortal(db)
  const user = await registerAt('198.51.100.23', { email: `backup.${randomBytes(4).toString('hex')}@example.de` })
  const leadEmail = 'lea.leitner@example.de'
  const lead = await storeLead(
    db,
    { kind: 'contact', data: { firstName: 'Lea', lastName: 'Leitner', email: leadEmail, phone: '+49 30 555 0101', message: 'Bitte um Rückruf wegen Local SEO.' } },
    {
      origin: { locale: 'de', page: '/kontakt', receivedAt: new Date('2026-11-20T08:15:00Z'), privacyNoticeVersion: '2026-11-22' },
      idempotencyKey: null,
      mails: [{ purpose: 'agency_notification', to: 'hallo@lokalsicht.de', replyTo: leadEmail, locale: 'de', subject: 'Neue Anfrage', text: 'Lea Leitner', html: '<p>Lea Leitner</p>' }],
    },
  )
  if (lead.outcome !== 'created') throw new Error(`the lead was not stored: ${lead.outcome}`)
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 12, g: 140, b: 200 } } }).png().toBuffer()
  const upload = createAssetUploadHandler({ projectId: 'local', assetBaseUrl: 'http://localhost:3000/content-assets' })
  const { document: asset } = await upload({
    kind: 'image',
    dataset: 'production',
    query: new URLSearchParams({ filename: 'backup-check.png' }),
    body: (async function* () {
      yield image
    })(),
    contentType: 'image/png',
    identity: SYSTEM_IDENTITY,
  })
  const documentId = 'service-backup-check'
  await applyMutations(
    [{ createOrReplace: { _id: documentId, _type: 'service', title: { de: 'Sicherung', en: 'Backup' }, price: 321, image: { _type: 'image', asset: { _type: 'reference', _ref: asset._id } } } }],
    { identity: SYSTEM_IDENTITY },
  )
  return { leadEmail, userEmail: user.email, documentId, assetId: asset._id, image }
}
