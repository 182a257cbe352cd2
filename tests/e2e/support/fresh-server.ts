import { type ChildProcess, spawn } from 'node:child_process'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../../scripts/free-port'

export interface FreshServer {
  origin: string
  stop(): Promise<void>
}

/**
 * A second production server (`npm run start`) that no request has reached yet, for behaviour that
 * differs on the first render after a start. It gets its own embedded database directory: the suite's
 * server holds the shared one open, and PGlite allows one process per directory.
 */
export async function startFreshServer(): Promise<FreshServer> {
  const port = await freePort()
  const dataDirectory = await mkdtemp(join(tmpdir(), 'fresh-server-db-'))
  // Without DATABASE_URL the app's database is PGlite, which one process opens at a time: the fresh
  // server gets a copy of the test server's, content included. (An empty one would make it refresh
  // every page from an empty content store into the build's shared page cache, as 404s.)
  if (!process.env.DATABASE_URL) {
    await cp(process.env.PGLITE_DATA_DIR || join(import.meta.dirname, '../../../data/db'), dataDirectory, { recursive: true })
  }
  const child: ChildProcess = spawn('npm', ['run', 'start', '--', '-p', String(port)], {
    env: { ...process.env, PGLITE_DATA_DIR: dataDirectory, SMTP_URL: '' },
    stdio: 'ignore',
    detached: true,
  })
  const origin = `http://localhost:${port}`
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
    await rm(dataDirectory, { recursive: true, force: true })
  }
  // Ready once it answers a file that no page renders (robots.txt), so that no page is rendered before the test.
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${origin}/robots.txt`)).ok) return { origin, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The fresh server on port ${port} did not start`)
}
