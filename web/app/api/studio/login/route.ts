import { getTranslations } from 'next-intl/server'
import { z } from 'zod'
import { loginPath, userFromHeaders } from '@/lib/auth/session'
import { escapeHtml } from '@/lib/http/escape-html'
import { pathFor } from '@/lib/routing/paths'
import { issueStudioLoginCode, mayUseStudio } from '@/lib/studio/access'
import { STUDIO_BASE_PATH } from '@studio/env'

/**
 * The studio's one sign-in provider (studio/local-content-lake.ts). Signed out: the site's login, which
 * returns here. An admin or editor: back to the studio with a one-time `#sid` code, which the studio
 * trades for its token at the Content Lake. Anyone else: 403.
 */
const querySchema = z.object({
  origin: z.string().max(2000),
  projectId: z.string().max(100).optional(),
  withSid: z.string().max(10).optional(),
})

export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const url = new URL(request.url)
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams))
  const studioUrl = query.success ? studioUrlOnThisSite(query.data.origin, request) : null
  if (!studioUrl) {
    return Response.json({ error: 'origin must be the studio on this site.' }, { status: 400 })
  }
  const user = await userFromHeaders(request.headers)
  if (!user) {
    return redirectTo(loginPath('de', `${url.pathname}${url.search}`))
  }
  if (!mayUseStudio(user.role)) return accessDenied(user.locale)
  const code = await issueStudioLoginCode(user)
  studioUrl.hash = `sid=${code}`
  return new Response(null, { status: 303, headers: { location: studioUrl.toString(), 'cache-control': 'no-store' } })
}

/** The `origin` the studio sent, if it is the studio on the host this request was made to. */
function studioUrlOnThisSite(origin: string, request: Request): URL | null {
  let target: URL
  try {
    target = new URL(origin)
  } catch {
    return null
  }
  const host = request.headers.get('host')
  const underStudio = target.pathname === STUDIO_BASE_PATH || target.pathname.startsWith(`${STUDIO_BASE_PATH}/`)
  if (!host || target.host !== host || !/^https?:$/.test(target.protocol) || !underStudio) return null
  target.hash = ''
  return target
}

function redirectTo(path: string): Response {
  return new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })
}

async function accessDenied(locale: 'de' | 'en'): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'accessDenied' })
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('title'))} | Lokalsicht</title></head><body><main><h1>${escapeHtml(t('title'))}</h1><p>${escapeHtml(t('studioText'))}</p><p><a href="${pathFor(locale, '/dashboard')}">${escapeHtml(t('back'))}</a> · <a href="${pathFor(locale, '/')}">${escapeHtml(t('home'))}</a></p></main></body></html>`
  return new Response(html, { status: 403, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
