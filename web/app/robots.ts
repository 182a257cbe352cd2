import type { MetadataRoute } from 'next'
import { privatePathPrefixes } from '@/lib/seo/public-pages'
import { siteUrl } from '@/lib/site-url'

/** Crawl everything public; keep portal, admin, sign-in and the API out of search engines. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...privatePathPrefixes()] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
