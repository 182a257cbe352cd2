/**
 * What Next's own checks of a server action request end in a 500 for, answered here with the right
 * status before Next sees the request (web/proxy.ts runs this on every POST with a `Next-Action` header):
 * - an `Origin` that is not this site's host (`X-Forwarded-Host`, else `Host`, as Next compares it), or
 *   the opaque origin `null` (sandboxed frames, some redirects): 403; no `Origin` at all passes, as in
 *   Next (no browser sends a cross-site form post without one);
 * - a declared body over Next's limit for server actions (1 MB, `serverActions.bodySizeLimit`, which
 *   next.config.mjs leaves at its default): 413.
 * The action itself still checks who may call it; this only turns Next's refusals into clear answers.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 1024 * 1024

const MESSAGES = {
  de: {
    foreignOrigin: 'Dieses Formular wurde von einer anderen Website abgeschickt und wird nicht angenommen.',
    tooLarge: 'Die gesendeten Daten sind zu groß (höchstens 1 MB).',
  },
  en: {
    foreignOrigin: 'This form was sent from another website and is not accepted.',
    tooLarge: 'The data sent is too large (1 MB at most).',
  },
}

/** The refusal of a form sent from another site, in the form's language (also for the sign-in endpoint). */
export const foreignOriginMessage = (locale: 'de' | 'en') => MESSAGES[locale].foreignOrigin

export function refuseServerAction(request: Request): Response | null {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return null
  const messages = MESSAGES[new URL(request.url).pathname.startsWith('/en') ? 'en' : 'de']
  if (isForeignOrigin(request.headers)) return Response.json({ error: messages.foreignOrigin }, { status: 403, headers: { 'cache-control': 'no-store' } })
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > SERVER_ACTION_BODY_LIMIT_BYTES) return Response.json({ error: messages.tooLarge }, { status: 413, headers: { 'cache-control': 'no-store', connection: 'close' } })
  return null
}

/**
 * Whether a request comes from another site: an `Origin` that is not this site's host, or `null`. No
 * `Origin` at all passes (same-origin GETs and old clients; every browser sends it on a cross-site POST).
 */
export function isForeignOrigin(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin === null) return false
  if (origin === 'null') return true
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return true
  }
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  return !host || originHost !== host
}
