import type { CurrentUser } from '@/lib/auth/session'

/**
 * Every admin operation starts here: signed-out → 401, signed in without the admin role → 403. The
 * operations take the acting person explicitly, so that tests can call them as a customer or as nobody.
 */
export class AccessDenied extends Error {
  constructor(readonly status: 401 | 403) {
    super(status === 401 ? 'Not signed in' : 'Access denied')
  }
}

export type Admin = CurrentUser & { role: 'admin' }

export function assertAdmin(actor: CurrentUser | null | undefined): asserts actor is Admin {
  if (!actor) throw new AccessDenied(401)
  if (actor.role !== 'admin') throw new AccessDenied(403)
}
