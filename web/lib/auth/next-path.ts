/**
 * Every `?next=` or `?to=` of the site (sign-in, draft mode): where to go afterwards. Only a path on this
 * site is accepted (no other host, no protocol-relative `//host`, no backslash tricks, no control
 * characters); anything else is ignored. The checks apply to the normalised path too: `/..//evil.example`
 * or `/%2e%2e//evil.example` resolve to `//evil.example`, which a browser reads as another host.
 */
const BASE = 'http://next.invalid'

export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return null
  if (!isSiteRelative(value)) return null
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return isSiteRelative(path) ? path : null
}

function isSiteRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
}
