/**
 * The servers bench:site starts: every one runs in its own process group and is killed with it, also
 * when the script fails or is interrupted (the handlers are installed when this module is loaded).
 * `next start` is the harness's command (../harness.ts); the ports come from BENCH_PORT or ../../free-port.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { freePort } from '../../free-port'
import { nextBin } from '../harness'
import { FIRST_PORT } from './settings'

const processGroups = new Set<number>()
const closers = new Set<() => void>()

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

process.on('exit', () => {
  for (const close of closers) close()
  for (const pid of processGroups) killGroup(pid, 'SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\nbench:site: ${signal}, stopping the servers.`)
    process.exit(130)
  })
}

/** A process started elsewhere (Lighthouse's Chromium) whose group is killed on exit until it is untracked. */
export const trackProcessGroup = (pid: number) => processGroups.add(pid)
export const untrackProcessGroup = (pid: number) => processGroups.delete(pid)

/** Something to close on exit (an in-process server); `closeAll` closes them all now. */
export const addCloser = (close: () => void) => closers.add(close)
export function closeAll() {
  for (const close of closers) close()
}

/** Starts `command` in a process group of its own; its last output is kept for error messages (outputOf). */
export function spawnGroup(command: string, args: string[], cwd: string, label: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so that its children go with it
  })
  if (child.pid) processGroups.add(child.pid)
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString())
    if (output.length > 200) output.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.once('exit', () => child.pid && processGroups.delete(child.pid))
  Object.assign(child, { benchLabel: label, benchOutput: output })
  return child
}

export const outputOf = (child: ChildProcess) => ((child as ChildProcess & { benchOutput?: string[] }).benchOutput ?? []).join('').trim()

/** SIGTERM to the group, SIGKILL after 5 s; then SIGKILL to whatever the leader left behind in it. */
export async function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  killGroup(child.pid, 'SIGTERM')
  const timer = setTimeout(() => child.pid && killGroup(child.pid, 'SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
  // Whatever the leader left behind in its group.
  killGroup(child.pid, 'SIGKILL')
}

let nextFixedPort = FIRST_PORT

/** BENCH_PORT and the ports after it when given, free ports otherwise. */
export async function serverPort(): Promise<number> {
  if (nextFixedPort !== undefined) return nextFixedPort++
  return freePort()
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, label: string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}:\n${outputOf(child)}`)
    try {
      const response = await fetch(baseUrl, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  throw new Error(`${label} did not answer on ${baseUrl} within 90 s:\n${outputOf(child)}`)
}

/** `next start` of the build in `cwd` on 127.0.0.1, in its own process group; resolves once `/` answers at all. */
export async function startNext(cwd: string, label: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await serverPort()
  const child = spawnGroup(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], cwd, label, { NODE_ENV: 'production' })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntilServing(baseUrl, child, label)
  return { baseUrl, child }
}
