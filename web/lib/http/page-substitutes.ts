import 'server-only'
import type { NextRequest } from 'next/server'
import { localizedTemplate } from '@/i18n/route-table.mjs'
import type { Locale } from '@/i18n/routing'
import { userFromHeaders } from '@/lib/auth/session'
import { addressedContentPage } from '@/lib/routing/content-pages'
import { addressedRecord } from '@/lib/routing/record-pages'

const ADMIN_AREA: Record<Locale, RegExp> = { de: /^\/admin(?:\/|$)/, en: /^\/en\/admin(?:\/|$)/ }

/** The language of an admin page's path, or null for any other path. */
function adminAreaLocale(pathname: string): Locale | null {
  if (ADMIN_AREA.de.test(pathname)) return 'de'
  if (ADMIN_AREA.en.test(pathname)) return 'en'
  return null
}

/** A browser loading a page: not one of Next's own requests for a page's data, nor a server action. */
function isPageLoad(request: NextRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  return !request.headers.has('rsc') && !request.headers.has('next-action')
}

/**
 * The prerendered page that the proxy shows in place of a page rendered per request whose own answer
 * would be an empty error document (forbidden() and notFound() in such a page answer with a document that
 * only the browser fills, see NotFoundStatus), or null to let the page answer:
 * - "Access Denied" (status 403, web/screens/access-denied.tsx) instead of an admin page, to someone
 *   signed in without the admin role;
 * - the 404 page (web/screens/record-not-found.tsx) instead of a portal or admin page whose record does
 *   not exist for the person signed in (web/lib/routing/record-pages.ts);
 * - the 404 page instead of the reviews page when its CMS document is missing, for everyone
 *   (web/lib/routing/content-pages.ts; in an editor's draft preview a draft of it counts).
 * Signed-out visitors go on to a portal or admin page, which sends them to the login. What is not a page
 * load (Next's data requests, server actions) is left to the page's own forbidden() and notFound().
 */
export async function substitutePage(request: NextRequest, { previewingDrafts = false } = {}): Promise<string | null> {
  if (!isPageLoad(request)) return null
  const contentPage = addressedContentPage(request.nextUrl)
  if (contentPage) return (await contentPage.exists(previewingDrafts)) ? null : localizedTemplate('/not-found', contentPage.locale)
  const adminArea = adminAreaLocale(request.nextUrl.pathname)
  const record = addressedRecord(request.nextUrl)
  if (!adminArea && !record) return null
  const user = await userFromHeaders(request.headers)
  if (!user) return null
  if (adminArea && user.role !== 'admin') return localizedTemplate('/access-denied', adminArea)
  if (record && !(await record.exists(user))) return localizedTemplate('/not-found', record.locale)
  return null
}
