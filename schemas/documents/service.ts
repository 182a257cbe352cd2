import { defineArrayMember, defineField, defineType } from 'sanity'
import { iconField } from '../objects/icon'
import { exactly, localizedList, orderField, processField, slugList } from '../fields/rules'

export const service = defineType({
  name: 'service',
  title: 'Leistung',
  type: 'document',
  groups: [
    { name: 'card', title: 'Karte & Preis', default: true },
    { name: 'page', title: 'Seite' },
    { name: 'faq', title: 'FAQ' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Name', type: 'localeString', group: 'card' }),
    defineField({ name: 'slug', title: 'URL-Slug', type: 'localeSlug', group: 'card' }),
    { ...slugList, group: 'seo' },
    { ...orderField, group: 'card' },
    { ...iconField, group: 'card' },
    defineField({ name: 'excerpt', title: 'Kurzbeschreibung', type: 'localeText', group: 'card' }),
    { ...localizedList('homeFeatures', 'Merkmale auf der Startseite (5)', 5), group: 'card' },
    { ...localizedList('cardFeatures', 'Merkmale in der Leistungsübersicht (4)', 4), group: 'card' },
    defineField({
      name: 'priceEur',
      title: 'Preis (EUR, netto)',
      type: 'number',
      group: 'card',
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'durationMonths',
      title: 'Laufzeit (Monate)',
      type: 'number',
      group: 'card',
      validation: (rule) => rule.required().integer().min(1).max(36),
    }),
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
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title.de', price: 'priceEur', months: 'durationMonths' },
    prepare: ({ title, price, months }) => ({ title, subtitle: `${price ?? '–'} € · ${months ?? '–'} Monate` }),
  },
})
