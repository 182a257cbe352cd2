import type { Metadata } from 'next'
import type { Locale } from '@/i18n/routing'
import { imageUrl, type ImageSource } from './content/image'
import type { Alternates } from './routing/paths'
import { siteUrl } from './site-url'

export interface SeoContent {
  title: string | null
  description: string | null
  keywords: string[] | null
  canonical?: string | null
  socialImage?: { asset: ImageSource | null } | null
}

export const BRAND = 'Lokalsicht'

/** "Page title | Lokalsicht" (the brand alone where a page has no title). */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} | ${BRAND}` : BRAND
}

/**
 * Page metadata from the CMS: title, description, keywords, a self-referencing canonical per language,
 * reciprocal hreflang alternates (de, en, x-default → German), Open Graph and Twitter card with a
 * 1200×630 image.
 */
export function pageMetadata(locale: Locale, seo: SeoContent | null | undefined, alternates: Alternates): Metadata {
  const origin = siteUrl()
  const own = alternates[locale]
  const canonical = seo?.canonical || (own ? `${origin}${own}` : undefined)
  const languages: Record<string, string> = {}
  if (alternates.de) languages.de = `${origin}${alternates.de}`
  if (alternates.en) languages.en = `${origin}${alternates.en}`
  if (alternates.de) languages['x-default'] = `${origin}${alternates.de}`
  // The CMS's social image where a page has one, otherwise the page's generated title card (web/app/og).
  const image = seo?.socialImage?.asset
    ? imageUrl(seo.socialImage.asset, 1200)
    : `/og?${new URLSearchParams({ locale, title: seo?.title || BRAND })}`
  const images = [{ url: image, width: 1200, height: 630, alt: seo?.title || BRAND }]
  return {
    title: { absolute: pageTitle(seo?.title) },
    description: seo?.description ?? undefined,
    keywords: seo?.keywords ?? undefined,
    alternates: { canonical, languages },
    openGraph: {
      type: 'website',
      locale: locale === 'de' ? 'de_DE' : 'en_GB',
      url: canonical,
      title: { absolute: pageTitle(seo?.title) },
      description: seo?.description ?? undefined,
      siteName: BRAND,
      images,
    },
    // The card's image as a URL only: its size and alt text are in the Open Graph tags, which X reads too.
    twitter: {
      card: 'summary_large_image',
      title: pageTitle(seo?.title),
      description: seo?.description ?? undefined,
      images: [image],
    },
  }
}

/** Metadata of a private page (sign-in, portal, admin): a title, and no indexing. */
export function privatePageMetadata(title: string): Metadata {
  return { title: { absolute: pageTitle(title) }, robots: { index: false, follow: false } }
}
