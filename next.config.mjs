import createNextIntlPlugin from 'next-intl/plugin'
import { sharedCacheConfig } from './web/cache/shared-cache-config.mjs'
import { fixedRedirects, localizedTemplate } from './web/i18n/route-table.mjs'
import { BASE_SECURITY_HEADERS, DRAFT_MODE_COOKIE, DRAFT_PREVIEW_FRAME_OPTIONS, FRAME_OPTIONS, NON_DOCUMENT_POLICY } from './web/lib/http/content-security-policy.mjs'

/**
 * next-intl, with the message catalogues (web/messages) compiled at build time: the server formats
 * messages without parsing ICU syntax on every request (a twentieth of a signed-in portal page's CPU,
 * docs/benchmarks-deploy.md). Code outside the build (scripts, Vitest) reads the same JSON uncompiled.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
})

/**
 * The short URLs of the embedded dataset's images (web/lib/images/compact-image-url.ts) go to Next's image
 * optimizer as its own URL would: `/i/<width>/<file>` → `/_next/image?url=/content-assets/images/local/
 * production/<file>&w=<width>&q=75` (tests/unit/compact-image-url.test.ts checks both agree). The site's
 * only rewrite: German and English pages have their own route folders (web/app/(de), web/app/(en)), so
 * no request of a page is rewritten.
 */
const COMPACT_IMAGE_REWRITE = {
  source: '/i/:w(\\d{1,4})/:file([\\w-]+\\.[a-z]+)',
  destination: '/_next/image?url=/content-assets/images/local/production/:file&w=:w&q=75',
}

/**
 * Permanent redirects: the fixed ones of decisions.md. (`/de/…` redirects to the German page from the
 * German catch-all, web/screens/unmatched-path.tsx: as 40 rules here, every request would test them.)
 */
function permanentRedirects() {
  return fixedRedirects.map(({ source, route, locale }) => ({
    source,
    destination: localizedTemplate(route, locale),
    permanent: true,
  }))
}

/**
 * Security headers. Every response gets the base set; what is not an HTML page gets a policy under which
 * nothing runs. HTML pages get their Content-Security-Policy where their HTML is known: cached pages from
 * the cache handler (web/cache/), pages rendered per request from web/proxy.ts, the studio and the local
 * mailbox from their route handlers. (Two policies on one response would both apply, so the paths here
 * must not overlap those.)
 *
 * The paths that are not documents are one rule, not one each: Next tests every header rule on every
 * request, pages included (docs/benchmarks.md, issue 15).
 */
const NON_DOCUMENT_PATHS = [
  'api/(?!dev/mailbox$).*',
  'og',
  'content-assets(?:/.*)?',
  '_next/static(?:/.*)?',
  'sitemap\\.xml',
  'robots\\.txt',
  'icons?\\.svg',
  '(?:en/)?blog/rss\\.xml',
]

function securityHeaders() {
  return [
    { source: '/:path*', headers: BASE_SECURITY_HEADERS },
    { source: '/:path*', missing: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: [FRAME_OPTIONS] },
    { source: '/:path*', has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: [DRAFT_PREVIEW_FRAME_OPTIONS] },
    { source: `/:path(${NON_DOCUMENT_PATHS.join('|')})`, headers: [{ key: 'Content-Security-Policy', value: NON_DOCUMENT_POLICY }] },
  ]
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag: Next computes it by hashing every cached page's whole HTML in JavaScript on every request (a
  // tenth of the CPU of serving one, docs/benchmarks.md). Browsers do not revalidate these pages (they carry
  // no max-age), and behind the proxy its one-second copies answer repeated requests.
  generateEtags: false,
  trailingSlash: false,
  // The build checks the types of the whole project (tsconfig.json), as `npm run typecheck` does; `npm test`
  // runs that first and tells the build so (TYPES_CHECKED=1), rather than checking the same files twice.
  typescript: { tsconfigPath: '../tsconfig.json', ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
  // The Docker image (Dockerfile) runs Next's standalone server; `next start` needs the full build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  // Next's cache: shared by all instances in Redis when REDIS_URL is set, Next's own otherwise, with each
  // cached page's Content-Security-Policy. `cacheHandler` / `cacheMaxMemorySize` are set there and nowhere
  // else (web/cache/shared-cache-config.mjs).
  ...sharedCacheConfig(),
  // forbidden(): "Access Denied" with status 403 for signed-in people without the role a page needs.
  experimental: { authInterrupts: true },
  images: {
    localPatterns: [{ pathname: '/content-assets/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    // One quality (the loaders ask for 75) and a bounded disk cache: without a limit Next keeps optimised
    // images up to half the free disk, and every distinct URL is an entry (second audit, finding 3).
    qualities: [75],
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
  async headers() {
    return securityHeaders()
  },
  async rewrites() {
    return { beforeFiles: [], afterFiles: [COMPACT_IMAGE_REWRITE], fallback: [] }
  },
  async redirects() {
    return permanentRedirects()
  },
}

export default withNextIntl(nextConfig)
