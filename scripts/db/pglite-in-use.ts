import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { BackupError, shownPath } from './cli'

/**
 * PGlite runs PostgreSQL inside one process and takes no lock a second process would respect: two
 * processes with the same data directory open overwrite each other's pages. Before the backup and
 * restore scripts open the directory, they look for another process that has it open:
 *
 * - on Linux, every process whose open files (/proc/<pid>/fd) lie in the directory: PGlite keeps its
 *   table and WAL files open as long as the database is open. Processes of other users cannot be
 *   looked into; the app runs as the same user as these scripts.
 * - elsewhere, `postmaster.pid`, which PGlite writes when it opens the directory and deletes when it
 *   closes it (a process that was killed leaves it behind: start and stop the server once).
 *
 * A server started after this check can still open the directory meanwhile: stop it for the duration.
 */
export function processesUsingDirectory(directory: string): string[] {
  // /proc shows the files' real paths: a data directory reached through a symbolic link is resolved too.
  const root = existsSync(directory) ? realpathSync(directory) : path.resolve(directory)
  if (!existsSync('/proc/self/fd')) {
    return existsSync(path.join(root, 'postmaster.pid')) ? ['a process (postmaster.pid exists)'] : []
  }
  const users: string[] = []
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)) {
    if (openFiles(pid).some((file) => file === root || file.startsWith(`${root}/`))) users.push(`pid ${pid} (${commandLine(pid)})`)
  }
  return users
}

function openFiles(pid: string): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return [readlinkSync(`/proc/${pid}/fd/${fd}`)]
      } catch {
        return []
      }
    })
  } catch {
    return [] // ended meanwhile, or another user's process
  }
}

function commandLine(pid: string): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
    return command.length > 120 ? `${command.slice(0, 117)}…` : command
  } catch {
    return 'ended'
  }
}

/** Refuses while another process has the embedded database open. */
export function assertDirectoryNotInUse(directory: string): void {
  const users = processesUsingDirectory(directory)
  if (users.length > 0) {
    throw new BackupError(
      `The embedded database in ${shownPath(directory)} is open in another process: ${users.join('; ')}. ` +
        'PGlite allows one process at a time: stop the server (`npm start` / `npm run dev`) or that process and try again.',
    )
  }
}
