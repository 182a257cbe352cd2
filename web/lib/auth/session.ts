import 'server-only'
import { headers } from 'next/headers'
import { forbidden, redirect } from 'next/navigation'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { userRoleEnum, type UserRole } from '@/lib/db/schema'
import { pathFor } from '@/lib/routing/paths'
import { getAuth } from './auth'
import { STUDIO_BASE_PATH } from '@studio/env'

/** The signed-in person as pages and actions see them. */
export interface CurrentUser {
  id: string
  sessionId: string
  name: string
  email: string
  role: UserRole
  locale: Locale
}

function roleOf(value: unknown): UserRole {
  return (userRoleEnum.enumValues as readonly unknown[]).includes(value) ? (value as UserRole) : 'customer'
}

/** The person a request's session cookie belongs to, checked against the database; null for none. */
export async function userFromHeaders(requestHeaders: Headers): Promise<CurrentUser | null> {
  const auth = await getAuth()
  const result = await auth.api.getSession({ headers: requestHeaders })
  if (!result) return null
  const user = result.user as typeof result.user & { role?: unknown; locale?: unknown }
  return {
    id: user.id,
    sessionId: result.session.id,
    name: user.name,
    email: user.email,
    role: roleOf(user.role),
    locale: user.locale === 'en' ? 'en' : 'de',
  }
}

/**
 * The session of this request (a revoked or expired session is none). Cached per request, so a page
 * and its metadata ask once. Reading the request first also tells Next that the page is rendered per
 * request (never at build time, when no database may be opened).
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => userFromHeaders(await headers()))

export function loginPath(locale: Locale, next?: string): string {
  const login = pathFor(locale, '/login')
  return next ? `${login}?next=${encodeURIComponent(next)}` : login
}

/** The signed-in user, or a redirect to the login of the page's language that returns to `next`. */
export async function requireUser(locale: Locale, next: string): Promise<CurrentUser> {
  const user = await getCurrentUser()
  if (!user) redirect(loginPath(locale, next))
  return user
}

/** An admin, or 403 "Access Denied" for everyone else who is signed in. */
export async function requireAdmin(locale: Locale, next: string): Promise<CurrentUser> {
  const user = await requireUser(locale, next)
  if (user.role !== 'admin') forbidden()
  return user
}

/** Where a signed-in person lands when no `next` says otherwise: editors in the content studio. */
export function homeFor(user: Pick<CurrentUser, 'role'>, locale: Locale): string {
  if (user.role === 'editor') return STUDIO_BASE_PATH
  return pathFor(locale, '/dashboard')
}
