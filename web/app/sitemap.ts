import type { MetadataRoute } from 'next'
import { type Locale, routing } from '@/i18n/routing'
import { getRouteSlugs } from '@/lib/content/loaders'
import { alternatesFor, type Alternates, type Href, staticAlternates } from '@/lib/routing/paths'
import { PUBLIC_STATIC_ROUTES, SLUG_ROUTES } from '@/lib/seo/public-pages'
import { siteUrl } from '@/lib/site-url'

/** One entry per language version of a page, each listing every language version (and x-default). */
function entries(alternates: Alternates): MetadataRoute.Sitemap {
  const origin = siteUrl()
  const languages: Record<string, string> = {}
  for (const locale of routing.locales) {
    const path = alternates[locale]
    if (path) languages[locale] = `${origin}${path}`
  }
  const fallback = alternates[routing.defaultLocale]
  if (fallback) languages['x-default'] = `${origin}${fallback}`
  return routing.locales.flatMap((locale) => {
    const path = alternates[locale]
    return path ? [{ url: `${origin}${path}`, alternates: { languages } }] : []
  })
}

/** Every public page in both languages: the fixed pages and every service, city, article and case study. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const slugs = await getRouteSlugs()
  const fixed = PUBLIC_STATIC_ROUTES.flatMap((route) => entries(staticAlternates(route)))
  const withSlugs = SLUG_ROUTES.flatMap(({ route, param, slugsOf }) =>
    slugsOf(slugs).flatMap((pair) =>
      entries(
        alternatesFor((locale: Locale) => {
          const slug = pair[locale]
          return slug ? ({ pathname: route, params: { [param]: slug } } as Href) : null
        }),
      ),
    ),
  )
  return [...fixed, ...withSlugs]
}
