import 'server-only'
import { createStaffAccount, failureMessage } from '@/lib/auth/create-admin'
import { staffAccountFields } from '@/lib/auth/staff-account-fields'
import { env as processEnvironment, type Environment } from '@/lib/env'
import { siteUrl } from '@/lib/site-url'

/**
 * The first admin of a container: the production image runs Next's standalone server only, without
 * tsx for `npm run admin:create`. With ADMIN_EMAIL and ADMIN_PASSWORD (and optionally ADMIN_NAME) in
 * its environment the server creates that admin when it starts, but only while the installation has
 * no admin yet; afterwards the variables are ignored (and can be removed). Nothing here stops the
 * server: every problem is one line in the log. The password never appears in it.
 */
const DEFAULT_NAME = 'Administrator'
const PREFIX = '[first admin]'

export type FirstAdminOutcome = 'notConfigured' | 'created' | 'ignored' | 'refused' | 'failed'

type Log = Pick<Console, 'info' | 'error'>
/** The variables read here (the process's by default; tests pass their own). */
type FirstAdminVariables = Partial<Pick<Environment, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_NAME'>>

export async function createFirstAdminFromEnvironment(env: FirstAdminVariables = processEnvironment, log: Log = console): Promise<FirstAdminOutcome> {
  const password = env.ADMIN_PASSWORD ?? ''
  const email = env.ADMIN_EMAIL?.trim() ?? ''
  if (!email && !password) return 'notConfigured'
  if (!email || !password) {
    log.error(`${PREFIX} ${email ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'} is not set: set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin. No admin was created.`)
    return 'refused'
  }
  const fields = staffAccountFields.safeParse({ email, name: env.ADMIN_NAME?.trim() || DEFAULT_NAME })
  if (!fields.success) {
    log.error(`${PREFIX} ADMIN_EMAIL / ADMIN_NAME refused: ${fields.error.issues.map((issue) => issue.message).join('; ')}. No admin was created.`)
    return 'refused'
  }
  try {
    const result = await createStaffAccount({ ...fields.data, role: 'admin', password, source: 'server start', onlyIfNoAdmin: true })
    switch (result.outcome) {
      case 'created':
        log.info(`${PREFIX} created the admin ${result.email} from ADMIN_EMAIL: sign in at ${siteUrl()}/login. Remove ADMIN_PASSWORD from the environment.`)
        return 'created'
      case 'adminExists':
        log.info(`${PREFIX} ADMIN_EMAIL ignored: this installation has an admin already.`)
        return 'ignored'
      case 'emailTaken':
        log.error(`${PREFIX} ${result.email} (ADMIN_EMAIL) already has an account, so no admin was created. Give it the role with \`npm run admin:create -- --email ${result.email} --reset-password --role admin\`, or choose another address.`)
        return 'refused'
      case 'passwordRefused':
        log.error(`${PREFIX} ADMIN_PASSWORD refused: ${result.reason} No admin was created.`)
        return 'refused'
    }
  } catch (error) {
    log.error(`${PREFIX} could not create the admin of ADMIN_EMAIL: ${failureMessage(error)}`)
    return 'failed'
  }
}
