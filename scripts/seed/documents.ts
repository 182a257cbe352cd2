/** Every seed document, with the schema type it belongs to. */
import { citiesA } from './content/cities-a'
import { citiesB } from './content/cities-b'
import { legalPages } from './content/legal'
import { caseStudies, team, testimonials } from './content/people'
import { postsA } from './content/posts-a'
import { postsB } from './content/posts-b'
import { services } from './content/services'
import * as site from './content/site'

/** Authoring id prefix → document type (singletons use their type name as id). */
const TYPE_BY_PREFIX: Record<string, string> = {
  service: 'service',
  city: 'city',
  post: 'post',
  blogCategory: 'blogCategory',
  teamMember: 'teamMember',
  testimonial: 'testimonial',
  caseStudy: 'caseStudy',
  faq: 'faq',
  legal: 'legalPage',
  redirect: 'redirect',
}

export interface AuthoredDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

export function typeOfAuthoringId(id: string): string {
  const [prefix] = id.split('.')
  return id.includes('.') ? (TYPE_BY_PREFIX[prefix!] ?? prefix!) : id
}

export function authoredDocuments(): AuthoredDocument[] {
  const all: { _id: string }[] = [
    site.siteSettings,
    site.homePage,
    site.aboutPage,
    site.servicesPage,
    site.locationsPage,
    site.teamPage,
    site.reviewsPage,
    site.portfolioPage,
    site.blogPage,
    site.contactPage,
    site.freeAuditPage,
    ...site.faqs,
    ...site.blogCategories,
    ...site.redirects,
    ...services,
    ...citiesA,
    ...citiesB,
    ...postsA,
    ...postsB,
    ...team,
    ...testimonials,
    ...caseStudies,
    ...legalPages,
  ]
  return all.map((document) => ({ ...document, _type: typeOfAuthoringId(document._id) }))
}
