import { defineArrayMember, defineField, defineType, type FieldDefinition } from 'sanity'
import { exactly, localizedList, processField } from '../fields/rules'

/** The copy of each page, one singleton document per page (ids = type names). */
const seoField = defineField({ name: 'seo', title: 'SEO', type: 'seo' })
const heroField = defineField({ name: 'hero', title: 'Einstieg', type: 'hero' })
const ctaField = (optional = false) =>
  optional
    ? defineField({ name: 'cta', title: 'Abschluss (optional)', type: 'callToAction' })
    : defineField({ name: 'cta', title: 'Abschluss', type: 'callToAction', validation: (rule) => rule.required() })
const section = (name: string, title: string, extra: FieldDefinition[] = []) =>
  defineField({
    name,
    title,
    type: 'object',
    fields: [
      defineField({ name: 'heading', title: 'Überschrift', type: 'localeString' }),
      defineField({ name: 'text', title: 'Einleitung (optional)', type: 'localeText', options: { optional: true } }),
      ...extra,
    ],
  })
const features = (name: string, title: string, count: number) =>
  defineField({ name, title, type: 'array', of: [defineArrayMember({ type: 'feature' })], validation: exactly(count) })
const stats = (count: number) =>
  defineField({ name: 'stats', title: `Kennzahlen (${count})`, type: 'array', of: [defineArrayMember({ type: 'statRef' })], validation: exactly(count) })

const singleton = (name: string, title: string, fields: FieldDefinition[]) =>
  defineType({ name, title, type: 'document', fields, preview: { prepare: () => ({ title }) } })

export const homePage = singleton('homePage', 'Startseite', [
  seoField,
  defineField({
    name: 'hero',
    title: 'Einstieg',
    type: 'object',
    fields: [
      defineField({ name: 'eyebrow', title: 'Dachzeile (optional)', type: 'localeString', options: { optional: true } }),
      defineField({ name: 'heading', title: 'Überschrift (H1)', type: 'localeString' }),
      defineField({ name: 'text', title: 'Einleitung', type: 'localeText' }),
      defineField({ name: 'primaryCta', title: 'Button: Audit', type: 'localeString' }),
      defineField({ name: 'secondaryCta', title: 'Button: Chat', type: 'localeString' }),
      localizedList('trustPoints', 'Vertrauenspunkte (3)', 3),
    ],
  }),
  stats(4),
  section('intro', 'Agenturvorstellung', [
    defineField({ name: 'body', title: 'Text', type: 'localeText' }),
    localizedList('highlights', 'Stärken'),
  ]),
  section('servicesSection', 'Leistungen – Abschnitt'),
  section('citiesSection', 'Standorte – Abschnitt'),
  defineField({
    name: 'cities',
    title: 'Städte im Raster (20)',
    type: 'array',
    of: [defineArrayMember({ type: 'reference', to: [{ type: 'city' }] })],
    validation: (rule) => rule.required().length(20).unique(),
  }),
  section('testimonialsSection', 'Kundenstimmen – Abschnitt'),
  defineField({ name: 'readyCta', title: 'Handlungsaufforderung', type: 'callToAction' }),
  section('processSection', 'Ablauf – Abschnitt', [processField('steps')]),
  section('auditSection', 'SEO-Audit – Abschnitt', [localizedList('bullets', 'Was das Audit prüft')]),
  section('faqSection', 'FAQ – Abschnitt', [
    defineField({
      name: 'items',
      title: 'Fragen (6)',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) => rule.required().length(6).unique(),
    }),
  ]),
  defineField({
    name: 'founder',
    title: 'Gründer',
    type: 'object',
    fields: [
      defineField({ name: 'heading', title: 'Überschrift', type: 'localeString' }),
      defineField({ name: 'member', title: 'Person', type: 'reference', to: [{ type: 'teamMember' }], validation: (rule) => rule.required() }),
      defineField({ name: 'text', title: 'Text', type: 'localeText' }),
      defineField({ name: 'quote', title: 'Zitat', type: 'localeText' }),
    ],
  }),
  section('contactSection', 'Kontakt – Abschnitt'),
])

export const aboutPage = singleton('aboutPage', 'Über uns', [
  seoField,
  heroField,
  section('story', 'Geschichte', [defineField({ name: 'body', title: 'Text', type: 'localeText' })]),
  section('mission', 'Mission', [defineField({ name: 'body', title: 'Text', type: 'localeText' })]),
  stats(4),
  features('values', 'Werte (3)', 3),
  ctaField(),
])

export const servicesPage = singleton('servicesPage', 'Leistungsübersicht', [
  seoField,
  heroField,
  section('servicesSection', 'Leistungen – Abschnitt'),
  section('whyChooseUs', 'Warum wir', [features('items', 'Gründe (4)', 4)]),
  ctaField(),
])

export const locationsPage = singleton('locationsPage', 'Standortübersicht', [
  seoField,
  heroField,
  section('citiesSection', 'Städte – Abschnitt'),
  section('whyChoose', 'Warum wir', [features('items', 'Gründe (4)', 4)]),
  section('results', 'Ergebnisse', [
    defineField({ name: 'stats', title: 'Kennzahlen (4)', type: 'array', of: [defineArrayMember({ type: 'statRef' })], validation: exactly(4) }),
  ]),
  ctaField(),
])

export const teamPage = singleton('teamPage', 'Team', [seoField, heroField, ctaField(true)])
export const blogPage = singleton('blogPage', 'Blog', [seoField, heroField, ctaField(true)])

export const reviewsPage = singleton('reviewsPage', 'Bewertungen', [
  seoField,
  heroField,
  defineField({
    name: 'verificationNote',
    title: 'Hinweis zur Echtheitsprüfung (§ 5b Abs. 3 UWG)',
    type: 'localeText',
  }),
  section('formSection', 'Bewertungsformular – Abschnitt'),
  ctaField(true),
])

export const portfolioPage = singleton('portfolioPage', 'Portfolio', [
  seoField,
  heroField,
  section('trackRecord', 'Erfolgsbilanz', [
    defineField({ name: 'stats', title: 'Kennzahlen', type: 'array', of: [defineArrayMember({ type: 'statRef' })], validation: (rule) => rule.required().min(1) }),
  ]),
  ctaField(true),
])

export const contactPage = singleton('contactPage', 'Kontakt', [
  seoField,
  heroField,
  section('formSection', 'Formular – Abschnitt'),
  defineField({ name: 'mapNote', title: 'Hinweis zur Karte', type: 'localeText' }),
  ctaField(true),
])

export const freeAuditPage = singleton('freeAuditPage', 'Kostenloses Audit', [
  seoField,
  heroField,
  section('covers', 'Was das Audit abdeckt', [features('items', 'Bereiche (6)', 6)]),
  processField('steps'),
  ctaField(true),
])

export const pageTypes = [homePage, aboutPage, servicesPage, locationsPage, teamPage, reviewsPage, portfolioPage, blogPage, contactPage, freeAuditPage]
