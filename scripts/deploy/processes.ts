/**
 * Long-running processes of the local deployment: started detached (they outlive the command that
 * started them), output into a log file, the process id into `<runDir>/<name>.pid`; stopped by that id.
 */
import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface ProcessSpec {
  name: string
  command: string
  args: string[]
  cwd: string
  env: NodeJS.ProcessEnv
}

export async function startDetached(runDir: string, spec: ProcessSpec): Promise<number> {
  const log = openSync(path.join(runDir, `${spec.name}.log`), 'a')
  const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, detached: true, stdio: ['ignore', log, log] })
  if (!child.pid) throw new Error(`${spec.name} did not start`)
  child.unref()
  await writeFile(pidFile(runDir, spec.name), String(child.pid))
  return child.pid
}

const pidFile = (runDir: string, name: string) => path.join(runDir, `${name}.pid`)

export async function readPid(runDir: string, name: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(pidFile(runDir, name), 'utf8')).trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Sends `signal` to the process named `name`; with SIGTERM waits up to 15 s, then SIGKILL. */
export async function stopProcess(runDir: string, name: string, signal: NodeJS.Signals = 'SIGTERM'): Promise<boolean> {
  const pid = await readPid(runDir, name)
  if (pid === null || !isAlive(pid)) {
    await rm(pidFile(runDir, name), { force: true })
    return false
  }
  process.kill(pid, signal)
  for (let waited = 0; isAlive(pid) && waited < 15_000; waited += 100) await sleep(100)
  if (isAlive(pid)) process.kill(pid, 'SIGKILL')
  for (let waited = 0; isAlive(pid) && waited < 5_000; waited += 100) await sleep(100)
  await rm(pidFile(runDir, name), { force: true })
  return true
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if (await check()) return
    } catch {
      // not ready yet
    }
    await sleep(300)
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`)
}
