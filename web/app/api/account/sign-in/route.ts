import { cookies, headers } from 'next/headers'
import type { Locale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { failed, formLocale, throttled } from '@/lib/auth/action-helpers'
import { knownDeviceCookie } from '@/lib/auth/known-device'
import { type SignInFailure, signInFailurePage } from '@/lib/auth/sign-in-failure'
import { safeNextPath } from '@/lib/auth/next-path'
import { signInSchema } from '@/lib/auth/schemas'
import { homeFor } from '@/lib/auth/session'
import { signIn } from '@/lib/auth/sign-in'
import type { ActionState } from '@/lib/forms/action-state'
import { parseForm } from '@/lib/forms/parse-form'
import { readBodyText } from '@/lib/http/read-json-text'
import { foreignOriginMessage, isForeignOrigin } from '@/lib/http/server-action-guard'

export const dynamic = 'force-dynamic'

/** The sign-in form is three short fields; anything much larger is not from it. */
const MAX_BODY_BYTES = 8 * 1024
const NO_STORE = { 'cache-control': 'no-store' }

/**
 * Sign-in (the login page's form posts here; a route handler, not a server action, so that every
 * outcome has its HTTP status): 200 signed in, 400 incomplete form, 401 wrong e-mail or password (one
 * answer for both), 403 disabled or not yet confirmed or sent from another site, 413/415 not the form,
 * 429 with Retry-After while the account or the client is locked (web/lib/auth/throttle.ts).
 *
 * The form's script asks for JSON (`Accept: application/json`) and shows the answer in the form. Without
 * JavaScript the browser posts the form itself: success is a 303 to where the person was going, a refusal
 * keeps its status and forwards to the login page, which shows the reason (web/lib/auth/sign-in-failure.ts).
 */
export async function POST(request: Request): Promise<Response> {
  const wantsJson = request.headers.get('accept')?.includes('application/json') ?? false
  const pathLocale: Locale = request.headers.get('referer')?.includes('/en/') ? 'en' : 'de'
  if (isForeignOrigin(request.headers)) {
    return refusedRequest(403, 'foreignOrigin', foreignOriginMessage(pathLocale))
  }
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (contentType !== 'application/x-www-form-urlencoded') {
    return refusedRequest(415, 'unsupportedMediaType', translator(pathLocale, 'api')('unsupportedMediaType'))
  }
  const body = await readBodyText(request, MAX_BODY_BYTES)
  if (!body.ok) {
    const status = body.reason === 'payloadTooLarge' ? 413 : 400
    return refusedRequest(status, body.reason, translator(pathLocale, 'api')(body.reason))
  }
  const formData = new FormData()
  for (const [name, value] of new URLSearchParams(body.text)) formData.append(name, value)

  const locale = formLocale(formData)
  const next = safeNextPath(formData.get('next'))
  const refuse = (status: number, failure: SignInFailure, state: ActionState, extraHeaders: Record<string, string> = {}) =>
    wantsJson
      ? Response.json({ error: failure.reason, message: state.message, state }, { status, headers: { ...NO_STORE, ...extraHeaders } })
      : signInFailurePage({ status, failure, locale, next, headers: extraHeaders })

  const parsed = parseForm(signInSchema, formData, locale, ['email', 'rememberMe'])
  if (!parsed.ok) return refuse(400, { reason: 'incomplete' }, parsed.state)
  const { email, password, rememberMe } = parsed.data
  const t = translator(locale, 'auth')

  const result = await signIn({ email, password, rememberMe, headers: await headers() })
  switch (result.outcome) {
    case 'throttled': {
      const retryAfter = { 'retry-after': String(result.retryAfterSeconds) }
      return refuse(429, { reason: 'throttled', retryAfterSeconds: result.retryAfterSeconds }, throttled(locale, result.retryAfterSeconds, parsed.values), retryAfter)
    }
    case 'invalid':
      return refuse(401, { reason: 'invalid' }, failed(locale, t('login.invalid'), parsed.values))
    case 'disabled':
      return refuse(403, { reason: 'disabled' }, failed(locale, t('login.disabled'), parsed.values))
    case 'unconfirmed':
      return refuse(403, { reason: 'unconfirmed' }, failed(locale, t('login.unconfirmed', { email }), parsed.values))
    case 'signedIn': {
      ;(await cookies()).set(knownDeviceCookie(result.knownDevice))
      const role = result.role === 'admin' || result.role === 'editor' ? result.role : 'customer'
      const redirectTo = next ?? homeFor({ role }, locale)
      if (wantsJson) return Response.json({ redirectTo }, { status: 200, headers: NO_STORE })
      return new Response(null, { status: 303, headers: { ...NO_STORE, location: redirectTo } })
    }
  }
}

/** A request that is not the login form's (another site, another body): JSON, as no form shows it. */
function refusedRequest(status: number, error: string, message: string): Response {
  return Response.json({ error, message, state: { status: 'error', message } }, { status, headers: NO_STORE })
}
