import { localizedTemplate, locales } from '../../i18n/route-table.mjs'
import type { Route } from '@/i18n/routing'
import type { RouteSlugsQueryResult } from '@/lib/content/sanity.types'

/**
 * The public pages of the site: what the sitemap lists and search engines may crawl. Pages with a slug
 * per language come from the CMS (`SLUG_ROUTES`); portal, admin and sign-in pages are private.
 */
export const PUBLIC_STATIC_ROUTES = [
  '/',
  '/services',
  '/locations',
  '/about',
  '/team',
  '/reviews',
  '/portfolio',
  '/blog',
  '/contact',
  '/free-audit',
  '/imprint',
  '/privacy',
  '/terms',
] as const satisfies readonly Route[]

/**
 * `/en/admin/dashboard` → `/en/admin`: the sections the private routes belong to, in each language. Search
 * engines are kept out of them (robots.txt), and the proxy never keeps a copy of what they answer
 * (deploy/nginx).
 */
export function privatePathPrefixes(): string[] {
  const prefixes = PRIVATE_ROUTES.flatMap((route) =>
    locales.map((locale) => {
      const [, first, second] = localizedTemplate(route, locale).split('/')
      return first === locale ? `/${first}/${second}` : `/${first}`
    }),
  )
  return [...new Set(prefixes)].sort()
}

/** Routes with a slug per language and where their slugs come from (routeSlugsQuery). */
export const SLUG_ROUTES = [
  { route: '/services/[slug]', param: 'slug', slugsOf: (slugs: RouteSlugsQueryResult) => slugs.services },
  { route: '/locations/[city]', param: 'city', slugsOf: (slugs: RouteSlugsQueryResult) => slugs.cities },
  { route: '/blog/[slug]', param: 'slug', slugsOf: (slugs: RouteSlugsQueryResult) => slugs.posts },
  { route: '/portfolio/[slug]', param: 'slug', slugsOf: (slugs: RouteSlugsQueryResult) => slugs.caseStudies },
] as const satisfies readonly { route: Route; param: string; slugsOf: (slugs: RouteSlugsQueryResult) => unknown }[]

/** Route prefixes that never belong in a search index (robots.txt disallows them in both languages). */
export const PRIVATE_ROUTES = [
  '/dashboard',
  '/admin/dashboard',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/access-denied',
  '/not-found',
] as const satisfies readonly Route[]
