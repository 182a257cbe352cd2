import 'server-only'
import type { NextRequest } from 'next/server'
import { localizedTemplate } from '@/i18n/route-table.mjs'
import type { Locale } from '@/i18n/routing'
import { userFromHeaders } from '@/lib/auth/session'

const ADMIN_AREA: Record<Locale, RegExp> = { de: /^\/admin(?:\/|$)/, en: /^\/en\/admin(?:\/|$)/ }

/** The language of an admin page's path, or null for any other path. */
function adminAreaLocale(pathname: string): Locale | null {
  if (ADMIN_AREA.de.test(pathname)) return 'de'
  if (ADMIN_AREA.en.test(pathname)) return 'en'
  return null
}

/**
 * The prerendered "Access Denied" page (status 403, web/screens/access-denied.tsx) that the proxy shows
 * instead of an admin page to someone signed in without the admin role, or null: for everyone else, and
 * for what is not a page load (Next's own requests for a page's data, server actions), which the page's
 * forbidden() answers. Signed-out visitors go on to the page, which sends them to the login.
 */
export async function accessDeniedPage(request: NextRequest): Promise<string | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.headers.has('rsc') || request.headers.has('next-action')) return null
  const locale = adminAreaLocale(request.nextUrl.pathname)
  if (!locale) return null
  const user = await userFromHeaders(request.headers)
  return user && user.role !== 'admin' ? localizedTemplate('/access-denied', locale) : null
}
