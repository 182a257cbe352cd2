import type {
  BreadcrumbList,
  DayOfWeek,
  HowTo,
  Offer,
  Organization,
  Person,
  PostalAddress,
  ProfessionalService,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts'
import type { Locale } from '@/i18n/routing'
import type { LayoutQueryResult } from '@/lib/content/sanity.types'
import { siteUrl } from '@/lib/site-url'

/**
 * Builders of the schema.org nodes the pages carry as JSON-LD (rendered by components/seo/json-ld.tsx).
 * Nodes refer to each other by `@id`: the agency is `/#organization` (site-wide, in the layout), its office
 * `/#business`, the site `/#website`; a page is `<url>#webpage`. (A page's FAQPage, `<url>#faq`, is built by
 * faq-page.ts: the FAQ accordion writes it in the browser too.)
 */

type Settings = NonNullable<LayoutQueryResult['settings']>

/** An absolute URL of a site path (or an image URL that may already be absolute). */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl()}${path}`
}

export const organizationRef = () => ({ '@id': `${siteUrl()}/#organization` })
export const businessRef = () => ({ '@id': `${siteUrl()}/#business` })
const websiteRef = () => ({ '@id': `${siteUrl()}/#website` })

function postalAddress(settings: Settings): PostalAddress | undefined {
  const address = settings.address
  if (!address?.street) return undefined
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode ?? undefined,
    addressLocality: address.city ?? undefined,
    addressCountry: 'DE',
  }
}

const sameAs = (settings: Settings) =>
  [settings.social?.linkedin, settings.social?.instagram, settings.social?.facebook].filter((url): url is string => Boolean(url))

/** The agency (site-wide): name, legal name, logo, contact and profiles. */
export function organization(settings: Settings): Organization {
  return {
    '@type': 'Organization',
    ...organizationRef(),
    name: settings.companyName ?? undefined,
    legalName: settings.legalName ?? undefined,
    url: `${siteUrl()}/`,
    logo: absoluteUrl('/icon.svg'),
    email: settings.email ?? undefined,
    telephone: settings.phoneE164 ?? undefined,
    address: postalAddress(settings),
    sameAs: sameAs(settings),
  }
}

/** The website in one language, published by the agency. */
export function website(settings: Settings, locale: Locale, homePath: string): WebSite {
  return {
    '@type': 'WebSite',
    ...websiteRef(),
    url: absoluteUrl(homePath),
    name: settings.companyName ?? undefined,
    inLanguage: locale,
    publisher: organizationRef(),
  }
}

/**
 * The agency's office as a local business: real address, coordinates, hours. `areaServed` is the city of a
 * city page, or every city the agency serves.
 */
export function professionalService(settings: Settings, areaServed: string[], image?: string): ProfessionalService {
  return {
    '@type': 'ProfessionalService',
    ...businessRef(),
    name: settings.companyName ?? undefined,
    url: `${siteUrl()}/`,
    ...(image ? { image: absoluteUrl(image) } : { image: absoluteUrl('/icon.svg') }),
    telephone: settings.phoneE164 ?? undefined,
    email: settings.email ?? undefined,
    address: postalAddress(settings),
    ...(settings.geo?.lat != null && settings.geo?.lng != null
      ? { geo: { '@type': 'GeoCoordinates', latitude: settings.geo.lat, longitude: settings.geo.lng } }
      : {}),
    openingHoursSpecification: (settings.openingHours ?? []).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: (hours.days ?? []).map((day) => `https://schema.org/${day}` as DayOfWeek),
      opens: hours.opens ?? undefined,
      closes: hours.closes ?? undefined,
    })),
    areaServed: areaServed.map((name) => ({ '@type': 'City', name })),
    parentOrganization: organizationRef(),
  }
}

/** A service with its price (net, EUR) as an Offer. */
export function service(input: {
  path: string
  name: string | null
  description: string | null
  priceEur: number | null
  durationMonths?: number | null
}): Service {
  const url = absoluteUrl(input.path)
  const offer: Offer | undefined =
    input.priceEur == null
      ? undefined
      : {
          '@type': 'Offer',
          price: input.priceEur,
          priceCurrency: 'EUR',
          url,
          availability: 'https://schema.org/InStock',
          seller: organizationRef(),
        }
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: input.name ?? undefined,
    description: input.description ?? undefined,
    url,
    serviceType: input.name ?? undefined,
    provider: businessRef(),
    areaServed: { '@type': 'Country', name: 'DE' },
    ...(offer ? { offers: offer } : {}),
  }
}

export function howTo(
  path: string,
  name: string | null | undefined,
  steps: { title: string | null; description: string | null }[] | null | undefined,
): HowTo | null {
  if (!name || !steps?.length) return null
  return {
    '@type': 'HowTo',
    '@id': `${absoluteUrl(path)}#process`,
    name,
    step: steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title ?? '',
      text: step.description ?? step.title ?? '',
    })),
  }
}

export function breadcrumbList(crumbs: { label: string; href: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  }
}

export type WebPageType = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'ProfilePage' | 'FAQPage'

/** The page itself, part of the website, in its language. */
export function webPage(input: {
  path: string
  locale: Locale
  name: string | null | undefined
  description?: string | null
  type?: WebPageType
}): WebPage {
  const url = absoluteUrl(input.path)
  return {
    '@type': input.type ?? 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: input.name ?? undefined,
    description: input.description ?? undefined,
    inLanguage: input.locale,
    isPartOf: websiteRef(),
    about: organizationRef(),
  } as WebPage
}

/** A team member as a Person working for the agency. */
export function person(input: {
  name: string | null
  jobTitle: string | null
  description?: string | null
  image?: string | null
  email?: string | null
  telephone?: string | null
  sameAs?: (string | null | undefined)[]
  url: string
}): Person {
  return {
    '@type': 'Person',
    '@id': `${absoluteUrl(input.url)}`,
    name: input.name ?? undefined,
    jobTitle: input.jobTitle ?? undefined,
    description: input.description ?? undefined,
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.telephone ? { telephone: input.telephone } : {}),
    sameAs: (input.sameAs ?? []).filter((url): url is string => Boolean(url)),
    worksFor: organizationRef(),
  }
}

/** One JSON-LD document of the nodes a page carries (empty builders return null and are left out). */
export function graph(...nodes: (Thing | null | undefined)[]) {
  return { '@context': 'https://schema.org' as const, '@graph': nodes.filter((node): node is Thing => Boolean(node)) }
}
