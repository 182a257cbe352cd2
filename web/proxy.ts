import { NextResponse, type NextRequest } from 'next/server'
import { DRAFT_MODE_COOKIE, pagePolicy, scriptHash } from '@/lib/http/content-security-policy.mjs'
import { mayPreviewDrafts } from '@/lib/http/draft-preview-access'
import { substitutePage } from '@/lib/http/page-substitutes'
import { refuseServerAction } from '@/lib/http/server-action-guard'
import { LAYOUT_INLINE_SCRIPTS } from '@/screens/site-layout-scripts'

/**
 * The Content-Security-Policy of the pages rendered per request (portal, admin, sign-in, the blog list
 * with its search, reviews): a fresh nonce on every response, which Next puts on each of its inline
 * scripts when it finds it in the request's policy. The layout's own inline scripts are allowed by
 * their hashes, so that they need not read the nonce (which would make every page dynamic).
 *
 * Cached pages get their policy with the cache entry instead (web/cache/), so this proxy runs on no
 * static page: `config.matcher` lists exactly the dynamic pages' public paths, German and English
 * (tests/e2e/security-headers.spec.ts checks both sides against the build).
 *
 * Draft previews (Next's `__prerender_bypass` cookie) of any page are rendered per request and get their
 * nonce here too, and only for an editor or admin signed in now: anyone else's draft-mode cookie is
 * dropped (web/lib/http/draft-preview-access.ts).
 *
 * Server action calls (a POST with `Next-Action`, on any page) pass here first: a foreign origin or an
 * oversized body is answered 403 / 413 instead of Next's 500 (web/lib/http/server-action-guard.ts).
 *
 * Someone signed in without the admin role who opens an admin page gets the prerendered "Access Denied"
 * page with the status 403 in its place, and someone who opens a portal or admin record that does not
 * exist for them, or the reviews page without its CMS document, gets the prerendered 404 page
 * (web/lib/http/page-substitutes.ts): server-rendered with its own cached policy, and never stored by a
 * shared cache.
 */
const LAYOUT_SCRIPT_HASHES = LAYOUT_INLINE_SCRIPTS.map(scriptHash)
/** React's development build evaluates code for its debugging aids; production never does. */
const DEVELOPMENT_SOURCES = process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []

export async function proxy(request: NextRequest) {
  const refusal = refuseServerAction(request)
  if (refusal) return refusal
  const draftModeAsked = request.cookies.has(DRAFT_MODE_COOKIE)
  const previewingDrafts = draftModeAsked && (await mayPreviewDrafts(request.headers))
  const endDraftMode = draftModeAsked && !previewingDrafts
  const substitute = await substitutePage(request, { previewingDrafts })
  if (substitute) {
    const response = NextResponse.rewrite(new URL(substitute, request.url))
    response.headers.set('cache-control', 'private, no-store')
    return response
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')
  // A draft preview is shown in the studio's Presentation tool, a frame on this origin.
  const policy = pagePolicy({ scriptSources: [`'nonce-${nonce}'`, ...LAYOUT_SCRIPT_HASHES, ...DEVELOPMENT_SOURCES], framedByStudio: previewingDrafts })
  // Deleting from the request's cookies rewrites its Cookie header, which Next is then handed below.
  if (endDraftMode) request.cookies.delete(DRAFT_MODE_COOKIE)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  if (endDraftMode) response.cookies.delete(DRAFT_MODE_COOKIE)
  return response
}

/**
 * The dynamic pages' public paths, German and English, as one pattern: Next tests the matcher on every
 * request of the site and compiles each entry for it: one entry instead of sixteen.
 */
export const config = {
  matcher: [
    '/:path(login|en/login|registrierung|en/register|passwort-zuruecksetzen|en/reset-password|dashboard|dashboard/.*|en/dashboard|en/dashboard/.*|admin|admin/.*|en/admin|en/admin/.*|blog|en/blog|bewertungen|en/reviews)',
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    // An editor's draft preview (Next's draft-mode cookie): rendered per request, so it gets a nonce too.
    { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
  ],
}
