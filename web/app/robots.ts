import type { MetadataRoute } from 'next'
import { routing } from '@/i18n/routing'
import { pathFor } from '@/lib/routing/paths'
import { PRIVATE_ROUTES } from '@/lib/seo/public-pages'
import { siteUrl } from '@/lib/site-url'

/** `/en/admin/dashboard` → `/en/admin`: the section a private route belongs to, in each language. */
function privatePrefixes(): string[] {
  const prefixes = PRIVATE_ROUTES.flatMap((route) =>
    routing.locales.map((locale) => {
      const path = pathFor(locale, route)
      const [, first, second] = path.split('/')
      return first === locale ? `/${first}/${second}` : `/${first}`
    }),
  )
  return [...new Set(prefixes)].sort()
}

/** Crawl everything public; keep portal, admin, sign-in and the API out of search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...privatePrefixes()] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
