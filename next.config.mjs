import createNextIntlPlugin from 'next-intl/plugin'
import { sharedCacheConfig } from './web/cache/shared-cache-config.mjs'
import { fixedRedirects, germanPathnames, localizedTemplate } from './web/i18n/route-table.mjs'

const withNextIntl = createNextIntlPlugin('./i18n/request.ts')

/** `/leistungen/[slug]` → `/leistungen/:slug` (Next.js path-to-regexp syntax). */
const toPattern = (template) => template.replace(/\[\.\.\.(\w+)\]/g, ':$1*').replace(/\[(\w+)\]/g, ':$1')

/**
 * German pages have no prefix and German paths; internally every page lives under `/de/<internal path>`.
 * These rewrites map one to the other without a proxy on every request. A German path that is not a
 * route goes to the catch-all under `/de/_`, which resolves old spellings to permanent redirects or
 * answers with the localized 404 (web/app/[locale]/[...rest]/page.tsx). `/content-assets/…` is not a
 * page: uploaded images are answered by web/app/content-assets/…/route.ts (the seed's by web/public).
 */
function germanRewrites() {
  const routes = Object.entries(germanPathnames).map(([route, german]) => ({
    source: toPattern(german),
    destination: route === '/' ? '/de' : `/de${toPattern(route)}`,
  }))
  return [...routes, { source: '/:first((?!(?:en|de|_next|api|studio|content-assets)(?:/|$))[^/]+)/:rest*', destination: '/de/_/:first/:rest*' }]
}

/** Permanent redirects: the fixed ones of decisions.md and `/de/…` (German has no prefix). */
function permanentRedirects() {
  const fixed = fixedRedirects.map(({ source, route, locale }) => ({
    source,
    destination: localizedTemplate(route, locale),
    permanent: true,
  }))
  const germanPrefix = Object.entries(germanPathnames).map(([route, german]) => ({
    source: route === '/' ? '/de' : `/de${toPattern(route)}`,
    destination: toPattern(german),
    permanent: true,
  }))
  return [...fixed, ...germanPrefix, { source: '/de/:path*', destination: '/:path*', permanent: true }]
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  trailingSlash: false,
  typescript: { tsconfigPath: '../tsconfig.json' },
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
  // The Docker image (Dockerfile) runs Next's standalone server; `next start` needs the full build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  // Next's cache: shared by all instances in Redis when REDIS_URL is set, Next's own otherwise.
  // `cacheHandler` / `cacheMaxMemorySize` are set there and nowhere else (web/cache/shared-cache-config.mjs).
  ...sharedCacheConfig(),
  // forbidden(): "Access Denied" with status 403 for signed-in people without the role a page needs.
  experimental: { authInterrupts: true },
  images: {
    localPatterns: [{ pathname: '/content-assets/**' }],
    remotePatterns: [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
  },
  async rewrites() {
    return { beforeFiles: [], afterFiles: germanRewrites(), fallback: [] }
  },
  async redirects() {
    return permanentRedirects()
  },
}

export default withNextIntl(nextConfig)
