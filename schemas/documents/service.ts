import { defineField, defineType } from 'sanity'
import { iconField } from '../objects/icon'
import { landingFields, landingGroups } from '../fields/landing'
import { localizedList, orderField, slugList } from '../fields/rules'

export const service = defineType({
  name: 'service',
  title: 'Leistung',
  type: 'document',
  groups: [
    { name: 'card', title: 'Karte & Preis', default: true },
    ...landingGroups,
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
    ...landingFields,
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title.de', price: 'priceEur', months: 'durationMonths' },
    prepare: ({ title, price, months }) => ({ title, subtitle: `${price ?? '–'} € · ${months ?? '–'} Monate` }),
  },
})
