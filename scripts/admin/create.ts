/**
 * `npm run admin:create -- --email <address> --name <name> [--role admin|editor] [--reset-password]`:
 * the first admin of an installation (with a real database demo mode is off, and nobody could sign in
 * to invite one), or a new password for a login that nobody can reset by e-mail. The password comes
 * from ADMIN_PASSWORD or is typed at the prompt, and must pass the site's password policy. The work is
 * done by web/lib/auth/create-admin.ts, which the server's start-up bootstrap (ADMIN_EMAIL) shares.
 * Exit codes: 0 done, 1 refused or failed (the message says why; nothing was changed), 2 wrong arguments.
 */
import { siteUrl } from '../../web/lib/site-url'
import { runScript } from '../db/cli'
import { configuredDatabase } from '../db/configured-database'
import { assertDirectoryNotInUse } from '../db/pglite-in-use'
import { type AdminCommand, readCommandLine, usage } from './arguments'
import { readNewPassword } from './password-input'
import { allowServerOnlyModules } from './server-only-modules'

async function main() {
  const command = readCommandLine(process.argv.slice(2))
  if (command.help) return console.log(usage)
  const password = await readNewPassword()
  allowServerOnlyModules()
  const { passwordRefusal } = await import('../../web/lib/auth/create-admin')
  // Refused before the database is opened (and migrated): a typo costs nothing.
  const refusal = passwordRefusal(password, command.email)
  if (refusal) throw new Error(`${refusal} Nothing was changed.`)
  const database = configuredDatabase()
  // PGlite takes no lock another process would respect: never open it beside a running server.
  if (database.engine === 'pglite' && !database.dataDir.includes('://')) assertDirectoryNotInUse(database.dataDir)
  const { closeDb } = await import('../../web/lib/db/client')
  try {
    console.log(`${await perform(command, password, database.description)}; sign in at ${siteUrl()}/login`)
  } finally {
    await closeDb()
  }
}

/** Does what the command asks and says what was done, or throws with the reason it was refused. */
async function perform(command: Exclude<AdminCommand, { help: true }>, password: string, where: string): Promise<string> {
  const { createStaffAccount, failureMessage, resetStaffPassword } = await import('../../web/lib/auth/create-admin')
  const source = 'command line'
  let result: Awaited<ReturnType<typeof createStaffAccount>> | Awaited<ReturnType<typeof resetStaffPassword>>
  try {
    result =
      command.action === 'create'
        ? await createStaffAccount({ email: command.email, name: command.name, role: command.role, password, source })
        : await resetStaffPassword({ email: command.email, name: command.name, role: command.role, password, source })
  } catch (error) {
    // Without the query's parameters, which would show the password hash.
    throw new Error(failureMessage(error), { cause: error })
  }
  switch (result.outcome) {
    case 'created':
      return `Created the ${command.role === 'editor' ? 'editor' : 'admin'} ${result.email} in the ${where}`
    case 'reset': {
      const sessions = `ended ${result.sessionsEnded} session${result.sessionsEnded === 1 ? '' : 's'}`
      const disabled = result.disabled ? ' (the login is disabled: enable it under Staff / Benutzer before it can sign in)' : ''
      return `Set a new password for ${result.email} (role ${result.role}) in the ${where} and ${sessions}${disabled}`
    }
    case 'emailTaken':
      throw new Error(`${result.email} already has an account; nothing was changed. To give it a new password use --reset-password (with --role admin to make it an admin).`)
    case 'notFound':
      throw new Error(`There is no account with the address ${result.email}; nothing was changed. Leave out --reset-password to create one.`)
    case 'passwordRefused':
      throw new Error(`${result.reason} Nothing was changed.`)
    case 'adminExists':
      throw new Error('Unexpected: an admin exists (only the start-up bootstrap asks for this).')
  }
}

runScript('admin:create', usage, main)
