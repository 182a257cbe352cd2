/**
 * bench:site's settings from the environment (see the list in ../site.ts) and its folders. An invalid
 * value ends the run with a message before anything is started.
 */
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..', '..')
export const benchDir = path.join(root, '.bench')
export const bareDir = path.join(benchDir, 'bare-next')
export const staticDir = path.join(benchDir, 'static')
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Ends the run with `bench:site: <message>` and exit code 1. */
export function fail(message: string): never {
  console.error(`bench:site: ${message}`)
  process.exit(1)
}

function positiveInt(name: string, fallback: number) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) fail(`${name} must be a positive whole number, not "${raw}".`)
  return value
}

export const RUNS = positiveInt('BENCH_RUNS', 3)
export const DURATION_S = positiveInt('BENCH_DURATION', 10)
export const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50)
export const MAX_MINUTES = positiveInt('BENCH_MAX_MINUTES', 30)
export const QUICK = process.env.BENCH_QUICK === '1'
/** The first of the ports the servers get that this script starts (BENCH_PORT); free ports without it. */
export const FIRST_PORT = process.env.BENCH_PORT ? positiveInt('BENCH_PORT', 3300) : undefined
