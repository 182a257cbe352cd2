import { defineArrayMember, defineField } from 'sanity'
import { exactly, processField } from './rules'

/** Field groups of the landing pages (services and cities share the spec's landing layout). */
export const landingGroups = [
  { name: 'page', title: 'Seite' },
  { name: 'faq', title: 'FAQ' },
  { name: 'seo', title: 'SEO' },
]

/**
 * The landing layout: hero, 4 benefits, 6 service cards, process 01–04, 6 FAQ items, closing call to
 * action and SEO. One definition, so the rules of service and city pages cannot drift apart.
 */
export const landingFields = [
  defineField({ name: 'hero', title: 'Einstieg', type: 'hero', group: 'page' }),
  defineField({ name: 'benefitsSection', title: 'Vorteile – Abschnitt', type: 'sectionIntro', group: 'page' }),
  defineField({ name: 'benefits', title: 'Vorteile (4)', type: 'array', of: [defineArrayMember({ type: 'feature' })], validation: exactly(4), group: 'page' }),
  defineField({ name: 'servicesSection', title: 'Leistungen – Abschnitt', type: 'sectionIntro', group: 'page' }),
  defineField({ name: 'serviceCards', title: 'Leistungskarten (6)', type: 'array', of: [defineArrayMember({ type: 'feature' })], validation: exactly(6), group: 'page' }),
  defineField({ name: 'processSection', title: 'Ablauf – Abschnitt', type: 'sectionIntro', group: 'page' }),
  { ...processField(), group: 'page' },
  defineField({ name: 'faqs', title: 'Häufige Fragen (6)', type: 'array', of: [defineArrayMember({ type: 'faqItem' })], validation: exactly(6), group: 'faq' }),
  defineField({ name: 'cta', title: 'Abschluss', type: 'callToAction', group: 'page' }),
  defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
]
