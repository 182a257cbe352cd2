import { defineArrayMember, defineField, defineType } from 'sanity'
import { landingFields, landingGroups } from '../fields/landing'
import { orderField } from '../fields/rules'

export const city = defineType({
  name: 'city',
  title: 'Standort',
  type: 'document',
  groups: [
    { name: 'facts', title: 'Stadt & Fakten', default: true },
    ...landingGroups,
  ],
  fields: [
    defineField({ name: 'name', title: 'Stadt', type: 'localeString', group: 'facts' }),
    defineField({ name: 'slug', title: 'URL-Slug', type: 'localeSlug', group: 'facts' }),
    { ...orderField, group: 'facts' },
    defineField({ name: 'featured', title: 'In der Standortübersicht hervorheben', type: 'boolean', initialValue: false, group: 'facts' }),
    defineField({ name: 'region', title: 'Bundesland', type: 'localeString', group: 'facts' }),
    defineField({ name: 'population', title: 'Einwohner', type: 'number', validation: (rule) => rule.required().integer().positive(), group: 'facts' }),
    defineField({ name: 'businessCount', title: 'Unternehmen', type: 'number', validation: (rule) => rule.required().integer().positive(), group: 'facts' }),
    defineField({
      name: 'geo',
      title: 'Koordinaten',
      type: 'object',
      options: { columns: 2 },
      group: 'facts',
      fields: [
        defineField({ name: 'lat', title: 'Breite', type: 'number', validation: (rule) => rule.required().min(47).max(55.1) }),
        defineField({ name: 'lng', title: 'Länge', type: 'number', validation: (rule) => rule.required().min(5.8).max(15.1) }),
      ],
    }),
    defineField({ name: 'keywords', title: 'Suchbegriffe (Startseitenkarte)', type: 'localeStringList', group: 'facts' }),
    defineField({ name: 'intro', title: 'Kurzvorstellung', type: 'localeText', group: 'page' }),
    defineField({ name: 'localMarket', title: 'Lokaler Markt', type: 'localeText', group: 'page' }),
    defineField({
      name: 'services',
      title: 'Leistungen in der Übersicht (3)',
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'service' }] })],
      validation: (rule) => rule.required().length(3).unique(),
      group: 'facts',
    }),
    defineField({
      name: 'caseStudy',
      title: 'Erfolgsgeschichte',
      type: 'object',
      group: 'facts',
      fields: [
        defineField({ name: 'client', title: 'Kunde', type: 'localeString' }),
        defineField({ name: 'result', title: 'Ergebnis', type: 'localeText' }),
      ],
    }),
    ...landingFields,
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name.de', region: 'region.de', featured: 'featured' },
    prepare: ({ title, region, featured }) => ({ title, subtitle: `${region ?? ''}${featured ? ' · hervorgehoben' : ''}` }),
  },
})
