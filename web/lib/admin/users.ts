import 'server-only'
import { APIError } from 'better-auth/api'
import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import { getAuth } from '@/lib/auth/auth'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { sessions, users } from '@/lib/db/schema'
import { forgetStudioIdentitiesOf } from '@/lib/studio/access'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'
import { sendInvitation } from './invitations'

/** The agency's own accounts (admins and editors). */
export async function listStaff(actor: CurrentUser | null) {
  assertAdmin(actor)
  const db = await getDb()
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, banned: users.banned, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.role, ['admin', 'editor']))
    .orderBy(desc(users.createdAt))
}

export type InviteResult = 'invited' | 'emailTaken'

/** A new admin (or editor) login without a password, and an e-mailed link to set one. */
export async function inviteStaff(
  actor: CurrentUser | null,
  input: { name: string; email: string; role: 'admin' | 'editor'; language: 'de' | 'en' },
): Promise<InviteResult> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email))
    if (taken) return 'emailTaken'
    const user = single(await tx.insert(users).values({ name: input.name, email: input.email, role: input.role, locale: input.language }).returning())
    await sendInvitation(tx, { id: user.id, email: user.email, name: user.name, locale: input.language, role: input.role })
    await recordAdminChange(tx, actor, { action: 'user.invite', entityType: 'user', entityId: user.id, after: { email: input.email, role: input.role } })
    return 'invited'
  })
}

/**
 * Disables a login (better-auth's ban: every session ends at once, sign-in is refused) or enables it
 * again. An admin cannot disable themselves.
 */
export async function setUserDisabled(actor: CurrentUser | null, userId: string, disabled: boolean, headers: Headers): Promise<'done' | 'self' | 'notFound'> {
  assertAdmin(actor)
  if (userId === actor.id) return 'self'
  const db = await getDb()
  const [user] = await db.select({ id: users.id, banned: users.banned }).from(users).where(eq(users.id, userId))
  if (!user) return 'notFound'
  const auth = await getAuth()
  try {
    if (disabled) await auth.api.banUser({ body: { userId }, headers })
    else await auth.api.unbanUser({ body: { userId }, headers })
  } catch (error) {
    if (error instanceof APIError && error.statusCode === 404) return 'notFound'
    throw error
  }
  // better-auth revokes the sessions on a ban; make sure none is left whatever its version does. The
  // content studio's tokens go with them (and the studio refuses a disabled account anyway).
  if (disabled) {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.userId, actor.id)))
    forgetStudioIdentitiesOf(userId)
  }
  await recordAdminChange(db, actor, { action: disabled ? 'user.disable' : 'user.enable', entityType: 'user', entityId: userId, before: { banned: user.banned }, after: { banned: disabled } })
  return 'done'
}
