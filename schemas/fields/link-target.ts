/**
 * Link targets an editor may give in running text: a path on this site (`/kontakt`, `#abschnitt`), an
 * http(s) address, `mailto:` or `tel:`. Nothing a browser would run or load from elsewhere without a
 * host in sight: no `javascript:`, `data:` or `vbscript:`, no protocol-relative `//host`, no backslashes,
 * spaces or control characters (which browsers strip or read as slashes). The studio validates with it,
 * and the site renders any other stored target as plain text.
 */
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export function isAllowedLinkTarget(href: string): boolean {
  if (href.length === 0 || href.length > 2000 || /[\s\u0000-\u001f\u007f\\]/.test(href)) return false
  if (href.startsWith('#')) return true
  if (href.startsWith('/')) return !href.startsWith('//')
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return false
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol)) return false
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.length > 0 && href.includes('://') : true
}
