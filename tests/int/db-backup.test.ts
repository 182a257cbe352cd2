import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readAssetFile, queryContent } from '../../web/lib/content-lake'
import { getDb } from '../../web/lib/db/client'
import { contentAssetFiles, customers, invoiceItems, invoices, leads, users } from '../../web/lib/db/schema'
import { closeConnections, testDatabases } from '../helpers/test-databases'
import {
  connectTo,
  currentLocation,
  databaseContents,
  type DatabaseLocation,
  emptyDatabase,
  putInEveryKindOfRecord,
  runDbScript,
  type StoredRecords,
} from './db-backup-fixtures'

/**
 * `npm run db:backup` and `npm run db:restore` (scripts/db/) on PGlite and PostgreSQL, run as separate
 * processes: a database with the sample content, the demo customer's invoices, a registered user, a
 * lead and an uploaded image is backed up and restored into an empty database, which then holds every
 * row of every table with the same content. A target that is not empty is replaced only with --force;
 * a missing or damaged backup file fails with a message and a non-zero exit and changes nothing.
 */
describe.each(testDatabases())('db:backup and db:restore on $name', (database) => {
  let source: DatabaseLocation
  let stored: StoredRecords
  let sourceContents: Record<string, unknown>
  let changedContents: Record<string, unknown>
  let folder: string
  let backupFile: string
  let target: Awaited<ReturnType<typeof emptyDatabase>>

  beforeAll(async () => {
    await database.open()
    source = currentLocation()
    stored = await putInEveryKindOfRecord()
    sourceContents = await databaseContents()
    // Not an empty comparison: the source holds every kind of record.
    for (const table of ['public.leads', 'public.users', 'public.customers', 'public.invoices', 'public.invoice_items', 'public.content_documents', 'public.content_transactions', 'public.content_asset_files']) {
      expect(sourceContents[table], table).not.toEqual([])
    }
    await closeConnections()
    folder = await mkdtemp(path.join(tmpdir(), 'lokalsicht-backups-'))
    backupFile = path.join(folder, database.name === 'postgres' ? 'lokalsicht.dump' : 'lokalsicht.tar.gz')
    target = await emptyDatabase(database.name)
  }, 180_000)
  afterAll(async () => {
    await closeConnections()
    await target?.drop()
    await rm(folder, { recursive: true, force: true })
    await database.close()
  })

  /** The target's contents, read in this process and closed again for the next script run. */
  async function targetContents() {
    await connectTo(target)
    const contents = await databaseContents()
    await closeConnections()
    return contents
  }

  it('backs up the database into the file given with --out', async () => {
    const run = await runDbScript('backup', ['--out', backupFile], source)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Wrote ${backupFile}`)
    expect((await stat(backupFile)).size).toBeGreaterThan(100_000)
    expect((await readdir(folder)).filter((name) => name.endsWith('.partial'))).toEqual([])
  }, 60_000)

  it('does not overwrite an existing backup file', async () => {
    const before = await readFile(backupFile)
    const run = await runDbScript('backup', ['--out', backupFile], source)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('exists already')
    expect((await readFile(backupFile)).equals(before)).toBe(true)
  }, 60_000)

  it('restores into an empty database: every row of every table, with the same content', async () => {
    const run = await runDbScript('restore', [backupFile], target)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Restored in')

    await connectTo(target)
    expect(await databaseContents()).toEqual(sourceContents)
    const db = await getDb()
    const [lead] = await db.select().from(leads).where(eq(leads.email, stored.leadEmail))
    expect(lead).toMatchObject({ kind: 'contact', firstName: 'Lea', lastName: 'Leitner', message: 'Bitte um Rückruf wegen Local SEO.' })
    const [user] = await db.select().from(users).where(eq(users.email, stored.userEmail))
    expect(user).toMatchObject({ role: 'customer', name: 'Erika Mustermann' })
    const issued = await db.select().from(invoices).innerJoin(customers, eq(customers.id, invoices.customerId))
    expect(issued.filter((row) => row.invoices.number !== null).length).toBeGreaterThanOrEqual(4)
    expect(await db.select().from(invoiceItems)).not.toHaveLength(0)
    const service = await queryContent<{ price: number; assetId: string } | null>(`*[_id == $id][0]{price, "assetId": image.asset->_id}`, { id: stored.documentId })
    expect(service).toEqual({ price: 321, assetId: stored.assetId })
    const siteSettings = await queryContent<{ _id: string } | null>(`*[_type == "siteSettings"][0]{_id}`)
    expect(siteSettings).not.toBeNull()
    const asset = await readAssetFile(stored.assetId)
    expect(asset?.data.equals(stored.image)).toBe(true)
    await closeConnections()
  }, 60_000)

  it('refuses to restore over a database that is not empty without --force, and leaves it as it was', async () => {
    // Changed after the restore, so that a restore that went ahead would show.
    await connectTo(target)
    const db = await getDb()
    await db.insert(leads).values({
      kind: 'contact',
      email: 'nach.der.sicherung@example.de',
      firstName: 'Nach',
      lastName: 'Sicherung',
      message: 'Nach der Sicherung gekommen.',
      locale: 'de',
      sourcePath: '/kontakt',
      privacyNoticeVersion: '2026-11-22',
      contentHash: 'after-the-backup',
    })
    await db.delete(contentAssetFiles).where(eq(contentAssetFiles.assetId, stored.assetId))
    await closeConnections()
    changedContents = await targetContents()
    expect(changedContents).not.toEqual(sourceContents)

    const run = await runDbScript('restore', [backupFile], target)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(database.name === 'postgres' ? /is not empty: it has \d+ table/ : /already holds a database/)
    expect(run.stderr).toContain('--force')
    expect(await targetContents()).toEqual(changedContents)
  }, 60_000)

  it('fails on a missing or damaged backup file with a message and a non-zero exit, and leaves the target untouched', async () => {
    const whole = await readFile(backupFile)
    const cutOff = path.join(folder, `cut-off-${path.basename(backupFile)}`)
    await writeFile(cutOff, whole.subarray(0, Math.floor(whole.length / 2)))
    const rightStartWrongInside = path.join(folder, `wrong-inside-${path.basename(backupFile)}`)
    await writeFile(
      rightStartWrongInside,
      database.name === 'postgres' ? Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(4096, 7)]) : gzipSync(Buffer.alloc(4096, 7)),
    )
    const notABackup = path.join(folder, 'notes.txt')
    await writeFile(notABackup, 'not a backup\n')
    const cases: [string, RegExp][] = [
      [path.join(folder, 'missing.dump'), /Backup file not found/],
      // PostgreSQL: the table of contents is whole, the data stops; what was restored is rolled back.
      [cutOff, database.name === 'postgres' ? /damaged; the restore was rolled back and the database is unchanged/ : /damaged \(gzip: unexpected end of file\)/],
      [rightStartWrongInside, database.name === 'postgres' ? /damaged: pg_restore cannot read its table of contents/ : /damaged: the tar header at byte 0 is damaged/],
      [notABackup, /is not a backup of this project/],
    ]
    for (const [file, message] of cases) {
      const run = await runDbScript('restore', [file, '--force'], target)
      expect({ file, code: run.code, stderr: run.stderr }).toMatchObject({ file, code: 1, stderr: expect.stringMatching(message) })
    }
    expect(await targetContents()).toEqual(changedContents)
  }, 120_000)

  it('with --force replaces what the target holds by the backup', async () => {
    const run = await runDbScript('restore', [backupFile, '--force'], target)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(await targetContents()).toEqual(sourceContents)
    if (target.engine === 'pglite') {
      // The replaced directory is kept beside the data directory, renamed.
      const kept = (await readdir(path.dirname(target.dataDir))).filter((name) => name.startsWith('db.replaced-'))
      expect(kept).toHaveLength(1)
      expect(run.stdout).toContain(kept[0])
      expect(existsSync(path.join(path.dirname(target.dataDir), kept[0]!, 'PG_VERSION'))).toBe(true)
    }
  }, 90_000)
})
