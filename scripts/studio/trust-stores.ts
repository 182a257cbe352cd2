/**
 * The trust stores `npm run studio:trust` knows, each with the command that adds (or removes) this
 * machine's authority: the NSS database Chromium and Chrome use on Linux, Firefox's profiles, and the
 * operating system's store (command-line tools; macOS and Windows browsers use it too). A store whose
 * tool is missing, or that needs administrator rights, is reported with the exact command to run.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { copyFile, mkdir, rm } from 'node:fs/promises'
import { homedir, platform } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const AUTHORITY_NICKNAME = 'Lokalsicht local development CA'
export const STORE_NAMES = ['nss', 'firefox', 'system'] as const
export type StoreName = (typeof STORE_NAMES)[number]

/** What happened in one store: done, nothing to do, or what the person must do themselves. */
export type StoreOutcome = { store: string; status: 'done' | 'skipped' | 'manual'; detail: string }

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0

async function hasCommand(command: string): Promise<boolean> {
  try {
    await run('sh', ['-c', `command -v ${command}`])
    return true
  } catch {
    return false
  }
}

const CERTUTIL_PACKAGE = 'libnss3-tools (Debian, Ubuntu) or nss-tools (Fedora)'

async function nssDatabase(store: string, directory: string, authorityFile: string, remove: boolean): Promise<StoreOutcome> {
  if (!(await hasCommand('certutil'))) {
    return { store, status: 'manual', detail: `install certutil from ${CERTUTIL_PACKAGE}, then run npm run studio:trust again` }
  }
  const database = `sql:${directory}`
  if (remove) {
    await run('certutil', ['-D', '-d', database, '-n', AUTHORITY_NICKNAME]).catch(() => {})
    return { store, status: 'done', detail: `removed from ${directory}` }
  }
  if (!existsSync(path.join(directory, 'cert9.db'))) {
    await mkdir(directory, { recursive: true, mode: 0o700 })
    await run('certutil', ['-N', '-d', database, '--empty-password'])
  }
  // Replaces an older authority of the same name (made anew after data/secrets was lost).
  await run('certutil', ['-D', '-d', database, '-n', AUTHORITY_NICKNAME]).catch(() => {})
  await run('certutil', ['-A', '-d', database, '-t', 'C,,', '-n', AUTHORITY_NICKNAME, '-i', authorityFile])
  return { store, status: 'done', detail: `trusted in ${directory}` }
}

/** Chromium and Chrome on Linux: the user's shared NSS database. */
function chromiumOnLinux(authorityFile: string, remove: boolean): Promise<StoreOutcome> {
  return nssDatabase('Chromium/Chrome (NSS)', path.join(homedir(), '.pki', 'nssdb'), authorityFile, remove)
}

/** Every Firefox profile of this user (the classic and the snap location). */
async function firefoxProfiles(authorityFile: string, remove: boolean): Promise<StoreOutcome[]> {
  const roots = [path.join(homedir(), '.mozilla', 'firefox'), path.join(homedir(), 'snap', 'firefox', 'common', '.mozilla', 'firefox')]
  const profiles = roots.flatMap((root) =>
    existsSync(root) ? readdirSync(root).map((name) => path.join(root, name)).filter((directory) => existsSync(path.join(directory, 'cert9.db'))) : [],
  )
  if (profiles.length === 0) return [{ store: 'Firefox', status: 'skipped', detail: 'no Firefox profile found' }]
  return Promise.all(profiles.map((profile) => nssDatabase(`Firefox (${path.basename(profile)})`, profile, authorityFile, remove)))
}

/** The operating system's store: curl, Node with --use-system-ca; on macOS and Windows the browsers too. */
async function systemStore(authorityFile: string, remove: boolean): Promise<StoreOutcome> {
  const store = 'system'
  if (platform() === 'darwin') {
    const keychain = path.join(homedir(), 'Library', 'Keychains', 'login.keychain-db')
    const command = remove ? ['security', 'delete-certificate', '-c', AUTHORITY_NICKNAME, keychain] : ['security', 'add-trusted-cert', '-r', 'trustRoot', '-k', keychain, authorityFile]
    await run(command[0]!, command.slice(1))
    return { store, status: 'done', detail: `${remove ? 'removed from' : 'trusted in'} the login keychain` }
  }
  if (platform() === 'win32') {
    const command = remove ? ['certutil', '-user', '-delstore', 'Root', AUTHORITY_NICKNAME] : ['certutil', '-user', '-addstore', 'Root', authorityFile]
    await run(command[0]!, command.slice(1))
    return { store, status: 'done', detail: `${remove ? 'removed from' : 'trusted in'} the user's root store` }
  }
  const directory = '/usr/local/share/ca-certificates'
  const target = path.join(directory, 'lokalsicht-local-development-ca.crt')
  if (!existsSync(directory) || !(await hasCommand('update-ca-certificates'))) {
    return { store, status: 'skipped', detail: 'no update-ca-certificates on this system (browsers use their own stores above)' }
  }
  if (!isRoot()) {
    const command = remove ? `sudo rm -f ${target} && sudo update-ca-certificates --fresh` : `sudo cp ${authorityFile} ${target} && sudo update-ca-certificates`
    return { store, status: 'manual', detail: `for command-line tools (optional): ${command}` }
  }
  if (remove) await rm(target, { force: true })
  else await copyFile(authorityFile, target)
  await run('update-ca-certificates', remove ? ['--fresh'] : [])
  return { store, status: 'done', detail: `${remove ? 'removed from' : 'trusted in'} ${directory}` }
}

export async function applyToStores(stores: readonly StoreName[], authorityFile: string, remove = false): Promise<StoreOutcome[]> {
  const outcomes: StoreOutcome[] = []
  for (const store of stores) {
    try {
      if (store === 'nss') outcomes.push(platform() === 'linux' ? await chromiumOnLinux(authorityFile, remove) : { store: 'Chromium/Chrome', status: 'skipped', detail: 'uses the system store on this platform' })
      if (store === 'firefox') outcomes.push(...(await firefoxProfiles(authorityFile, remove)))
      if (store === 'system') outcomes.push(await systemStore(authorityFile, remove))
    } catch (error) {
      outcomes.push({ store, status: 'manual', detail: `failed: ${(error as Error).message.split('\n')[0]}` })
    }
  }
  return outcomes
}
