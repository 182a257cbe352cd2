import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/i18n/routing'
import { fetchContent } from './fetch'
import {
  blogPageQuery,
  blogPostsQuery,
  caseStudyBySlugQuery,
  cityBySlugQuery,
  contactPageQuery,
  freeAuditPageQuery,
  homePageQuery,
  layoutQuery,
  legalPageQuery,
  portfolioPageQuery,
  postBySlugQuery,
  reviewsPageQuery,
  routeSlugsQuery,
  serviceBySlugQuery,
  socialTitlesQuery,
} from './queries'
import type {
  BlogPageQueryResult,
  BlogPostsQueryResult,
  CaseStudyBySlugQueryResult,
  CityBySlugQueryResult,
  ContactPageQueryResult,
  FreeAuditPageQueryResult,
  HomePageQueryResult,
  LayoutQueryResult,
  LegalPageQueryResult,
  PortfolioPageQueryResult,
  PostBySlugQueryResult,
  ReviewsPageQueryResult,
  RouteSlugsQueryResult,
  ServiceBySlugQueryResult,
  SocialTitlesQueryResult,
} from './sanity.types'

/**
 * Named loaders for pages and layouts. Wrapped in React `cache()` so a page and its
 * `generateMetadata` share one read; tagged with the document types they read, exactly:
 * tests/unit/revalidation-tags.test.ts finds the types each query reads and fails when they differ.
 */
export const getLayoutContent = cache((locale: Locale) =>
  fetchContent<LayoutQueryResult>({ query: layoutQuery, params: { locale }, tags: ['siteSettings', 'service', 'city'] }),
)

export const getHomePage = cache((locale: Locale) =>
  fetchContent<HomePageQueryResult>({
    query: homePageQuery,
    params: { locale },
    tags: ['homePage', 'service', 'city', 'testimonial', 'faq', 'teamMember'],
  }),
)

export const getService = cache((locale: Locale, slug: string) =>
  fetchContent<ServiceBySlugQueryResult>({ query: serviceBySlugQuery, params: { locale, slug }, tags: ['service'] }),
)

export const getCity = cache((locale: Locale, slug: string) =>
  fetchContent<CityBySlugQueryResult>({ query: cityBySlugQuery, params: { locale, slug }, tags: ['city'] }),
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

export const getSocialTitles = cache((locale: Locale) =>
  fetchContent<SocialTitlesQueryResult>({
    query: socialTitlesQuery,
    params: { locale },
    // every document type with an SEO title
    tags: ['homePage', 'aboutPage', 'servicesPage', 'locationsPage', 'teamPage', 'blogPage', 'reviewsPage', 'portfolioPage']
      .concat(['contactPage', 'freeAuditPage', 'service', 'city', 'post', 'caseStudy', 'legalPage']),
  }),
)

// Overview and company pages (services, locations, about, team).
import { aboutPageQuery, locationsPageQuery, servicesPageQuery, teamPageQuery } from './queries'
import type { AboutPageQueryResult, LocationsPageQueryResult, ServicesPageQueryResult, TeamPageQueryResult } from './sanity.types'

export const getServicesPage = cache((locale: Locale) =>
  fetchContent<ServicesPageQueryResult>({ query: servicesPageQuery, params: { locale }, tags: ['servicesPage', 'service'] }),
)

export const getLocationsPage = cache((locale: Locale) =>
  fetchContent<LocationsPageQueryResult>({ query: locationsPageQuery, params: { locale }, tags: ['locationsPage', 'city', 'service'] }),
)

export const getAboutPage = cache((locale: Locale) =>
  fetchContent<AboutPageQueryResult>({ query: aboutPageQuery, params: { locale }, tags: ['aboutPage'] }),
)

export const getTeamPage = cache((locale: Locale) =>
  fetchContent<TeamPageQueryResult>({ query: teamPageQuery, params: { locale }, tags: ['teamPage', 'teamMember'] }),
)

export const getPortfolioPage = cache((locale: Locale) =>
  fetchContent<PortfolioPageQueryResult>({
    query: portfolioPageQuery,
    params: { locale },
    tags: ['portfolioPage', 'caseStudy', 'city'],
  }),
)

export const getCaseStudy = cache((locale: Locale, slug: string) =>
  fetchContent<CaseStudyBySlugQueryResult>({
    query: caseStudyBySlugQuery,
    params: { locale, slug },
    tags: ['caseStudy', 'service', 'city', 'testimonial'],
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
