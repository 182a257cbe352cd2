import 'server-only'
import { Feed } from 'feed'
import type { Locale } from '@/i18n/routing'
import { feedPath, postPath } from '@/lib/blog/paths'
import { newestFirst } from '@/lib/blog/related'
import { absoluteUrl } from '@/lib/seo/structured-data'
import { getBlogPage, getBlogPosts, getLayoutContent } from '@/lib/content/loaders'
import { pageTitle } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'

/**
 * The blog's RSS 2.0 feed of a language: `/blog/rss.xml` and `/en/blog/rss.xml` (route handlers in
 * web/app/(de) and web/app/(en), where this static segment wins over `[slug]`). Generated at build time and
 * refreshed with the content (tags of the loaders).
 */
export async function blogFeed(locale: Locale): Promise<Response> {
  const [{ page }, posts, { settings }] = await Promise.all([
    getBlogPage(locale),
    getBlogPosts(locale),
    getLayoutContent(locale),
  ])
  const items = posts.filter((post) => post.slug).sort(newestFirst)
  const blogUrl = absoluteUrl(pathFor(locale, '/blog'))
  const company = settings?.companyName ?? 'Lokalsicht'
  const newest = items[0]
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: pageTitle(page?.seo?.title),
    description: page?.seo?.description ?? page?.hero?.text ?? undefined,
    language: locale,
    copyright: `© ${company}`,
    generator: false,
    ...(newest?.updatedAt ? { updated: new Date(newest.updatedAt) } : {}),
    feedLinks: { rss: absoluteUrl(feedPath(locale)) },
  })
  for (const post of items) {
    const url = absoluteUrl(postPath(locale, post.slug!))
    feed.addItem({
      link: url,
      title: post.title ?? '',
      description: post.excerpt ?? undefined,
      date: new Date(post.publishedAt ?? post.updatedAt ?? 0),
      ...(post.author?.name ? { author: [{ name: post.author.name, ...(post.author.email ? { email: post.author.email } : {}) }] } : {}),
      ...(post.category?.title ? { category: [{ name: post.category.title }] } : {}),
    })
  }
  return new Response(feed.rss2(), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  })
}
