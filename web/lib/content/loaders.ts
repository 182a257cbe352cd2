import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { fetchContent } from './fetch'
import {
  blogPageQuery,
  blogPostsQuery,
  cityBySlugQuery,
  contactPageQuery,
  freeAuditPageQuery,
  homePageQuery,
  layoutQuery,
  legalPageQuery,
  postBySlugQuery,
  reviewsPageQuery,
  routeSlugsQuery,
  serviceBySlugQuery,
} from './queries'
import type {
  BlogPageQueryResult,
  BlogPostsQueryResult,
  CityBySlugQueryResult,
  ContactPageQueryResult,
  FreeAuditPageQueryResult,
  HomePageQueryResult,
  LayoutQueryResult,
  LegalPageQueryResult,
  PostBySlugQueryResult,
  ReviewsPageQueryResult,
  RouteSlugsQueryResult,
  ServiceBySlugQueryResult,
} from './sanity.types'

/**
 * Named loaders for pages and layouts. Wrapped in React `cache()` so a page and its
 * `generateMetadata` share one read; tagged with the document types they read.
 */
export const getLayoutContent = cache((locale: Locale) =>
  fetchContent<LayoutQueryResult>({ query: layoutQuery, params: { locale }, tags: ['siteSettings', 'service', 'city'] }),
)

export const getHomePage = cache((locale: Locale) =>
  fetchContent<HomePageQueryResult>({
    query: homePageQuery,
    params: { locale },
    tags: ['homePage', 'service', 'city', 'testimonial', 'faq', 'teamMember', 'siteSettings'],
  }),
)

export const getService = cache((locale: Locale, slug: string) =>
  fetchContent<ServiceBySlugQueryResult>({ query: serviceBySlugQuery, params: { locale, slug }, tags: ['service'] }),
)

export const getCity = cache((locale: Locale, slug: string) =>
  fetchContent<CityBySlugQueryResult>({ query: cityBySlugQuery, params: { locale, slug }, tags: ['city', 'service'] }),
)

export const getRouteSlugs = cache(() =>
  fetchContent<RouteSlugsQueryResult>({
    query: routeSlugsQuery,
    tags: ['service', 'city', 'post', 'caseStudy', 'redirect'],
  }),
)

export const getLegalPage = cache((locale: Locale, kind: 'imprint' | 'privacy' | 'terms') =>
  fetchContent<LegalPageQueryResult>({ query: legalPageQuery, params: { locale, kind }, tags: ['legalPage'] }),
)

export const getBlogPage = cache((locale: Locale) =>
  fetchContent<BlogPageQueryResult>({ query: blogPageQuery, params: { locale }, tags: ['blogPage', 'blogCategory'] }),
)

export const getBlogPosts = cache((locale: Locale) =>
  fetchContent<BlogPostsQueryResult>({
    query: blogPostsQuery,
    params: { locale },
    tags: ['post', 'blogCategory', 'teamMember'],
  }),
)

export const getPost = cache((locale: Locale, slug: string) =>
  fetchContent<PostBySlugQueryResult>({
    query: postBySlugQuery,
    params: { locale, slug },
    tags: ['post', 'blogCategory', 'teamMember'],
  }),
)

export const getContactPage = cache((locale: Locale) =>
  fetchContent<ContactPageQueryResult>({ query: contactPageQuery, params: { locale }, tags: ['contactPage'] }),
)

export const getFreeAuditPage = cache((locale: Locale) =>
  fetchContent<FreeAuditPageQueryResult>({ query: freeAuditPageQuery, params: { locale }, tags: ['freeAuditPage'] }),
)

export const getReviewsPage = cache((locale: Locale) =>
  fetchContent<ReviewsPageQueryResult>({ query: reviewsPageQuery, params: { locale }, tags: ['reviewsPage'] }),
)
