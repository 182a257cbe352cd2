import { NextResponse, type NextRequest } from 'next/server'
import { LAYOUT_INLINE_SCRIPTS } from '@/app/[locale]/inline-scripts'
import { routing, type Locale } from '@/i18n/routing'
import { germanPathOfInternal } from '@/i18n/route-table.mjs'
import { pagePolicy, scriptHash } from '@/lib/http/content-security-policy.mjs'

/**
 * The Content-Security-Policy of the pages rendered per request (portal, admin, sign-in, the blog list
 * with its search, reviews): a fresh nonce on every response, which Next puts on each of its inline
 * scripts when it finds it in the request's policy. The layout's own inline scripts are allowed by
 * their hashes, so that they need not read the nonce (which would make every page dynamic).
 *
 * It also names the page's language for next-intl (the header its middleware would set): boundaries such
 * as admin/forbidden.tsx get no params, and without the header they could render before the layout has
 * set the request's locale, and fall back to German.
 *
 * It also sends `/de` and `/de/…` (the app's internal German paths, never public) permanently to the
 * German public path.
 *
 * Cached pages get their policy with the cache entry instead (web/cache/), so this proxy runs on no
 * static page: `config.matcher` lists exactly the dynamic pages' public paths, German and English
 * (tests/e2e/security-headers.spec.ts checks both sides against the build).
 */
const LAYOUT_SCRIPT_HASHES = LAYOUT_INLINE_SCRIPTS.map(scriptHash)
/** React's development build evaluates code for its debugging aids; production never does. */
const DEVELOPMENT_SOURCES = process.env.NODE_ENV === 'development' ? ["'unsafe-eval'"] : []

const NEXT_INTL_LOCALE_HEADER = 'x-next-intl-locale'

/** English pages live under /en, German ones have no prefix (web/i18n/route-table.mjs). */
const localeOfPath = (pathname: string): Locale => (pathname === '/en' || pathname.startsWith('/en/') ? 'en' : routing.defaultLocale)

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (pathname === '/de' || pathname.startsWith('/de/')) {
    const target = request.nextUrl.clone()
    target.pathname = germanPathOfInternal(pathname)
    return NextResponse.redirect(target, 308)
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')
  const policy = pagePolicy({ scriptSources: [`'nonce-${nonce}'`, ...LAYOUT_SCRIPT_HASHES, ...DEVELOPMENT_SOURCES] })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', policy)
  requestHeaders.set(NEXT_INTL_LOCALE_HEADER, localeOfPath(request.nextUrl.pathname))
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return response
}

/**
 * The dynamic pages' public paths, German and English, as one pattern: Next tests the matcher on every
 * request of the site and compiles each entry for it: one entry instead of sixteen.
 */
export const config = {
  matcher: [
    '/:path(de|de/.*|login|en/login|registrierung|en/register|passwort-zuruecksetzen|en/reset-password|dashboard|dashboard/.*|en/dashboard|en/dashboard/.*|admin|admin/.*|en/admin|en/admin/.*|blog|en/blog|bewertungen|en/reviews)',
  ],
}
