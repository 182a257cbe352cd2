import type { ParseArgsConfig } from 'node:util'
import { z } from 'zod'
import { staffEmail, staffName, staffRole, type StaffRole } from '../../web/lib/auth/staff-account-fields'
import { parseCommandLine } from '../db/cli'

export const usage = `Usage: npm run admin:create -- --email <address> --name <name> [--role admin|editor]
       npm run admin:create -- --email <address> --reset-password [--role admin|editor] [--name <name>]

Creates a verified login with the role admin (or editor) on the configured database (DATABASE_URL:
PostgreSQL; unset: the embedded PGlite, which no other process may have open), migrating it first.
--reset-password sets a new password on an existing login instead and ends its sessions; its role and
name change only when given. The password comes from ADMIN_PASSWORD, or is typed twice at the prompt.`

const options = {
  email: { type: 'string' },
  name: { type: 'string' },
  role: { type: 'string' },
  'reset-password': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} satisfies ParseArgsConfig['options']

const commandLine = z
  .object({
    values: z.object({
      email: staffEmail.optional(),
      name: staffName.optional(),
      role: staffRole.optional(),
      'reset-password': z.boolean().optional(),
      help: z.boolean().optional(),
    }),
    positionals: z.array(z.string()).max(0, { error: 'admin:create takes no positional arguments: name the account with --email <address>' }),
  })
  .refine(({ values }) => values.help || values.email !== undefined, { error: 'name the account with --email <address>' })
  .refine(({ values }) => values.help || values['reset-password'] || values.name !== undefined, {
    error: 'give the new account a name with --name <name> (or add --reset-password for an existing one)',
  })

export type AdminCommand =
  | { help: true }
  | { help: false; action: 'create'; email: string; name: string; role: StaffRole }
  | { help: false; action: 'resetPassword'; email: string; name?: string; role?: StaffRole }

/** The command line, checked (a UsageError, exit code 2, for anything it does not understand). */
export function readCommandLine(argv: string[]): AdminCommand {
  const { values } = parseCommandLine(argv, options, commandLine)
  if (values.help) return { help: true }
  const email = values.email!
  if (values['reset-password']) return { help: false, action: 'resetPassword', email, name: values.name, role: values.role }
  return { help: false, action: 'create', email, name: values.name!, role: values.role ?? 'admin' }
}
