import { germanPathnames } from '@/i18n/route-table.mjs'
import type { Locale } from '@/i18n/routing'

/**
 * Old and alternative spellings of pages whose slugs live in the CMS (decisions.md), resolved to the
 * canonical path: a pure function of the requested path and the slugs, so it is cheap to test.
 */
export interface SlugPair {
  de: string | null
  en: string | null
  legacySlugs?: string[] | null
}
export interface RouteSlugs {
  services: SlugPair[]
  cities: SlugPair[]
  posts: SlugPair[]
  caseStudies?: SlugPair[]
  redirects: { source: string | null; destination: string | null; permanent: boolean | null }[]
}
export interface Resolution {
  destination: string
  permanent: boolean
}

const servicePath = (locale: Locale, slug: string) =>
  locale === 'de' ? `/leistungen/${slug}` : `/en/services/${slug}`
const cityPath = (locale: Locale, slug: string) => (locale === 'de' ? `/standorte/${slug}` : `/en/locations/${slug}`)
const postPath = (locale: Locale, slug: string) => (locale === 'de' ? `/blog/${slug}` : `/en/blog/${slug}`)
const caseStudyPath = (locale: Locale, slug: string) => (locale === 'de' ? `/portfolio/${slug}` : `/en/portfolio/${slug}`)

function findBySlug(pairs: SlugPair[], slug: string) {
  return pairs.find((pair) => pair.de === slug || pair.en === slug || pair.legacySlugs?.includes(slug))
}

function permanent(destination: string | null | undefined): Resolution | null {
  return destination ? { destination, permanent: true } : null
}

/**
 * @param locale the language the path was requested in (`/en/…` → en, anything else → de)
 * @param path the requested path without the `/en` prefix, e.g. `/services/onpage-seo-optimierung`
 */
export function resolveLegacyPath(locale: Locale, path: string, slugs: RouteSlugs): Resolution | null {
  const fullPath = locale === 'en' ? `/en${path === '/' ? '' : path}` : path
  const cmsRedirect = slugs.redirects.find((redirect) => redirect.source === fullPath)
  if (cmsRedirect?.destination) return { destination: cmsRedirect.destination, permanent: cmsRedirect.permanent !== false }

  const segments = path.split('/').filter(Boolean)
  const [first, second, third] = segments

  // /services/{slug}, /leistungen/{other-language slug}, bare /{slug} landing paths
  if (segments.length === 2 && (first === 'services' || first === 'leistungen')) {
    const service = findBySlug(slugs.services, second!)
    return permanent(service && service[locale] && servicePath(locale, service[locale]))
  }
  // /locations/{slug}, /standorte/{english slug}
  if (segments.length === 2 && (first === 'locations' || first === 'standorte')) {
    const city = findBySlug(slugs.cities, second!)
    return permanent(city && city[locale] && cityPath(locale, city[locale]))
  }
  // /blog/de/{slug}, /blog/en/{slug} → the article in the language named by the path
  if (segments.length === 3 && first === 'blog' && (second === 'de' || second === 'en')) {
    const post = findBySlug(slugs.posts, third!)
    return permanent(post && post[second] && postPath(second, post[second]))
  }
  if (segments.length === 2 && first === 'blog') {
    const post = findBySlug(slugs.posts, second!)
    return permanent(post && post[locale] && postPath(locale, post[locale]))
  }
  // /portfolio/{other-language slug} → the case study in the language of the request
  if (segments.length === 2 && first === 'portfolio') {
    const caseStudy = findBySlug(slugs.caseStudies ?? [], second!)
    return permanent(caseStudy && caseStudy[locale] && caseStudyPath(locale, caseStudy[locale]))
  }
  if (segments.length === 1) {
    const service = findBySlug(slugs.services, first!)
    if (service?.[locale]) return permanent(servicePath(locale, service[locale]))
  }

  // An internal (English) path requested without the /en prefix, or a German path under /en.
  for (const [route, german] of Object.entries(germanPathnames)) {
    if (route.includes('[') || route === '/') continue
    if (locale === 'de' && path === route && german !== route) return permanent(german)
    if (locale === 'en' && path === german && german !== route) return permanent(`/en${route}`)
  }
  return null
}
