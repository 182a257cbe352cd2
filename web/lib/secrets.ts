import 'server-only'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { env } from './env'
import { repositoryRoot } from './repository-root'

/**
 * Server secrets (session signing, HMACs of client addresses): from the environment, or, on the
 * embedded default, generated once and kept in data/secrets/ (gitignored, mode 600), so that a fresh
 * install never runs on a secret printed in a README. Several instances must share them: set the
 * variables (AUTH_SECRET, RATE_LIMIT_SECRET) in production.
 */
const cache = new Map<string, string>()

export function serverSecret(variable: 'AUTH_SECRET' | 'RATE_LIMIT_SECRET'): string {
  // A configured secret shorter than 32 characters throws here (web/lib/env/variables.ts).
  const configured = env[variable]
  if (configured) return configured
  const known = cache.get(variable)
  if (known) return known
  const file = path.join(env.SECRETS_DIR ?? path.join(repositoryRoot, 'data', 'secrets'), variable.toLowerCase())
  let secret: string
  try {
    secret = readFileSync(file, 'utf8').trim()
  } catch {
    secret = randomBytes(32).toString('base64url')
    try {
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
      // 'wx': if another process wrote it first, read theirs.
      writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new Error(`${variable} is not set and ${file} cannot be written: set ${variable} (32+ characters).`)
      }
      secret = readFileSync(file, 'utf8').trim()
    }
  }
  cache.set(variable, secret)
  return secret
}
