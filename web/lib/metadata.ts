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

/**
 * Page metadata from the CMS: title, description, keywords, a self-referencing canonical per language
 * and reciprocal hreflang alternates (de, en, x-default → German).
 */
const BRAND = 'Lokalsicht'

/** "Page title | Lokalsicht" (the brand alone where a page has no title). */
export function pageTitle(title: string | null | undefined): string {
  return title ? `${title} | ${BRAND}` : BRAND
}

export function pageMetadata(locale: Locale, seo: SeoContent | null | undefined, alternates: Alternates): Metadata {
  const origin = siteUrl()
  const own = alternates[locale]
  const canonical = seo?.canonical || (own ? `${origin}${own}` : undefined)
  const languages: Record<string, string> = {}
  if (alternates.de) languages.de = `${origin}${alternates.de}`
  if (alternates.en) languages.en = `${origin}${alternates.en}`
  if (alternates.de) languages['x-default'] = `${origin}${alternates.de}`
  const image = seo?.socialImage?.asset ? imageUrl(seo.socialImage.asset, 1200) : undefined
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
      ...(image ? { images: [{ url: image, width: 1200, height: 630 }] } : {}),
    },
  }
}
