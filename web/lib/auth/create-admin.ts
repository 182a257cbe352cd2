import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { recordAdminChange } from '@/lib/admin/audit'
import { type Executor, getDb, type Transaction } from '@/lib/db/client'
import { accounts, sessions, users } from '@/lib/db/schema'
import { single } from '@/lib/db/single'
import { forgetStudioIdentitiesOf } from '@/lib/studio/access'
import { recordAuthEvent } from './audit'
import { getAuth } from './auth'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordProblem, passwordProblem } from './password-policy'
import { staffAccountFields, staffEmail, staffName, type StaffRole } from './staff-account-fields'
import { accountBucket, clearFailures } from './throttle'

/**
 * Staff accounts made by whoever runs the installation rather than by another admin: `npm run
 * admin:create` (scripts/admin/create.ts) and, in a container without tsx, ADMIN_EMAIL / ADMIN_PASSWORD
 * at the server's first start (web/lib/admin/first-admin-bootstrap.ts). Both come here, so the rules,
 * the hashing and the audit entries are the same. Messages are English sentences for a terminal or a
 * server log, not the site's localized form messages.
 */

export type { StaffRole }

/** Who made the change, for the audit logs: it stands in for the client address of auth_events too. */
export type OperatorSource = 'command line' | 'server start'

const refusals: Record<PasswordProblem, string> = {
  tooShort: `The password is too short: it needs at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `The password is too long: at most ${MAX_PASSWORD_LENGTH} characters.`,
  common: 'The password is one of the most common passwords (or one with digits or signs appended): choose another.',
  personal: 'The password contains "lokalsicht" or the part of the e-mail address before the @: choose another.',
}

/** Why the site's password policy (password-policy.ts) refuses this password for this address, or null. */
export function passwordRefusal(password: string, email: string): string | null {
  const problem = passwordProblem(password, { email })
  return problem ? refusals[problem] : null
}

/**
 * better-auth's own hash function of our configuration (scrypt by default): the one its sign-in
 * verifies against, so the account signs in at /login as if it had registered there.
 */
async function hashForSignIn(password: string): Promise<string> {
  const context = await (await getAuth()).$context
  return context.password.hash(password)
}

/**
 * Creating and re-keying staff accounts is serialised across processes and instances (two containers
 * starting at once with ADMIN_EMAIL set, or the command line while a server starts), so that "only if
 * no admin exists" is decided by one of them at a time. The lock ends with the transaction.
 */
async function lockStaffAccounts(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('lokalsicht.staff-accounts', 0))`)
}

/** Whether a real admin exists. The seed's demo admin does not count: it signs in only in demo mode. */
export async function adminExists(db: Executor): Promise<boolean> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.demo, false)))
    .limit(1)
  return Boolean(admin)
}

export type CreateStaffResult =
  | { outcome: 'created'; userId: string; email: string }
  | { outcome: 'emailTaken'; email: string }
  | { outcome: 'adminExists' }
  | { outcome: 'passwordRefused'; reason: string }

/**
 * A verified login with a password, ready to sign in. `onlyIfNoAdmin` (the start-up bootstrap) creates
 * it only while the installation has no admin yet; the check and the insert happen under one lock.
 */
export async function createStaffAccount(input: {
  email: string
  name: string
  role: StaffRole
  password: string
  source: OperatorSource
  onlyIfNoAdmin?: boolean
}): Promise<CreateStaffResult> {
  const { email, name } = staffAccountFields.parse(input)
  const db = await getDb()
  // Once an admin exists the bootstrap has nothing to do, whatever its password: say so, not more.
  if (input.onlyIfNoAdmin && (await adminExists(db))) return { outcome: 'adminExists' }
  const refusal = passwordRefusal(input.password, email)
  if (refusal) return { outcome: 'passwordRefused', reason: refusal }
  // Hashing takes a while (scrypt): before the lock, not while holding it.
  const hash = await hashForSignIn(input.password)
  return db.transaction(async (tx): Promise<CreateStaffResult> => {
    await lockStaffAccounts(tx)
    if (input.onlyIfNoAdmin && (await adminExists(tx))) return { outcome: 'adminExists' }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
    if (taken) return { outcome: 'emailTaken', email }
    const { id: userId } = single(await tx.insert(users).values({ name, email, role: input.role, emailVerified: true }).returning({ id: users.id }))
    // As better-auth links an e-mail/password login: provider "credential", account id = user id.
    await tx.insert(accounts).values({ userId, accountId: userId, providerId: 'credential', password: hash })
    await recordAdminChange(tx, null, { action: 'user.create', entityType: 'user', entityId: userId, after: { email, name, role: input.role, by: input.source } })
    await recordAuthEvent(tx, { kind: 'registered', userId, clientAddress: input.source })
    return { outcome: 'created', userId, email }
  })
}

export type ResetStaffPasswordResult =
  | { outcome: 'reset'; userId: string; email: string; role: string; sessionsEnded: number; disabled: boolean }
  | { outcome: 'notFound'; email: string }
  | { outcome: 'passwordRefused'; reason: string }

/**
 * Sets a new password on an existing login (creating its password login if it had none, e.g. an
 * invitation never accepted) and ends all of its sessions, as a reset by e-mail does. The role changes
 * only when one is given, the name only when one is given. A lock from failed sign-ins is lifted.
 */
export async function resetStaffPassword(input: {
  email: string
  password: string
  role?: StaffRole
  name?: string
  source: OperatorSource
}): Promise<ResetStaffPasswordResult> {
  const email = staffEmail.parse(input.email)
  const name = input.name === undefined ? undefined : staffName.parse(input.name)
  const refusal = passwordRefusal(input.password, email)
  if (refusal) return { outcome: 'passwordRefused', reason: refusal }
  const hash = await hashForSignIn(input.password)
  const db = await getDb()
  const result = await db.transaction(async (tx): Promise<ResetStaffPasswordResult> => {
    await lockStaffAccounts(tx)
    const [user] = await tx.select().from(users).where(eq(users.email, email))
    if (!user) return { outcome: 'notFound', email }
    const changed = await tx
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id })
    if (changed.length === 0) await tx.insert(accounts).values({ userId: user.id, accountId: user.id, providerId: 'credential', password: hash })
    const role = input.role ?? user.role
    // The operator vouches for the address, as for an account made here (createStaffAccount).
    if (role !== user.role || (name !== undefined && name !== user.name) || !user.emailVerified) {
      await tx.update(users).set({ role, name: name ?? user.name, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, user.id))
    }
    const ended = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.id })
    await recordAdminChange(tx, null, {
      action: 'user.password_reset',
      entityType: 'user',
      entityId: user.id,
      before: { role: user.role, name: user.name },
      after: { role, name: name ?? user.name, sessionsEnded: ended.length, by: input.source },
    })
    await recordAuthEvent(tx, { kind: 'password_reset', userId: user.id, clientAddress: input.source })
    return { outcome: 'reset', userId: user.id, email, role, sessionsEnded: ended.length, disabled: user.banned }
  })
  if (result.outcome === 'reset') {
    // The studio's tokens went with the sessions; this process stops accepting them at once.
    forgetStudioIdentitiesOf(result.userId)
    await clearFailures(db, accountBucket('sign-in', email))
  }
  return result
}

/**
 * A failure's message without the SQL parameters a query error carries (they would hold the password
 * hash): the database's own message when there is one.
 */
export function failureMessage(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause
  if (cause instanceof Error && cause.message) return cause.message
  return error instanceof Error ? error.message : String(error)
}
