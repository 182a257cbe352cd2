/**
 * Podman on this kind of machine (see docs/production.md, containers): the runtime runc
 * (crun fails with "cgroups in hybrid mode not supported"), no default ulimits and no pids limit in
 * containers.conf (otherwise "setrlimit RLIMIT_NOFILE: Operation not permitted"), host networking only.
 * Shared by scripts/containers/base-images.ts and scripts/containers/test.ts.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..')
/** Everything these scripts make on disk (gitignored): base image work, the test's .env and certificate. */
export const workDirectory = path.join(repositoryRoot, '.containers')

export const RUNC = '/usr/sbin/runc'
export const CONTAINERS_CONF = '/etc/containers/containers.conf'
/** The settings podman needs here: [section] key = value, as they must appear in containers.conf. */
const REQUIRED_SETTINGS: { section: string; key: string; value: string }[] = [
  { section: 'containers', key: 'default_ulimits', value: '[]' },
  { section: 'containers', key: 'pids_limit', value: '0' },
  { section: 'engine', key: 'runtime', value: '"runc"' },
]

/** The command line of podman for these scripts: always runc (also when containers.conf says so). */
export const podmanArgs = (args: string[]) => ['--runtime', RUNC, ...args]

/**
 * What podman logs for every container with a health check on a machine without systemd (it cannot add
 * the timer; `podman healthcheck run` still works): left out of the output.
 */
const SYSTEMD_HEALTHCHECK_NOISE = /unable to get systemd connection to (add|start|remove) healthchecks/

/** Runs a command with its output shown (`quiet`: errors only); rejects on a non-zero exit. */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean; hide?: RegExp } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repositoryRoot,
      env: options.env ?? process.env,
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'pipe'],
    })
    createInterface({ input: child.stderr! }).on('line', (line) => {
      if (!SYSTEMD_HEALTHCHECK_NOISE.test(line) && !options.hide?.test(line)) process.stderr.write(`${line}\n`)
    })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    )
  })
}

/** Runs a command and returns its output (stdout), or null when it fails. */
export function output(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string | null {
  const result = spawnSync(command, args, { cwd: options.cwd ?? repositoryRoot, env: options.env ?? process.env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  return result.status === 0 ? result.stdout : null
}

export const podman = (args: string[], options?: Parameters<typeof run>[2]) => run('podman', podmanArgs(args), options)
export const podmanOutput = (args: string[]) => output('podman', podmanArgs(args))
export const imageExists = (name: string) => output('podman', podmanArgs(['image', 'exists', name])) !== null

function which(command: string): boolean {
  return output('sh', ['-c', `command -v ${command}`]) !== null
}

/**
 * Checks the tools and containers.conf. As root, writes the missing settings into containers.conf (a
 * line-based edit that keeps everything else); otherwise says exactly what to set and stops.
 */
export function ensurePodman({ needDebootstrap = false }: { needDebootstrap?: boolean } = {}): void {
  const missing = ['podman', 'podman-compose', ...(needDebootstrap ? ['debootstrap'] : [])].filter((command) => !which(command))
  if (!existsSync(RUNC)) missing.push('runc')
  if (missing.length > 0) {
    throw new Error(`Missing: ${missing.join(', ')}. On Debian: apt-get install -y podman runc podman-compose debootstrap`)
  }
  const text = existsSync(CONTAINERS_CONF) ? readFileSync(CONTAINERS_CONF, 'utf8') : ''
  const { text: wanted, changes } = withSettings(text)
  if (changes.length === 0) return
  const isRoot = process.getuid?.() === 0
  const advice = `${CONTAINERS_CONF} needs:\n${REQUIRED_SETTINGS.map(({ section, key, value }) => `  [${section}] ${key} = ${value}`).join('\n')}`
  if (!isRoot) throw new Error(`${advice}\n(missing or different: ${changes.join(', ')}). Set them as root, then run this again.`)
  mkdirSync(path.dirname(CONTAINERS_CONF), { recursive: true })
  writeFileSync(CONTAINERS_CONF, wanted)
  console.log(`Wrote ${changes.join(', ')} into ${CONTAINERS_CONF} (podman on this machine, see docs/production.md).`)
}

/** containers.conf with the required settings: keys set or replaced in their sections, sections added. */
export function withSettings(text: string): { text: string; changes: string[] } {
  const lines = text === '' ? ['# Podman settings (scripts/containers/podman.ts wrote the ones it needs).'] : text.replace(/\n$/, '').split('\n')
  const changes: string[] = []
  for (const { section, key, value } of REQUIRED_SETTINGS) {
    const header = lines.findIndex((line) => line.trim() === `[${section}]`)
    if (header === -1) {
      lines.push('', `[${section}]`, `${key} = ${value}`)
      changes.push(`${section}.${key}`)
      continue
    }
    let end = lines.findIndex((line, index) => index > header && /^\s*\[/.test(line))
    if (end === -1) end = lines.length
    const existing = lines.findIndex((line, index) => index > header && index < end && new RegExp(`^\\s*${key}\\s*=`).test(line))
    if (existing === -1) {
      lines.splice(header + 1, 0, `${key} = ${value}`)
      changes.push(`${section}.${key}`)
    } else if (lines[existing]!.replace(/\s+/g, '') !== `${key}=${value}`) {
      lines[existing] = `${key} = ${value}`
      changes.push(`${section}.${key}`)
    }
  }
  return { text: lines.join('\n') + '\n', changes }
}

/**
 * `--ulimit nofile=N:N` with the host's hard limit, for podman build: its RUN steps get 1024 open files
 * otherwise (too few for npm ci: EMFILE), and more than the host's hard limit cannot be set here.
 */
export function buildUlimit(): string[] {
  const hard = output('sh', ['-c', 'ulimit -Hn'])?.trim()
  const limit = hard === 'unlimited' ? '1048576' : hard
  return limit && /^\d+$/.test(limit) ? ['--ulimit', `nofile=${limit}:${limit}`] : []
}

/** Seconds since `started` (performance.now()), one decimal. */
export const seconds = (started: number) => Math.round((performance.now() - started) / 100) / 10
