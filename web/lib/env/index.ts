import type { z } from 'zod'
import { type Environment, type VariableName, variables } from './variables'

export type { Environment, VariableName } from './variables'
export { variables } from './variables'

/**
 * The app's environment, read through the list in ./variables.ts: `env.SITE_URL`, `env.FORM_RATE_LIMIT`.
 *
 * Each property is read from process.env when it is used, not when this module is imported: tests and
 * scripts set variables at run time (DATABASE_URL, SMTP_URL, vi.stubEnv) and `next build` runs without
 * the production-only ones. An invalid value throws an EnvironmentError naming the variable at that
 * first use; `environmentProblems()` lists all of them at once (logged when a server starts).
 *
 * Not `server-only`: scripts under tsx (seed, backups, admin:create) import the database client, which
 * reads DATABASE_URL here. Nothing in client components may import it: their NEXT_PUBLIC_* reads must
 * stay literal `process.env.NEXT_PUBLIC_X` for Next to inline them.
 */
export class EnvironmentError extends Error {
  constructor(
    readonly variable: VariableName,
    readonly reason: string,
    /** The refused value, for a caller that knows it is no secret; the message leaves it out. */
    readonly value: string,
  ) {
    // The value is not repeated: it may be a secret (AUTH_SECRET, the password in DATABASE_URL).
    super(`The environment variable ${variable} is not valid: ${reason} (web/lib/env/variables.ts).`)
    this.name = 'EnvironmentError'
  }
}

type Source = Record<string, string | undefined>

/** The last value parsed per variable, so a hot path (siteUrl(), clientAddress()) parses only on change. */
type Parsed = { raw: string | undefined; value: unknown }

function parseVariable(name: VariableName, raw: string | undefined): unknown {
  const schema: z.ZodType = variables[name].schema
  // Unset, empty and blank are the same: unset (compose passes an unset `${X}` as an empty string).
  const parsed = schema.safeParse(raw === undefined || raw.trim() === '' ? undefined : raw)
  if (!parsed.success) throw new EnvironmentError(name, parsed.error.issues[0]?.message ?? 'invalid', raw ?? '')
  return parsed.data
}

/** The environment over `source`, read lazily (see above). */
function environmentOver(source: () => Source): Environment {
  const last = new Map<VariableName, Parsed>()
  const environment = {}
  for (const name of Object.keys(variables) as VariableName[]) {
    Object.defineProperty(environment, name, {
      enumerable: true,
      get() {
        const raw = source()[name]
        const known = last.get(name)
        if (known && known.raw === raw) return known.value
        const value = parseVariable(name, raw)
        last.set(name, { raw, value })
        return value
      },
    })
  }
  return Object.freeze(environment) as Environment
}

/** The app's environment (process.env at the moment a property is read). */
export const env: Environment = environmentOver(() => process.env)

/** The environment of other values than process.env: tests, and code that is handed an environment. */
export function environmentFrom(source: Source): Environment {
  return environmentOver(() => source)
}

/** Every invalid variable of `source`, one message each (empty when all are valid). */
export function environmentProblems(source: Source = process.env): EnvironmentError[] {
  const problems: EnvironmentError[] = []
  for (const name of Object.keys(variables) as VariableName[]) {
    try {
      parseVariable(name, source[name])
    } catch (error) {
      if (error instanceof EnvironmentError) problems.push(error)
      else throw error
    }
  }
  return problems
}
