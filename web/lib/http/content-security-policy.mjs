// @ts-check
/**
 * The site's Content-Security-Policy, in one place. Plain JavaScript because Next's cache handler
 * (web/cache/cache-handler.mjs) loads it outside the bundler; the proxy and next.config.mjs import it too.
 *
 * Scripts run only from the site's own origin, plus the inline scripts the page itself carries (Next's
 * RSC payload, the consent banner's two one-liners), each allowed by its SHA-256 hash (static and ISR
 * pages: web/cache/cache-handler.mjs) or by a per-request nonce (pages rendered per request:
 * web/proxy.ts). An injected inline script has neither, so the browser refuses it. Hashes keep the
 * marketing pages static: a nonce would have to change on every response, so no page could be cached.
 */
import { createHash } from 'node:crypto'

/** Where the contact page's map comes from, after the visitor's consent (web/lib/contact.ts). */
const MAP_ORIGIN = 'https://www.openstreetmap.org'

/**
 * @param {string} source an inline script's text, exactly as it stands between its tags
 * @returns {string} its CSP source expression, `'sha256-…'`
 */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`
}

/** `<script …>…</script>` without `src`; group 1 holds the attributes, group 2 the text. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
/** Types a browser executes; anything else (application/ld+json …) is a data block, which CSP does not govern. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The hashes of every inline script an HTML document carries, in document order without repeats.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const type = TYPE_ATTRIBUTE.exec(attributes)
    const scriptType = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase()
    if (!SCRIPT_TYPES.has(scriptType)) continue
    hashes.add(scriptHash(text))
  }
  return [...hashes]
}

/**
 * The policy of an HTML page of the site (public pages, portal, admin). `framedByStudio`: an editor's
 * draft preview, which the studio's Presentation tool shows in a frame (same origin only).
 * @param {{ scriptSources: string[], framedByStudio?: boolean }} options `'sha256-…'` hashes and/or one `'nonce-…'`
 * @returns {string}
 */
export function pagePolicy({ scriptSources, framedByStudio = false }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // React writes style attributes (next/image, progress bars); no inline <style> carries script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${MAP_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    framedByStudio ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The policy of the content studio's page: its own scripts and workers, its inline styles
 * (styled-components), its fonts (shipped with its build), and the local Content Lake's API (another
 * port: HTTP/2 over TLS) for calls, event streams, the presence WebSocket and image previews. No other
 * host: the studio is self-contained (studio/local-requests.ts, studio/self-contained-build.ts;
 * tests/e2e/studio-self-contained.spec.ts fails on any violation).
 * @param {{ scriptSources: string[], contentApiOrigin: string | null }} options
 * @returns {string}
 */
export function studioPolicy({ scriptSources, contentApiOrigin }) {
  const api = contentApiOrigin ? [contentApiOrigin, contentApiOrigin.replace(/^http/, 'ws')] : []
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api.slice(0, 1).join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${api.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * No other site may show these pages in a frame; a draft preview only the studio, on the same origin
 * (the Presentation tool). Whether a draft-mode cookie counts is the proxy's decision (web/proxy.ts),
 * whose page policy's `frame-ancestors` then says `'self'` or `'none'`.
 * @type {{ key: string, value: string }}
 */
export const FRAME_OPTIONS = { key: 'X-Frame-Options', value: 'DENY' }
export const DRAFT_PREVIEW_FRAME_OPTIONS = { key: 'X-Frame-Options', value: 'SAMEORIGIN' }

/** Next's draft-mode cookie (the proxy's matcher repeats it: Next reads that config without running code). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Everything that is not an HTML page: API answers, files, images, feeds. Nothing may run in them. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Headers every response carries (next.config.mjs `headers()`), whatever serves it. HSTS is the TLS
 * proxy's (deploy/nginx): `next start` itself speaks plain HTTP, where browsers ignore the header.
 * @type {{ key: string, value: string }[]}
 */
export const BASE_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()',
  },
]
