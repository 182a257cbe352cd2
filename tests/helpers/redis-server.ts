import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/free-port'

/**
 * A Redis server of the test's own (Debian's redis-server) on a free port, never the shared one: tests
 * stop and restart it. With `persistent`, it keeps its data across a restart (append-only file), as a
 * Redis with Debian's default configuration does.
 */
export interface TestRedis {
  url: string
  port: number
  start: () => Promise<void>
  stop: () => Promise<void>
  remove: () => Promise<void>
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

export async function testRedis({ persistent = false } = {}): Promise<TestRedis> {
  const port = await freePort()
  const dir = await mkdtemp(path.join(tmpdir(), 'test-redis-'))
  let server: ChildProcess | undefined
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', persistent ? 'yes' : 'no']
    server = spawn('redis-server', args, { stdio: 'ignore' })
    for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const stop = async () => {
    if (!server || server.exitCode !== null) return
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  return { url: `redis://127.0.0.1:${port}`, port, start, stop, remove: async () => (await stop(), rm(dir, { recursive: true, force: true })) }
}
