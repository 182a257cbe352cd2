/**
 * The client's address as the nearest proxy saw it. `next start` sets X-Forwarded-For to the socket
 * address when the request has none; behind a load balancer the balancer appends the address it saw,
 * so the last entry is the one no client can forge. Used only, hashed, for rate limiting and the
 * sign-in audit log. Every limiter (forms, sign-in, password reset) goes through this one function.
 */
export function clientAddress(source: Request | Headers): string {
  const headers = source instanceof Headers ? source : source.headers
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded?.split(',').at(-1)?.trim()
  return last || headers.get('x-real-ip') || 'unknown'
}
