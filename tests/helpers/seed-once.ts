import { execFileSync } from 'node:child_process'

/** Vitest global setup: the query tests read the local dataset, so make sure it exists. */
export default function seedOnce() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed/index.ts', '--if-missing'], { stdio: 'inherit' })
}
