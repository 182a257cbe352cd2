import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '../../web/lib/db/client'
import { closeConnections, testDatabases } from '../helpers/test-databases'
import { currentLocation, type DatabaseLocation, runDbScript } from './db-backup-fixtures'

/**
 * What `npm run db:backup` / `db:restore` refuse before touching anything: wrong command lines (exit 2),
 * a backup of the other engine, a PGlite directory that is not a database, and a database the app has
 * open (PGlite: another process holds the directory; PostgreSQL: other sessions are connected).
 */
describe('db:backup and db:restore refuse', () => {
  let folder: string
  let nowhere: Extract<DatabaseLocation, { engine: 'pglite' }>
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lokalsicht-backup-guards-'))
    nowhere = { engine: 'pglite', dataDir: path.join(folder, 'db') }
  })
  afterAll(() => rm(folder, { recursive: true, force: true }))

  it('command lines they do not understand, with the usage and exit code 2', async () => {
    const runs = [
      [await runDbScript('restore', [], nowhere), /name the backup file to restore/],
      [await runDbScript('restore', ['a.dump', 'b.dump'], nowhere), /give one backup file/],
      [await runDbScript('restore', ['a.dump', '--forse'], nowhere), /Unknown option '--forse'/],
      [await runDbScript('backup', ['--out', ' '], nowhere), /needs a file name/],
      [await runDbScript('backup', ['backup.dump'], nowhere), /no positional arguments; name the file with --out/],
    ] as const
    for (const [run, message] of runs) {
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(message)
      expect(run.stderr).toContain('Usage: npm run db:')
    }
    expect(existsSync(nowhere.dataDir)).toBe(false)
  }, 60_000)

  it('a backup of the other engine, naming the variable to set', async () => {
    const postgresBackup = path.join(folder, 'server.dump')
    await writeFile(postgresBackup, Buffer.concat([Buffer.from('PGDMP'), Buffer.alloc(64)]))
    const run = await runDbScript('restore', [postgresBackup], nowhere)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/is a backup of the PostgreSQL \(pg_dump\) database, but the configured database is the embedded database \(PGlite\).*Set DATABASE_URL/)
    expect(existsSync(nowhere.dataDir)).toBe(false)
  }, 30_000)

  it('to back up an embedded database that does not exist, or one in memory', async () => {
    const missing = await runDbScript('backup', ['--out', path.join(folder, 'none.tar.gz')], nowhere)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/There is no embedded database in .* to back up/)
    const inMemory = await runDbScript('backup', ['--out', path.join(folder, 'memory.tar.gz')], { engine: 'pglite', dataDir: 'memory://' })
    expect(inMemory.code).toBe(1)
    expect(inMemory.stderr).toMatch(/PGLITE_DATA_DIR is memory:\/\/: a database in memory cannot be backed up/)
    expect(existsSync(path.join(folder, 'none.tar.gz')) || existsSync(path.join(folder, 'memory.tar.gz'))).toBe(false)
  }, 30_000)

  it('to restore into a directory that holds something other than a PGlite database, even with --force', async () => {
    const other = path.join(folder, 'documents')
    await mkdir(other)
    await writeFile(path.join(other, 'letter.txt'), 'keep me\n')
    const backup = path.join(folder, 'some.tar.gz')
    await writeFile(backup, gzipSync(Buffer.alloc(1024)))
    const run = await runDbScript('restore', [backup, '--force'], { engine: 'pglite', dataDir: other })
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/documents is not empty and holds no PGlite database/)
    expect(existsSync(path.join(other, 'letter.txt'))).toBe(true)
  }, 30_000)
})

describe.each(testDatabases({ content: 'empty' }))('while the app has the database open on $name', (database) => {
  let location: DatabaseLocation
  let folder: string
  let backupFile: string
  let appConnection: pg.Client | undefined
  beforeAll(async () => {
    await database.open()
    location = currentLocation()
    folder = await mkdtemp(path.join(tmpdir(), 'lokalsicht-backup-open-'))
    backupFile = path.join(folder, database.name === 'postgres' ? 'open.dump' : 'open.tar.gz')
    if (database.name === 'pglite') {
      // PGlite can only be backed up while closed; the app opens it again below.
      await getDb()
      await closeConnections()
      const run = await runDbScript('backup', ['--out', backupFile], location)
      expect(run.code, run.stderr).toBe(0)
    }
    await getDb()
    if (location.engine === 'postgres') {
      // Like an app instance's connection: the pool's idle connections come and go, this one stays.
      appConnection = new pg.Client({ connectionString: location.url, application_name: 'lokalsicht-app' })
      await appConnection.connect()
    }
  }, 120_000)
  afterAll(async () => {
    await appConnection?.end()
    await database.close()
    await rm(folder, { recursive: true, force: true })
  })

  it('backup: PostgreSQL dumps one consistent snapshot meanwhile; PGlite refuses, naming the process', async () => {
    const run = await runDbScript('backup', ['--out', database.name === 'postgres' ? backupFile : path.join(folder, 'refused.tar.gz')], location)
    if (database.name === 'postgres') {
      expect(run.stderr).toBe('')
      expect(run.code).toBe(0)
      expect(existsSync(backupFile)).toBe(true)
    } else {
      expect(run.code).toBe(1)
      expect(run.stderr).toContain(`is open in another process: pid ${process.pid} (`)
      expect(run.stderr).toContain('stop the server')
      expect(existsSync(path.join(folder, 'refused.tar.gz'))).toBe(false)
    }
  }, 60_000)

  it('restore refuses even with --force and changes nothing', async () => {
    const run = await runDbScript('restore', [backupFile, '--force'], location)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      database.name === 'postgres' ? /other connection\(s\) to database "lokalsicht_test_\w+" are open: .*lokalsicht-app \(pid \d+\).*Stop every app instance/ : new RegExp(`is open in another process: pid ${process.pid} \\(`),
    )
    // The app's connection is still good: nothing was replaced under it.
    const db = await getDb()
    await expect(db.execute(sql`select 1`)).resolves.toBeDefined()
    if (location.engine === 'pglite') expect(existsSync(`${location.dataDir}.restoring`)).toBe(false)
  }, 60_000)
})
