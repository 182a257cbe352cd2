import { spawn } from 'node:child_process'
import path from 'node:path'
import { repositoryRoot } from '../../web/lib/repository-root'

export interface ScriptRun {
  code: number
  stdout: string
  stderr: string
}

/** Runs a script of the repository (`scripts/…/*.ts`) with Node and tsx, as `npm run` does; stdin is not a terminal. */
export function runProjectScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repositoryRoot, script), ...args], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
  })
}
