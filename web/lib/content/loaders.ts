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
 * `generateMetadata` share one read. Their cache tags are their queries' sync tags (fetchContent);
 * tests/unit/revalidation-tags.test.ts checks that every change that alters a loader's answer meets them.
 */
export const getLayoutContent = cache((locale: Locale) =>
  fetchContent<LayoutQueryResult>({ query: layoutQuery, params: { locale } }),
)

export const getHomePage = cache((locale: Locale) =>
  fetchContent<HomePageQueryResult>({ query: homePageQuery, params: { locale } }),
)

export const getService = cache((locale: Locale, slug: string) =>
  fetchContent<ServiceBySlugQueryResult>({ query: serviceBySlugQuery, params: { locale, slug } }),
)

export const getCity = cache((locale: Locale, slug: string) =>
  fetchContent<CityBySlugQueryResult>({ query: cityBySlugQuery, params: { locale, slug } }),
)

export const getRouteSlugs = cache(() =>
  fetchContent<RouteSlugsQueryResult>({
    query: routeSlugsQuery,
  }),
)

export const getLegalPage = cache((locale: Locale, kind: 'imprint' | 'privacy' | 'terms') =>
  fetchContent<LegalPageQueryResult>({ query: legalPageQuery, params: { locale, kind } }),
)

export const getBlogPage = cache((locale: Locale) =>
  fetchContent<BlogPageQueryResult>({ query: blogPageQuery, params: { locale } }),
)

export const getBlogPosts = cache((locale: Locale) =>
  fetchContent<BlogPostsQueryResult>({
    query: blogPostsQuery,
    params: { locale },
  }),
)

export const getPost = cache((locale: Locale, slug: string) =>
  fetchContent<PostBySlugQueryResult>({
    query: postBySlugQuery,
    params: { locale, slug },
  }),
)

export const getSocialTitles = cache((locale: Locale) =>
  fetchContent<SocialTitlesQueryResult>({ query: socialTitlesQuery, params: { locale } }),
)

// Overview and company pages (services, locations, about, team).
import { aboutPageQuery, locationsPageQuery, servicesPageQuery, teamPageQuery } from './queries'
import type { AboutPageQueryResult, LocationsPageQueryResult, ServicesPageQueryResult, TeamPageQueryResult } from './sanity.types'

export const getServicesPage = cache((locale: Locale) =>
  fetchContent<ServicesPageQueryResult>({ query: servicesPageQuery, params: { locale } }),
)

export const getLocationsPage = cache((locale: Locale) =>
  fetchContent<LocationsPageQueryResult>({ query: locationsPageQuery, params: { locale } }),
)

export const getAboutPage = cache((locale: Locale) =>
  fetchContent<AboutPageQueryResult>({ query: aboutPageQuery, params: { locale } }),
)

export const getTeamPage = cache((locale: Locale) =>
  fetchContent<TeamPageQueryResult>({ query: teamPageQuery, params: { locale } }),
)

export const getPortfolioPage = cache((locale: Locale) =>
  fetchContent<PortfolioPageQueryResult>({
    query: portfolioPageQuery,
    params: { locale },
  }),
)

export const getCaseStudy = cache((locale: Locale, slug: string) =>
  fetchContent<CaseStudyBySlugQueryResult>({
    query: caseStudyBySlugQuery,
    params: { locale, slug },
  }),
)

export const getContactPage = cache((locale: Locale) =>
  fetchContent<ContactPageQueryResult>({ query: contactPageQuery, params: { locale } }),
)

export const getFreeAuditPage = cache((locale: Locale) =>
  fetchContent<FreeAuditPageQueryResult>({ query: freeAuditPageQuery, params: { locale } }),
)

export const getReviewsPage = cache((locale: Locale) =>
  fetchContent<ReviewsPageQueryResult>({ query: reviewsPageQuery, params: { locale } }),
)
