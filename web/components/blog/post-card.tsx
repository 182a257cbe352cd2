import clsx from 'clsx'
import { Calendar, Clock } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ContentImage } from '@/components/ui/content-image'
import { formatPostDate } from '@/lib/blog/dates'
import { postPath } from '@/lib/blog/paths'
import { readingTimeMinutes } from '@/lib/blog/reading-time'
import { searchIndex } from '@/lib/blog/search'
import type { BlogPostsQueryResult } from '@/lib/content/sanity.types'

export type PostCardContent = BlogPostsQueryResult[number]

/**
 * What a search over an article runs on: title, excerpt and keywords, as written. The card carries this
 * text (`data-search`) and the browser prepares it with `searchIndex` once: prepared on the server, with
 * both spellings of every umlaut, it was twice as long in the HTML and again in the RSC payload.
 */
export function postSearchText(post: PostCardContent): string {
  return [post.title, post.excerpt, ...(post.keywords ?? [])].filter(Boolean).join(' \u2022 ')
}

/** The prepared search index of an article (the server's filter without JavaScript). */
export function postSearchIndex(post: PostCardContent): string {
  return searchIndex([postSearchText(post)])
}

/** Date, reading time and author of an article (card and article header). */
export async function PostMeta({
  post,
  locale,
  className,
  large = false,
}: {
  post: PostCardContent
  locale: Locale
  className?: string
  /** the article header: a bigger photo and the author's title shown */
  large?: boolean
}) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const minutes = readingTimeMinutes(post.readingTimeMinutes, post.bodyText)
  return (
    <div className={clsx('flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-600', className)}>
      {post.author?.name && (
        <span className="flex items-center gap-2">
          {post.author.image && (
            <ContentImage
              image={post.author.image}
              sizes={large ? '48px' : '32px'}
              decorative
              className={clsx('rounded-full object-cover', large ? 'size-12' : 'size-8')}
            />
          )}
          <span className={clsx(large && 'flex flex-col')}>
            <span className="font-medium text-ink-800">{t('byAuthor', { name: post.author.name })}</span>
            {post.author.role && <span className={clsx(!large && 'sr-only')}>{large ? post.author.role : `, ${post.author.role}`}</span>}
          </span>
        </span>
      )}
      {post.publishedAt && (
        <span className="flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('publishedOn')} </span>
          <time dateTime={post.publishedAt}>{formatPostDate(locale, post.publishedAt)}</time>
        </span>
      )}
      <span className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {t('readingTime', { minutes })}
      </span>
    </div>
  )
}

/**
 * An article teaser: image, category, title (the whole card is its link), excerpt, date, reading time
 * and author. `featured` is the large card of the newest article. The data attributes let the blog
 * filter show and hide cards in the browser.
 */
export async function PostCard({
  post,
  locale,
  headingLevel = 2,
  featured = false,
  hidden = false,
  priority = false,
}: {
  post: PostCardContent
  locale: Locale
  headingLevel?: 2 | 3
  featured?: boolean
  hidden?: boolean
  priority?: boolean
}) {
  if (!post.slug) return null
  const t = await getTranslations({ locale, namespace: 'blog' })
  const Heading = `h${headingLevel}` as const
  return (
    <li
      data-blog-card
      data-slug={post.slug}
      data-category={post.category?.slug ?? ''}
      data-search={postSearchText(post)}
      hidden={hidden}
      className={clsx(featured && 'md:col-span-2 lg:col-span-3')}
    >
      <article
        className={clsx(
          'group media-card',
          featured && 'lg:grid lg:grid-cols-[1.4fr_1fr]',
        )}
      >
        <div className={clsx('aspect-[16/9] overflow-hidden bg-ink-100', featured && 'lg:aspect-auto')}>
          <ContentImage
            image={post.mainImage}
            sizes={featured ? '(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw' : '(min-width: 1280px) 384px, (min-width: 768px) 50vw, 100vw'}
            priority={priority}
            decorative
            className="media-card-image"
          />
        </div>
        <div className={clsx('flex flex-1 flex-col p-6', featured && 'lg:justify-center lg:p-10')}>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {featured && <span className="rounded-full bg-accent-300 px-3 py-1 font-semibold text-ink-950">{t('latest')}</span>}
            {post.category?.title && (
              <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800">
                <span className="sr-only">{t('category')}: </span>
                {post.category.title}
              </span>
            )}
          </p>
          <Heading className={clsx('mt-4 font-bold tracking-tight text-ink-950', featured ? 'text-2xl sm:text-3xl' : 'text-xl')}>
            <Link
              href={postPath(locale, post.slug)}
              prefetch={false}
              className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-800"
            >
              {post.title}
            </Link>
          </Heading>
          <p className={clsx('mt-3 leading-relaxed text-ink-600', featured && 'text-lg')}>{post.excerpt}</p>
          <PostMeta post={post} locale={locale} className="mt-auto pt-6" />
        </div>
      </article>
    </li>
  )
}
