import 'server-only'
import { localizedTemplate } from '@/i18n/route-table.mjs'
import { type Locale, routing } from '@/i18n/routing'
import { fetchContent } from '@/lib/content/fetch'
import { reviewsPageQuery } from '@/lib/content/queries'
import type { ReviewsPageQueryResult } from '@/lib/content/sanity.types'

/**
 * The pages rendered per request that answer a missing CMS document with notFound(): only the reviews
 * page (per request for the reviews in the database; the prerendered pages render their 404 page
 * themselves, web/lib/routing/content-route.ts). The studio cannot delete its document, but the Content
 * API can, and a dataset may lack it.
 */
const REVIEWS_PAGE_PATHS = new Map<string, Locale>(routing.locales.map((locale) => [localizedTemplate('/reviews', locale), locale]))

export type AddressedContentPage = {
  locale: Locale
  /** Whether the page would find its document: published, or in an editor's draft preview also as a draft. */
  exists: (previewingDrafts: boolean) => Promise<boolean>
}

/** The content page that an address asks for, or null for any other address. */
export function addressedContentPage(url: URL): AddressedContentPage | null {
  const locale = REVIEWS_PAGE_PATHS.get(url.pathname)
  if (!locale) return null
  return {
    locale,
    // The page's own read (getReviewsPage), so both share one cache entry and agree.
    exists: async (drafts) => (await fetchContent<ReviewsPageQueryResult>({ query: reviewsPageQuery, params: { locale } }, { drafts })) !== null,
  }
}
