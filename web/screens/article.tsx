import type { Metadata } from 'next'
import { ArrowLeft } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { PortableTextBlock } from '@portabletext/types'
import { ArticleForm } from '@/components/blog/article-form'
import { Breadcrumb } from '@/components/blog/breadcrumb'
import { PostCard, PostMeta } from '@/components/blog/post-card'
import { PageShell } from '@/components/layout/page-shell'
import { RichText } from '@/components/portable-text/rich-text'
import { JsonLd } from '@/components/seo/json-ld'
import { ContentImage } from '@/components/ui/content-image'
import { Section } from '@/components/ui/section'
import { withFeedLink } from '@/lib/blog/paths'
import { countWords } from '@/lib/blog/reading-time'
import { relatedPosts } from '@/lib/blog/related'
import { blogFilterHref } from '@/lib/blog/search'
import { blogPosting } from '@/lib/blog/structured-data'
import { absoluteUrl, breadcrumbList } from '@/lib/seo/structured-data'
import { imageUrl } from '@/lib/content/image'
import { getBlogPosts, getPost } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { slugRoute } from '@/lib/routing/slug-route'
import { NotFoundPage } from '@/components/errors/not-found-page'
import type { ScreenProps } from '@/lib/routing/screen'

const postRoute = slugRoute({
  route: '/blog/[slug]',
  param: 'slug',
  fetch: getPost,
  slugsOf: (slugs) => slugs.posts,
})

export const generateStaticParams = postRoute.generateStaticParams

export async function generateMetadata(props: ScreenProps<{ slug: string }>): Promise<Metadata> {
  const metadata = await postRoute.generateMetadata(props)
  const { locale, slug } = await props.params
  const post = await getPost(locale, slug)
  if (!post) return metadata
  const t = await getTranslations({ locale, namespace: 'blog' })
  const image = post.mainImage?.asset ? absoluteUrl(imageUrl(post.mainImage.asset, 1200)) : undefined
  return withFeedLink(
    {
      ...metadata,
      openGraph: {
        ...metadata.openGraph,
        type: 'article',
        ...(post.publishedAt ? { publishedTime: post.publishedAt } : {}),
        ...(post.updatedAt ? { modifiedTime: post.updatedAt } : {}),
        ...(post.author?.name ? { authors: [post.author.name] } : {}),
        ...(post.category?.title ? { section: post.category.title } : {}),
        ...(post.keywords?.length ? { tags: post.keywords } : {}),
        ...(image && !metadata.openGraph?.images ? { images: [{ url: image, width: 1200, height: 675, alt: post.mainImage?.alt ?? '' }] } : {}),
      },
    },
    locale,
    t('rssTitle'),
  )
}

/**
 * An article: breadcrumb, category, title, excerpt, author, date and reading time, cover image, the
 * Portable Text body, the form the article embeds (contact, audit or meeting) and three related articles.
 */
export default async function ArticlePage({ params }: ScreenProps<{ slug: string }>) {
  const loaded = await postRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, document: post, alternates } = loaded
  const [t, nav, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'nav' }),
    getBlogPosts(locale),
  ])
  const blogPath = pathFor(locale, '/blog')
  const path = alternates[locale] ?? blogPath
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('blog'), href: blogPath },
    { label: post.title ?? '', href: path },
  ]
  const related = relatedPosts(post, posts)

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [blogPosting(post, locale, path, countWords(post.bodyText)), breadcrumbList(crumbs)],
        }}
      />
      <article aria-labelledby="article-heading">
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto w-full max-w-3xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
            <Breadcrumb crumbs={crumbs} label={t('breadcrumb')} />
            {post.category?.title && post.category.slug && (
              <p className="mt-8">
                <Link
                  href={blogFilterHref(blogPath, { q: '', category: post.category.slug })}
                  prefetch={false}
                  className="category-link"
                >
                  <span className="sr-only">{`${t('category')}: `}</span>
                  {post.category.title}
                </Link>
              </p>
            )}
            <h1 id="article-heading" className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {post.title}
            </h1>
            {post.excerpt && <p className="mt-6 text-lg leading-relaxed text-ink-600 sm:text-xl">{post.excerpt}</p>}
            <PostMeta post={post} locale={locale} large className="mt-8" />
          </div>
        </header>
        {post.mainImage && (
          <div className="mx-auto w-full max-w-5xl px-4 sm:px-6">
            <ContentImage
              image={post.mainImage}
              sizes="(min-width: 1024px) 976px, 100vw"
              priority
              className="aspect-[16/9] w-full rounded-3xl object-cover shadow-sm"
            />
          </div>
        )}
        <div className="mx-auto w-full max-w-3xl px-4 py-12 text-lg text-ink-800 sm:px-6 sm:py-16" data-testid="article-body">
          <RichText value={post.body as PortableTextBlock[] | null} />
          <p className="mt-12 border-t border-ink-100 pt-8">
            <Link href={blogPath} prefetch={false} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t('backToBlog')}
            </Link>
          </p>
        </div>
      </article>
      <ArticleForm type={post.formType} locale={locale} />
      {related.length > 0 && (
        <Section id="related" heading={t('relatedHeading')} tone={post.formType === 'none' ? 'muted' : 'white'}>
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="related-posts">
            {related.map((relatedPost) => (
              <PostCard key={relatedPost._id} post={relatedPost} locale={locale} headingLevel={3} />
            ))}
          </ul>
        </Section>
      )}
    </PageShell>
  )
}
