/**
 * What `npm run deploy:local` needs on the machine before it starts anything: Debian's nginx with the
 * brotli module, Redis and a PostgreSQL server. Missing programs are installed with apt-get when it runs
 * as root on Debian or Ubuntu; otherwise the command to run is named, and nothing is started.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import pg from 'pg'
import { BROTLI_MODULE, NGINX } from './nginx-process'

const run = promisify(execFile)

/** A program the deployment runs, how to tell it is there, and the Debian package that brings it. */
export type Prerequisite = { what: string; present: () => boolean | Promise<boolean>; debianPackage: string }

const onPath = (command: string) => async () =>
  run('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  )

export const DEPLOYMENT_PREREQUISITES: Prerequisite[] = [
  { what: 'nginx', present: () => existsSync(NGINX), debianPackage: 'nginx-light' },
  { what: "nginx's brotli module", present: () => existsSync(BROTLI_MODULE), debianPackage: 'libnginx-mod-http-brotli-filter' },
  { what: 'Redis', present: onPath('redis-server'), debianPackage: 'redis-server' },
]

/** The Debian packages of the prerequisites that are missing. */
export async function missingPackages(prerequisites: Prerequisite[] = DEPLOYMENT_PREREQUISITES): Promise<string[]> {
  const missing: string[] = []
  for (const prerequisite of prerequisites) if (!(await prerequisite.present())) missing.push(prerequisite.debianPackage)
  return missing
}

export type InstallPlan = { kind: 'nothing' } | { kind: 'install'; command: string[] } | { kind: 'ask'; message: string }

/** Installs itself as root where apt-get exists; anyone else is told the one command to run. */
export function installPlan(packages: string[], { root, aptGet }: { root: boolean; aptGet: boolean }): InstallPlan {
  if (packages.length === 0) return { kind: 'nothing' }
  const command = ['apt-get', 'install', '-y', '--no-install-recommends', ...packages]
  if (root && aptGet) return { kind: 'install', command }
  const how = aptGet ? `sudo apt-get install ${packages.join(' ')}` : `your system's packages of them (Debian names; nginx needs its brotli filter module)`
  return { kind: 'ask', message: `deploy:local needs ${packages.join(', ')}: install them (${how}), then run it again.` }
}

async function reachable(databaseUrl: string): Promise<string | null> {
  const url = new URL(databaseUrl)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    return null
  } catch (error) {
    return (error as Error).message
  } finally {
    await client.end().catch(() => {})
  }
}

/** Makes sure everything is there (installing it where it may), or throws saying what to do. */
export async function ensurePrerequisites(databaseUrl: string): Promise<void> {
  const packages = await missingPackages()
  const plan = installPlan(packages, { root: process.getuid?.() === 0, aptGet: await onPath('apt-get')() })
  if (plan.kind === 'ask') throw new Error(plan.message)
  if (plan.kind === 'install') {
    console.log(`Installing what deploy:local needs: ${plan.command.join(' ')}`)
    await run('apt-get', ['update', '-qq'])
    await run(plan.command[0]!, plan.command.slice(1), { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  }
  const unreachable = await reachable(databaseUrl)
  if (unreachable) {
    throw new Error(
      `The PostgreSQL server of DEPLOY_DATABASE_URL (${new URL(databaseUrl).host}) does not answer (${unreachable}): start it (Debian: apt-get install postgresql), or point DEPLOY_DATABASE_URL at one.`,
    )
  }
}
