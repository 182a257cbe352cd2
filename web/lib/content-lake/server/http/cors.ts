import type { RawRequest } from './exchange'

/** Request headers the Studio and @sanity/client send across origins. */
const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-sanity-app',
  'x-sanity-project-id',
  'last-event-id',
  'cache-control',
  'accept',
  'if-none-match',
  'x-requested-with',
]
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

export type CorsDecision =
  /** No Origin header (scripts, same-origin navigations): nothing to add. */
  | { kind: 'none' }
  | { kind: 'allowed'; headers: Record<string, string> }
  | { kind: 'refused'; origin: string }

/**
 * CORS for the configured origins only: the origin is echoed (never `*`, since the Studio sends
 * credentials) and `Vary: Origin` keeps caches apart.
 */
export function corsFor(request: RawRequest, allowedOrigins: ReadonlySet<string>): CorsDecision {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || origin === '') return { kind: 'none' }
  if (!allowedOrigins.has(origin)) return { kind: 'refused', origin }
  return {
    kind: 'allowed',
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'content-type, x-sanity-shard',
      vary: 'Origin',
    },
  }
}

/** The preflight answer's extra headers: the asked-for headers that we allow, our methods. */
export function preflightHeaders(request: RawRequest): Record<string, string> {
  const asked = String(request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => ALLOWED_HEADERS.includes(name))
  return {
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': [...new Set([...asked, ...ALLOWED_HEADERS])].join(', '),
    'access-control-max-age': '600',
  }
}
