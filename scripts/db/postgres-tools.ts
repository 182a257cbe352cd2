import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { BackupError } from './cli'

export type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql'

/**
 * How pg_dump, pg_restore and psql reach DATABASE_URL: the address without the password on the command
 * line (which every user of the machine can read in the process list), the password in PGPASSWORD.
 */
export function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(databaseUrl)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } }
}

/** The client tools from PG_BIN_DIR when set (e.g. /usr/lib/postgresql/16/bin), else from PATH. */
function toolPath(tool: PostgresTool): string {
  return process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, tool) : tool
}

export interface RunningTool {
  process: ChildProcess
  /** Resolves with the exit code and what the tool wrote to stderr (its error messages). */
  finished: Promise<{ code: number; stderr: string }>
}

/** Starts a PostgreSQL client tool; a missing tool becomes a BackupError saying how to install it. */
export function startTool(tool: PostgresTool, args: string[], options: { env: NodeJS.ProcessEnv; stdin?: 'pipe' | 'ignore'; stdout?: 'pipe' | 'ignore' }): RunningTool {
  const child = spawn(toolPath(tool), args, { env: options.env, stdio: [options.stdin ?? 'ignore', options.stdout ?? 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const finished = new Promise<{ code: number; stderr: string }>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found (${toolPath(tool)}). Install PostgreSQL's client tools of the server's major version or newer ` +
                `(Debian: apt install postgresql-client) or set PG_BIN_DIR to their folder.`,
            )
          : error,
      )
    })
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), stderr: stderr.trim() }))
  })
  return { process: child, finished }
}

/** Runs a tool to its end; a non-zero exit becomes a BackupError with the tool's own message. */
export async function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv, failure: string): Promise<void> {
  const { code, stderr } = await startTool(tool, args, { env }).finished
  if (code !== 0) throw new BackupError(`${failure} (${tool} exited with ${code}):\n${stderr || '(no message)'}`)
}
