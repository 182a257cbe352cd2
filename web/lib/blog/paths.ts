import type { Metadata } from 'next'
import type { Locale } from '@/i18n/routing'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'

/** The canonical path of an article in a language. */
export function postPath(locale: Locale, slug: string): string {
  return pathFor(locale, { pathname: '/blog/[slug]', params: { slug } })
}

/** The RSS feed of a language: `/blog/rss.xml`, `/en/blog/rss.xml`. */
export function feedPath(locale: Locale): string {
  return `${pathFor(locale, '/blog')}/rss.xml`
}

/** `<link rel="alternate" type="application/rss+xml">` for the blog pages' metadata. */
export function withFeedLink(metadata: Metadata, locale: Locale, title: string): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: `${siteUrl()}${feedPath(locale)}`, title }] },
    },
  }
}
