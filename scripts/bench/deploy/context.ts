/** What every deployment scenario works with: the running deployment, its own PostgreSQL, the SMTP counter. */
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { DeploySettings } from '../../deploy/settings'
import type { PostgresCluster } from './postgres-cluster'
import type { SmtpCounter } from './smtp-counter'

export interface BenchContext {
  settings: DeploySettings
  origin: string
  ca: string
  databaseUrl: string
  postgres: PostgresCluster
  smtp: SmtpCounter
}

/** One line of docs/benchmarks-deploy.md's table: a scenario, what was measured, and whether it held. */
export interface ScenarioRow {
  scenario: string
  measured: string
  held: boolean
}

export const instancePort = (context: BenchContext, index: number) => context.settings.DEPLOY_APP_PORTS[index]!
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The nginx access log from `offset` on: which instance ($upstream_addr) answered what. */
export async function accessLogSince(context: BenchContext, offset: number): Promise<string[]> {
  await sleep(1_500) // the log is flushed every second
  const content = await readFile(path.join(context.settings.DEPLOY_RUN_DIR, 'nginx-access.log'), 'latin1')
  return content.slice(offset).split('\n').filter(Boolean)
}

export async function accessLogSize(context: BenchContext): Promise<number> {
  try {
    return (await stat(path.join(context.settings.DEPLOY_RUN_DIR, 'nginx-access.log'))).size
  } catch {
    return 0
  }
}

/** Requests per instance in access-log lines, e.g. "3101: 2503, 3102: 2497". */
export function perInstance(lines: string[]): string {
  const counts = new Map<string, number>()
  for (const line of lines) {
    const upstream = /" \d{3} (.+) \S+$/.exec(line)?.[1] ?? '-'
    const port = upstream.split(',').map((address) => address.trim().split(':').at(-1)).join('→')
    counts.set(port, (counts.get(port) ?? 0) + 1)
  }
  return [...counts].sort().map(([port, n]) => `:${port} ${n}`).join(', ')
}
