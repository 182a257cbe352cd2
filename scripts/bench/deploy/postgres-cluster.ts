/**
 * A PostgreSQL 15 cluster of the benchmark's own (Debian's initdb and pg_ctl, a temporary directory, a
 * port of its own), which the fault scenarios may stop and start; the shared server is never touched.
 * As root, the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process'
import { chown, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const bin = '/usr/lib/postgresql/15/bin'

export interface PostgresCluster {
  url: (database: string) => string
  start: () => Promise<void>
  stop: () => Promise<void>
  remove: () => Promise<void>
}

export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-postgres-'))
  const dataDir = path.join(dir, 'data')
  const asRoot = userInfo().uid === 0
  const { stdout: uid } = asRoot ? await run('id', ['-u', 'postgres']) : { stdout: '' }
  const { stdout: gid } = asRoot ? await run('id', ['-g', 'postgres']) : { stdout: '' }
  if (asRoot) await chown(dir, Number(uid), Number(gid))
  const asOwner = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args))

  await asOwner(`${bin}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => void (await asOwner(`${bin}/pg_ctl`, ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])),
    // Fast shutdown: open connections are cut, as in a crash or a failover; committed data stays.
    stop: async () => void (await asOwner(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', 'stop'])),
    remove: async () => {
      await asOwner(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}
