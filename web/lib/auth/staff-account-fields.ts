import { z } from 'zod'

/**
 * E-mail address and name of a staff account made by the operator (web/lib/auth/create-admin.ts), as
 * the users table accepts them (its checks: lower case, a name of 1–200 characters). The messages are
 * English for a terminal or a server log. No `server-only` marker: the command line's argument parsing
 * uses it before it loads any server module.
 */
export const staffEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'the e-mail address is not valid' }).max(254, { error: 'the e-mail address is too long' }))

export const staffName = z.string().trim().min(1, { error: 'the name is empty' }).max(200, { error: 'the name is longer than 200 characters' })

export const staffRole = z.enum(['admin', 'editor'], { error: 'the role is admin or editor' })

export type StaffRole = z.output<typeof staffRole>

export const staffAccountFields = z.object({ email: staffEmail, name: staffName })
