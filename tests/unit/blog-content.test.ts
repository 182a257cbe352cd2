import { describe, expect, it } from 'vitest'
import { germanPathnames, localizedTemplate } from '../../web/i18n/route-table.mjs'
import { blogPageQuery, blogPostsQuery, postBySlugQuery, routeSlugsQuery } from '../../web/lib/content/queries'
import { queryLocalDataset, queryPublished } from '../../web/lib/content/local-source'
import type {
  BlogPageQueryResult,
  BlogPostsQueryResult,
  PostBySlugQueryResult,
  RouteSlugsQueryResult,
} from '../../web/lib/content/sanity.types'

const locales = ['de', 'en'] as const
type Route = keyof typeof germanPathnames

/** Every canonical path of a language: static routes and the slug routes with the CMS's slugs. */
function canonicalPaths(locale: 'de' | 'en', slugs: RouteSlugsQueryResult): Set<string> {
  const paths = new Set<string>()
  const withSlugs: Partial<Record<Route, { de: string | null; en: string | null }[]>> = {
    '/services/[slug]': slugs.services,
    '/locations/[city]': slugs.cities,
    '/blog/[slug]': slugs.posts,
    '/portfolio/[slug]': slugs.caseStudies,
  }
  for (const route of Object.keys(germanPathnames) as Route[]) {
    const template = localizedTemplate(route, locale)
    if (!route.includes('[')) paths.add(template)
    for (const pair of withSlugs[route] ?? []) if (pair[locale]) paths.add(template.replace(/\[\w+\]/, pair[locale]!))
  }
  return paths
}

type Block = { _type: string; markDefs?: { _type: string; href?: string }[] }

describe.each(locales)('blog content (%s)', (locale) => {
  it('blogPageQuery: hero, SEO and the six categories with slugs in the language', async () => {
    const { page, categories } = await queryLocalDataset<BlogPageQueryResult>(blogPageQuery, { locale })
    expect(page?.hero?.heading).toEqual(expect.any(String))
    expect(page?.seo?.title?.length).toBeLessThanOrEqual(60)
    expect(categories).toHaveLength(6)
    for (const category of categories) expect(category.slug).toMatch(/^[a-z0-9-]+$/)
  })

  it('blogPostsQuery: ten articles, newest first, each with what a card shows', async () => {
    const posts = await queryLocalDataset<BlogPostsQueryResult>(blogPostsQuery, { locale })
    expect(posts).toHaveLength(10)
    const dates = posts.map((post) => post.publishedAt!)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9-]+$/)
      expect(post.title && post.excerpt && post.category?.title && post.category.slug && post.author?.name).toBeTruthy()
      expect(post.mainImage?.width).toBeGreaterThan(0)
      expect(post.mainImage?.alt).toBeTruthy()
      expect(post.author?.image?.width).toBeGreaterThan(0)
      expect(post.keywords?.length).toBeGreaterThan(0)
      expect(post.bodyText.length).toBeGreaterThan(1000)
    }
  })

  it('postBySlugQuery: one article with body, form type and SEO', async () => {
    const slug = locale === 'de' ? 'linkbuilding-strategien' : 'link-building-strategies'
    const post = await queryLocalDataset<PostBySlugQueryResult>(postBySlugQuery, { locale, slug })
    expect(post?.slugs).toEqual({ de: 'linkbuilding-strategien', en: 'link-building-strategies' })
    expect(post?.formType).toBe('meeting')
    expect(post?.body?.some((block) => block._type === 'block' && block.style === 'h2')).toBe(true)
    expect(post?.seo?.description).toEqual(expect.any(String))
    expect(await queryLocalDataset(postBySlugQuery, { locale, slug: 'gibt-es-nicht' })).toBeNull()
  })

  it('internal links in article bodies point to canonical pages of the same language', async () => {
    const [posts, slugs] = await Promise.all([
      queryLocalDataset<BlogPostsQueryResult>(blogPostsQuery, { locale }),
      queryLocalDataset<RouteSlugsQueryResult>(routeSlugsQuery, {}),
    ])
    const canonical = canonicalPaths(locale, slugs)
    let checked = 0
    for (const { slug } of posts) {
      const post = await queryLocalDataset<PostBySlugQueryResult>(postBySlugQuery, { locale, slug })
      const hrefs = ((post?.body ?? []) as Block[]).flatMap((block) => block.markDefs ?? []).flatMap((mark) => (mark.href ? [mark.href] : []))
      for (const href of hrefs.filter((candidate) => candidate.startsWith('/'))) {
        expect(canonical, `${slug}: ${href}`).toContain(href.split(/[?#]/)[0])
        checked += 1
      }
    }
    expect(checked).toBeGreaterThan(20)
  })
})

describe('an article in one language only', () => {
  const documents = [
    { _id: 'post.both', _type: 'post', publishedAt: '2026-01-01', slug: { de: { current: 'beide' }, en: { current: 'both' } }, title: { de: 'Beide', en: 'Both' } },
    { _id: 'post.de-only', _type: 'post', publishedAt: '2026-02-01', slug: { de: { current: 'nur-deutsch' } }, title: { de: 'Nur Deutsch' } },
  ]

  it('is listed (and so related and in the feed) only in its language', async () => {
    const german = await queryPublished<BlogPostsQueryResult>(documents, blogPostsQuery, { locale: 'de' })
    const english = await queryPublished<BlogPostsQueryResult>(documents, blogPostsQuery, { locale: 'en' })
    expect(german.map((post) => post.slug)).toEqual(['nur-deutsch', 'beide'])
    expect(english.map((post) => post.slug)).toEqual(['both'])
  })

  it('has no page and no alternate in the other language (the language switch shows no link)', async () => {
    const post = await queryPublished<PostBySlugQueryResult>(documents, postBySlugQuery, { locale: 'de', slug: 'nur-deutsch' })
    expect(post?.slugs).toEqual({ de: 'nur-deutsch', en: null })
    expect(await queryPublished(documents, postBySlugQuery, { locale: 'en', slug: 'nur-deutsch' })).toBeNull()
  })
})
