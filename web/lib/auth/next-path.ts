/**
 * The `?next=` of the login page: where to return after signing in. Only a path on this site is
 * accepted (no other host, no protocol-relative `//host`, no backslash tricks, no control characters);
 * anything else is ignored.
 */
const BASE = 'http://next.invalid'

export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  return `${url.pathname}${url.search}${url.hash}`
}
