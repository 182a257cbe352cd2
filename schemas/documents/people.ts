import { defineArrayMember, defineField, defineType } from 'sanity'
import { imageWithAlt } from '../objects/blocks'
import { orderField } from '../fields/rules'

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Teammitglied',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'slug',
      title: 'Kürzel',
      type: 'string',
      validation: (rule) => rule.required().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'slug' }),
    }),
    orderField,
    defineField({ name: 'role', title: 'Position', type: 'localeString' }),
    defineField({ name: 'bio', title: 'Beschreibung', type: 'localeText' }),
    imageWithAlt('image', 'Foto'),
    defineField({ name: 'phone', title: 'Telefon', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'email', title: 'E-Mail', type: 'email', validation: (rule) => rule.required() }),
    defineField({ name: 'linkedin', title: 'LinkedIn', type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) }),
    defineField({ name: 'isFounder', title: 'Gründer/in', type: 'boolean', initialValue: false }),
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'role.de', media: 'image' } },
})

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Kundenstimme',
  type: 'document',
  fields: [
    orderField,
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'company', title: 'Unternehmen', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'location', title: 'Ort', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'quote', title: 'Zitat', type: 'localeText' }),
    defineField({
      name: 'rating',
      title: 'Sterne',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5] },
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    imageWithAlt('image', 'Foto'),
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', company: 'company', rating: 'rating', media: 'image' },
    prepare: ({ title, company, rating, media }) => ({ title, subtitle: `${company ?? ''} · ${'★'.repeat(rating ?? 0)}`, media }),
  },
})

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Fallstudie',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Titel', type: 'localeString' }),
    defineField({ name: 'slug', title: 'URL-Slug', type: 'localeSlug' }),
    orderField,
    defineField({ name: 'client', title: 'Kunde', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'category', title: 'Kategorie', type: 'localeString' }),
    defineField({ name: 'industry', title: 'Branche', type: 'localeString' }),
    defineField({ name: 'summary', title: 'Zusammenfassung', type: 'localeText' }),
    defineField({ name: 'challenge', title: 'Ausgangslage', type: 'localeText' }),
    defineField({ name: 'solution', title: 'Vorgehen', type: 'localeText' }),
    defineField({
      name: 'results',
      title: 'Ergebnisse (3)',
      type: 'array',
      of: [defineArrayMember({ type: 'localeString' })],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({ name: 'service', title: 'Leistung', type: 'reference', to: [{ type: 'service' }], validation: (rule) => rule.required() }),
    defineField({ name: 'city', title: 'Standort', type: 'reference', to: [{ type: 'city' }] }),
    defineField({
      name: 'testimonial',
      title: 'Kundenstimme (optional)',
      description: 'Das Zitat des Kunden zu diesem Projekt, falls es eines gibt.',
      type: 'reference',
      to: [{ type: 'testimonial' }],
    }),
    defineField({ name: 'durationMonths', title: 'Dauer (Monate)', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    imageWithAlt('image', 'Bild'),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title.de', subtitle: 'client', media: 'image' } },
})

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  fields: [
    orderField,
    defineField({ name: 'question', title: 'Frage', type: 'localeString' }),
    defineField({ name: 'answer', title: 'Antwort', type: 'localeText' }),
    defineField({ name: 'keywords', title: 'Suchbegriffe', type: 'localeStringList' }),
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'question.de', subtitle: 'question.en' } },
})

