import type { Metadata } from 'next'
import { Rss } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import { BlogFilters } from '@/components/blog/blog-filters.island'
import { Breadcrumb } from '@/components/blog/breadcrumb'
import { PostCard, postSearchIndex } from '@/components/blog/post-card'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { JsonLd } from '@/components/seo/json-ld'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { feedPath, postPath, withFeedLink } from '@/lib/blog/paths'
import { newestFirst } from '@/lib/blog/related'
import { matchesFilter, parseBlogFilter } from '@/lib/blog/search'
import { blogNode } from '@/lib/blog/structured-data'
import { breadcrumbList } from '@/lib/seo/structured-data'
import { getBlogPage, getBlogPosts } from '@/lib/content/loaders'
import { pageMetadata } from '@/lib/metadata'
import { pathFor, staticAlternates } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

const alternates = staticAlternates('/blog')

async function load(params: ScreenProps['params']) {
  const { locale } = await params
  const [{ page, categories }, posts] = await Promise.all([getBlogPage(locale), getBlogPosts(locale)])
  return { locale, page, categories, posts: posts.filter((post) => post.slug).sort(newestFirst) }
}

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale, page } = await load(params)
  const t = await getTranslations({ locale, namespace: 'blog' })
  return withFeedLink(pageMetadata(locale, page?.seo, alternates), locale, t('rssTitle'))
}

/**
 * The blog: hero, the newest article as a large card, then the others. Search and category chips
 * filter the list from the query string (`?q=…&category=…`), so they work without JavaScript too.
 */
export default async function BlogPage({ params, searchParams }: ScreenProps) {
  const { locale, page, categories, posts } = await load(params)
  const [t, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const basePath = pathFor(locale, '/blog')
  const chips = categories.flatMap((category) => (category.slug && category.title ? [{ slug: category.slug, title: category.title }] : []))
  const filter = parseBlogFilter(await searchParams, chips.map((chip) => chip.slug))
  const visible = new Set(
    posts.filter((post) => matchesFilter({ index: postSearchIndex(post), category: post.category?.slug }, filter)).map((post) => post._id),
  )
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('blog'), href: basePath },
  ]
  const [featured, ...others] = posts
  const auditHref = pathFor(locale, '/free-audit')

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            blogNode(
              locale,
              { title: page?.hero?.heading ?? page?.seo?.title ?? null, description: page?.seo?.description ?? null },
              posts.map((post) => ({ title: post.title, path: postPath(locale, post.slug!), publishedAt: post.publishedAt })),
            ),
            breadcrumbList(crumbs),
          ],
        }}
      />
      <section aria-labelledby="blog-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-12 pb-10 sm:pt-16">
          <Breadcrumb crumbs={crumbs} label={t('breadcrumb')} />
          {page?.hero?.eyebrow && <p className="mt-8 font-semibold text-brand-700">{page.hero.eyebrow}</p>}
          <h1 id="blog-heading" className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {page?.hero?.heading}
          </h1>
          {page?.hero?.text && <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-600 sm:text-xl">{page.hero.text}</p>}
          <a
            href={feedPath(locale)}
            type="application/rss+xml"
            className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t('rssLink')}
          </a>
        </Container>
      </section>
      <Container className="pb-16 sm:pb-24">
        <BlogFilters
          basePath={basePath}
          categories={chips}
          initial={filter}
          initialCount={visible.size}
          labels={{
            search: t('searchLabel'),
            placeholder: t('searchPlaceholder'),
            submit: t('searchSubmit'),
            categories: t('categoriesLabel'),
            all: t('allPosts'),
            results: Array.from({ length: posts.length + 1 }, (_, count) => t('results', { count })),
            emptyHeading: t('noResultsHeading'),
            emptyText: t('noResultsText'),
            reset: t('resetFilters'),
          }}
        >
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {featured && <PostCard post={featured} locale={locale} featured filterable priority hidden={!visible.has(featured._id)} />}
            {others.map((post) => (
              <PostCard key={post._id} post={post} locale={locale} filterable hidden={!visible.has(post._id)} />
            ))}
          </ul>
        </BlogFilters>
      </Container>
      {page?.cta?.heading && (
        <ClosingCta locale={locale} heading={page.cta.heading} text={page.cta.text}>
          <a href={auditHref} className={buttonClassName('light')}>
            {page.cta.buttonLabel || nav('freeAudit')}
          </a>
        </ClosingCta>
      )}
    </PageShell>
  )
}
