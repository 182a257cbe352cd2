import 'server-only'
import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { localizedTemplate } from '@/i18n/route-table.mjs'
import { type Locale, routing } from '@/i18n/routing'
import { getRouteSlugs } from '@/lib/content/loaders'
import type { RouteSlugsQueryResult } from '@/lib/content/sanity.types'
import { pageMetadata, type SeoContent } from '@/lib/metadata'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'
import { type Alternates, alternatesFor, type Href } from './paths'
import { resolveLegacyPath, type SlugPair } from './resolve-legacy-path'

interface SlugDocument {
  slugs: { de: string | null; en: string | null } | null
  seo: SeoContent | null
}

type SlugParams = Promise<{ locale: Locale } & Record<string, string>>

type Loaded<Document> =
  | { found: true; locale: Locale; document: Document; alternates: Alternates }
  | { found: false; locale: Locale }

/**
 * Everything a page with per-language slugs (services, cities, articles, case studies) needs besides its markup: static
 * params for both languages, metadata with alternates, and loading with old slugs redirected
 * permanently and unknown ones answered with the 404 page.
 */
export function slugRoute<Document extends SlugDocument>({
  route,
  param,
  fetch,
  slugsOf,
}: {
  route: '/services/[slug]' | '/locations/[city]' | '/blog/[slug]' | '/portfolio/[slug]'
  param: 'slug' | 'city'
  fetch: (locale: Locale, slug: string) => Promise<Document | null>
  slugsOf: (slugs: RouteSlugsQueryResult) => SlugPair[]
}) {
  /** The document of the URL with its alternates, or null. Never throws, so metadata and page agree. */
  async function find(locale: Locale, slug: string): Promise<{ document: Document; alternates: Alternates } | null> {
    const document = await fetch(locale, slug)
    if (!document) return null
    const alternates = alternatesFor((language) => {
      const localized = document.slugs?.[language]
      return localized ? ({ pathname: route, params: { [param]: localized } } as Href) : null
    })
    return { document, alternates }
  }

  async function generateStaticParams() {
    const pairs = slugsOf(await getRouteSlugs())
    return routing.locales.flatMap((locale) => pairs.flatMap((pair) => (pair[locale] ? [{ locale, [param]: pair[locale] }] : [])))
  }

  async function generateMetadata({ params }: { params: SlugParams }): Promise<Metadata> {
    const { locale, [param]: slug } = await params
    const found = slug ? await find(locale, slug) : null
    return found ? pageMetadata(locale, found.document.seo, found.alternates) : notFoundMetadata(locale)
  }

  /**
   * The document of the URL, a permanent redirect for an old slug, or `found: false`: then the page
   * renders <NotFoundPage> (server-rendered, status 404) rather than calling notFound(), whose page
   * only the browser would draw.
   */
  async function load(params: SlugParams): Promise<Loaded<Document>> {
    const { locale, [param]: slug = '' } = await params
    const found = await find(locale, slug)
    if (found) return { found: true, locale, ...found }
    const path = localizedTemplate(route, locale).replace(/^\/en/, '').replace(`[${param}]`, slug)
    const resolution = resolveLegacyPath(locale, path, await getRouteSlugs())
    if (resolution) permanentRedirect(resolution.destination)
    return { found: false, locale }
  }

  return { generateStaticParams, generateMetadata, load }
}
