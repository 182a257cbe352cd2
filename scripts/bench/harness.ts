/**
 * What the server benchmarks share: latency percentiles, a production server of the app on a port of
 * its own, and statements on the PostgreSQL server outside a database (create/drop the bench database).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'

const root = path.resolve(import.meta.dirname, '..', '..')
/** Next's command line, run with this Node (`node <nextBin> start …`). */
export const nextBin = path.join(root, 'node_modules/next/dist/bin/next')

export const postgresServerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test'

/** Runs one statement on the PostgreSQL server (DATABASE_URL or the local test server). */
export async function serverQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl })
  await client.connect()
  await client.query(statement).finally(() => client.end())
}

/**
 * A fresh database `name` on the PostgreSQL server with the sample content and accounts (`npm run seed`);
 * its URL, and the function that drops it again.
 */
export async function seededBenchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  await serverQuery(`drop database if exists ${name} with (force)`)
  await serverQuery(`create database ${name}`)
  const url = new URL(postgresServerUrl)
  url.pathname = `/${name}`
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed/index.ts', '--if-missing'], { cwd: root, env: { ...process.env, DATABASE_URL: url.toString() }, stdio: 'ignore' })
  return { url: url.toString(), drop: () => serverQuery(`drop database if exists ${name} with (force)`) }
}

/** The value below which p % of the sorted latencies lie (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** Count and p50/p95/p99 of latencies in ms; with `seconds`, also requests per second. */
export function latencySummary(latencies: number[], seconds?: number) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    rps: seconds ? sorted.length / seconds : NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  }
}

/** `next start` of the production build on `port` with extra environment; resolves once /login answers. */
export async function startProductionServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles": Node options for the server
  // alone (a CPU profile is written when the benchmark stops it)
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const server = spawn(process.execPath, [...nodeArgs, nextBin, 'start', '-p', String(port)], {
    cwd: path.join(root, 'web'),
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  server.stderr?.on('data', (chunk) => process.stderr.write(chunk))
  for (let i = 0; i < 100; i++) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    try {
      if ((await fetch(`http://localhost:${port}/login`)).ok) return server
    } catch {
      // not listening yet
    }
  }
  server.kill()
  throw new Error('The server did not start.')
}
