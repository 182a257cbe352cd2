import clsx from 'clsx'
import { Calendar, Clock } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ContentImage } from '@/components/ui/content-image'
import { formatPostDate } from '@/lib/blog/dates'
import { postPath } from '@/lib/blog/paths'
import { readingTimeMinutes } from '@/lib/blog/reading-time'
import { SEARCH_FIELD_SEPARATOR, searchIndex } from '@/lib/blog/search'
import type { BlogPostsQueryResult } from '@/lib/content/sanity.types'

export type PostCardContent = BlogPostsQueryResult[number]

/**
 * What a search over an article runs on: title, excerpt and keywords, as written. A card in the blog's
 * list carries only the keywords (`data-keywords`); the browser reads title and excerpt from the card
 * itself (blog-filters.client.tsx) and prepares the index with `searchIndex` once. Title and excerpt
 * written into the card a second time cost about 7 KB of the blog page's HTML and as much of its payload.
 */
export function postSearchText(post: PostCardContent): string {
  return [post.title, post.excerpt, postKeywordsText(post)].filter(Boolean).join(SEARCH_FIELD_SEPARATOR)
}

/** The keywords of an article as one text, as a card in the blog's list carries them. */
export function postKeywordsText(post: PostCardContent): string {
  return (post.keywords ?? []).filter(Boolean).join(SEARCH_FIELD_SEPARATOR)
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
    <div className={clsx('post-meta', className)}>
      {post.author?.name && (
        <span className="post-author">
          {post.author.image && (
            <ContentImage
              image={post.author.image}
              sizes={large ? '48px' : '32px'}
              decorative
              className={large ? 'size-12' : undefined}
            />
          )}
          <span {...(large && { className: 'flex flex-col' })}>
            <span className="author-name">{t('byAuthor', { name: post.author.name })}</span>
            {post.author.role && (large ? <span>{post.author.role}</span> : <span className="sr-only">{`, ${post.author.role}`}</span>)}
          </span>
        </span>
      )}
      {post.publishedAt && (
        <span>
          <Calendar aria-hidden="true" className="size-4" />
          <span className="sr-only">{`${t('publishedOn')} `}</span>
          <time dateTime={post.publishedAt}>{formatPostDate(locale, post.publishedAt)}</time>
        </span>
      )}
      <span>
        <Clock aria-hidden="true" className="size-4" />
        {t('readingTime', { minutes })}
      </span>
    </div>
  )
}

/**
 * An article teaser: image, category, title (the whole card is its link), excerpt, date, reading time
 * and author. `featured` is the large card of the newest article. In the blog's list (`filterable`), data
 * attributes let the blog filter show and hide cards in the browser; related articles need none.
 */
export async function PostCard({
  post,
  locale,
  headingLevel = 2,
  featured = false,
  filterable = false,
  hidden = false,
  priority = false,
}: {
  post: PostCardContent
  locale: Locale
  headingLevel?: 2 | 3
  featured?: boolean
  filterable?: boolean
  hidden?: boolean
  priority?: boolean
}) {
  if (!post.slug) return null
  const t = await getTranslations({ locale, namespace: 'blog' })
  const Heading = `h${headingLevel}` as const
  const filterData = filterable && {
    'data-blog-card': true,
    'data-slug': post.slug,
    'data-category': post.category?.slug ?? '',
    'data-keywords': postKeywordsText(post),
  }
  return (
    <li
      {...filterData}
      {...(hidden && { hidden })}
      {...(featured && { className: 'md:col-span-2 lg:col-span-3' })}
    >
      <article
        className={clsx(
          'group media-card',
          featured && 'lg:grid lg:grid-cols-[1.4fr_1fr]',
        )}
      >
        <div className={clsx('media-card-frame', featured && 'lg:aspect-auto')}>
          <ContentImage
            image={post.mainImage}
            sizes={featured ? '(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw' : '(min-width: 1280px) 384px, (min-width: 768px) 50vw, 100vw'}
            priority={priority}
            decorative
            className="media-card-image"
          />
        </div>
        <div className={clsx('media-card-body', featured && 'lg:justify-center lg:p-10')}>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {featured && <span className="rounded-full bg-accent-300 px-3 py-1 font-semibold text-ink-950">{t('latest')}</span>}
            {post.category?.title && (
              <span className="chip">
                <span className="sr-only">{`${t('category')}: `}</span>
                {post.category.title}
              </span>
            )}
          </p>
          <Heading className={clsx('media-card-title', featured && 'text-2xl sm:text-3xl')}>
            <Link
              href={postPath(locale, post.slug)}
              prefetch={false}
              className="stretched-link"
            >
              {post.title}
            </Link>
          </Heading>
          <p className={clsx('post-excerpt', featured && 'text-lg')}>{post.excerpt}</p>
          <PostMeta post={post} locale={locale} className="mt-auto pt-6" />
        </div>
      </article>
    </li>
  )
}
