import 'server-only'
import type { Metadata } from 'next'
import type { Locale, Route } from '@/i18n/routing'
import { getLayoutContent } from '@/lib/content/loaders'
import { pageMetadata, type SeoContent } from '@/lib/metadata'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'
import { type Alternates, staticAlternates } from './paths'

type Loaded<Content> = ({ found: true; locale: Locale } & Content) | { found: false; locale: Locale }

/**
 * Everything a page over one CMS document (home, about, team, the overviews, reviews, contact, free
 * audit, the legal pages) needs besides its markup: its alternates, metadata, and loading. When the CMS
 * has no such document (an editor deleted or unpublished it), the page renders <NotFoundPage>
 * (server-rendered, status 404) as the slug pages do (slug-route.ts), so no public page needs a
 * not-found boundary beside its language layout, whose view Next would otherwise serialise into every page.
 *
 * `fetch` returns the page's content with its document as `page`, or null when there is none.
 */
export function contentRoute<Content extends { page: { seo: SeoContent | null } }>({
  route,
  fetch,
}: {
  route: Route
  fetch: (locale: Locale) => Promise<Content | null>
}) {
  const alternates: Alternates = staticAlternates(route)

  async function load(params: Promise<{ locale: Locale }>): Promise<Loaded<Content>> {
    const { locale } = await params
    const content = await fetch(locale)
    return content ? { found: true, locale, ...content } : { found: false, locale }
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
    const loaded = await load(params)
    return loaded.found ? pageMetadata(loaded.locale, loaded.page.seo, alternates) : notFoundMetadata(loaded.locale)
  }

  return { alternates, load, generateMetadata }
}

/** `fetch` for a page that is its document alone: `{ page }`, or null. */
export function documentOnly<Page>(fetchPage: (locale: Locale) => Promise<Page | null>) {
  return async (locale: Locale) => {
    const page = await fetchPage(locale)
    return page ? { page } : null
  }
}

/** `fetch` for a page that needs the site settings too (address, hours): `{ page, settings }`, or null. */
export function documentWithSettings<Page>(fetchPage: (locale: Locale) => Promise<Page | null>) {
  return async (locale: Locale) => {
    const [page, { settings }] = await Promise.all([fetchPage(locale), getLayoutContent(locale)])
    return page && settings ? { page, settings } : null
  }
}
