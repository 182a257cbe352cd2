import path from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { z } from 'zod'

/** A refusal or failure the person running the script can act on: printed as it is, exit code 1. */
export class BackupError extends Error {}

/** Wrong command-line arguments: printed with the usage, exit code 2. */
export class UsageError extends Error {}

/**
 * The command line read with node:util's parseArgs (unknown options are errors) and checked with zod:
 * `{ values, positionals }` must match `schema`, else a UsageError naming the offending argument.
 */
export function parseCommandLine<Schema extends z.ZodType>(argv: string[], options: ParseArgsConfig['options'], schema: Schema): z.output<Schema> {
  let parsed: { values: Record<string, unknown>; positionals: string[] }
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const result = schema.safeParse(parsed)
  if (!result.success) {
    throw new UsageError(result.error.issues.map((issue) => issue.message).join('; '))
  }
  return result.data
}

/** A path typed by the person: relative to the folder `npm run` was started in, not the repository root. */
export function userPath(typed: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), typed)
}

/** A path as short as possible for messages: relative to the working folder when inside it. */
export function shownPath(file: string): string {
  const relative = path.relative(process.env.INIT_CWD ?? process.cwd(), file)
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file
}

/**
 * Runs a script's main function: exit code 0 when it finishes, 1 for a BackupError or any other failure,
 * 2 for a UsageError (with the usage text).
 */
export function runScript(name: string, usage: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${name}: ${error.message}\n\n${usage}`)
        process.exit(2)
      }
      console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
