import type { Blog, BlogPosting } from 'schema-dts'
import type { Locale } from '@/i18n/routing'
import { imageUrl, type ImageSource } from '@/lib/content/image'
import { pathFor } from '@/lib/routing/paths'
import { absoluteUrl, organizationRef as organization } from '@/lib/seo/structured-data'
import { siteUrl } from '@/lib/site-url'

export interface PostForStructuredData {
  title: string | null
  excerpt: string | null
  publishedAt: string | null
  updatedAt: string | null
  keywords: string[] | null
  mainImage: { asset: ImageSource | null } | null
  category: { title: string | null } | null
  author: { name: string | null; slug: string | null; role: string | null } | null
}

/** The article node: author as a Person linked to the team page, the agency as publisher by @id. */
export function blogPosting(post: PostForStructuredData, locale: Locale, path: string, wordCount?: number): BlogPosting {
  const url = absoluteUrl(path)
  const team = absoluteUrl(pathFor(locale, '/team'))
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: post.title ?? '',
    description: post.excerpt ?? undefined,
    ...(post.mainImage?.asset ? { image: absoluteUrl(imageUrl(post.mainImage.asset, 1600)) } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.updatedAt || post.publishedAt ? { dateModified: post.updatedAt ?? post.publishedAt ?? undefined } : {}),
    inLanguage: locale,
    ...(post.author?.name
      ? {
          author: {
            '@type': 'Person',
            name: post.author.name,
            ...(post.author.role ? { jobTitle: post.author.role } : {}),
            url: post.author.slug ? `${team}#${post.author.slug}` : team,
            worksFor: organization(),
          },
        }
      : {}),
    publisher: organization(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    isPartOf: { '@id': `${absoluteUrl(pathFor(locale, '/blog'))}#blog` },
    ...(post.category?.title ? { articleSection: post.category.title } : {}),
    ...(post.keywords?.length ? { keywords: post.keywords.join(', ') } : {}),
    ...(wordCount ? { wordCount } : {}),
  }
}

/** The blog listing: a Blog published by the agency, listing its articles. */
export function blogNode(
  locale: Locale,
  page: { title: string | null; description: string | null },
  posts: { title: string | null; path: string; publishedAt: string | null }[],
): Blog {
  const url = absoluteUrl(pathFor(locale, '/blog'))
  return {
    '@type': 'Blog',
    '@id': `${url}#blog`,
    url,
    name: page.title ?? undefined,
    description: page.description ?? undefined,
    inLanguage: locale,
    publisher: organization(),
    isPartOf: { '@id': `${siteUrl()}/#website` },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      '@id': `${absoluteUrl(post.path)}#article`,
      headline: post.title ?? '',
      url: absoluteUrl(post.path),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    })),
  }
}
