import 'server-only'
import * as z from 'zod/mini'
import type { Locale } from '@/i18n/routing'
import { translator } from '@/i18n/translator'
import { escapeHtml } from '@/lib/http/escape-html'
import { pathFor, withQuery } from '@/lib/routing/paths'

/**
 * A refused sign-in of a browser without JavaScript. The answer keeps its status (401, 429 with
 * Retry-After, …) and forwards at once to the login page, whose query names the reason
 * (`?error=throttled&minutes=2`); the page shows it in the form. The query holds no personal data.
 */
export type SignInFailure =
  | { reason: 'incomplete' | 'invalid' | 'disabled' | 'unconfirmed' }
  | { reason: 'throttled'; retryAfterSeconds: number }

const failureQuery = z.object({
  error: z.enum(['incomplete', 'invalid', 'disabled', 'unconfirmed', 'throttled']),
  minutes: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(60))),
})

/** The query that names a failure: `error`, and for a lock the minutes to wait. */
function failureParams(failure: SignInFailure): { error: string; minutes?: string } {
  if (failure.reason !== 'throttled') return { error: failure.reason }
  return { error: failure.reason, minutes: String(Math.max(1, Math.ceil(failure.retryAfterSeconds / 60))) }
}

/** The login page's URL that shows `failure`, keeping where the person was going. */
export function loginPageShowing(failure: SignInFailure, locale: Locale, next: string | null): string {
  return withQuery(pathFor(locale, '/login'), { ...failureParams(failure), next })
}

/** The message of a failure named in the login page's query, or null when the query names none. */
export function signInFailureMessage(query: Record<string, string | string[] | undefined>, locale: Locale): string | null {
  const parsed = failureQuery.safeParse(query)
  if (!parsed.success) return null
  const auth = translator(locale, 'auth')
  const { error, minutes } = parsed.data
  if (error === 'throttled') return auth('errors.throttled', { minutes: minutes ?? 1 })
  if (error === 'unconfirmed') return auth('login.unconfirmedResent')
  return auth(`login.${error}`)
}

/** The refusal for a form post without JavaScript: its status, a page that forwards to the login at once. */
export function signInFailurePage({
  status,
  failure,
  locale,
  next,
  headers,
}: {
  status: number
  failure: SignInFailure
  locale: Locale
  next: string | null
  headers: Record<string, string>
}): Response {
  const target = escapeHtml(loginPageShowing(failure, locale, next))
  const t = translator(locale, 'auth')
  const message = escapeHtml(signInFailureMessage(failureParams(failure), locale) ?? '')
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${target}"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t('login.title'))} | Lokalsicht</title></head><body><main><h1>${escapeHtml(t('login.title'))}</h1><p>${message}</p><p><a href="${target}">${escapeHtml(t('login.backToForm'))}</a></p></main></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } })
}
