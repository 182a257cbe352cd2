import { blogCategory, post } from './documents/blog'
import { city } from './documents/city'
import { legalPage, redirect } from './documents/legal-and-redirects'
import { caseStudy, faq, teamMember, testimonial } from './documents/people'
import { service } from './documents/service'
import { localizedTypes } from './fields/localized'
import { objectTypes } from './objects/blocks'
import { pageTypes } from './singletons/pages'
import { siteSettings } from './singletons/site-settings'

/** Every schema type of the content model, in the order the studio lists them. */
export const schemaTypes = [
  ...localizedTypes,
  ...objectTypes,
  siteSettings,
  ...pageTypes,
  service,
  city,
  post,
  blogCategory,
  teamMember,
  testimonial,
  caseStudy,
  faq,
  legalPage,
  redirect,
]

/** Page copy and settings: one document each, with the type name as its id. */
export const singletonTypes = new Set(['siteSettings', ...pageTypes.map((type) => type.name)])

export { ICONS, type IconName } from './objects/icon'
export { LEGAL_KINDS } from './documents/legal-and-redirects'
