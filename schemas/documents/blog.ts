import { defineField, defineType } from 'sanity'
import { imageWithAlt } from '../objects/blocks'
import { orderField, slugList } from '../fields/rules'

export const blogCategory = defineType({
  name: 'blogCategory',
  title: 'Blog-Kategorie',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Name', type: 'localeString' }),
    defineField({ name: 'slug', title: 'URL-Slug', type: 'localeSlug' }),
    orderField,
  ],
  orderings: [{ title: 'Reihenfolge', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'title.de', subtitle: 'title.en' } },
})

export const post = defineType({
  name: 'post',
  title: 'Artikel',
  type: 'document',
  groups: [
    { name: 'content', title: 'Inhalt', default: true },
    { name: 'meta', title: 'Einordnung' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({ name: 'title', title: 'Titel', type: 'localeString', group: 'content' }),
    defineField({ name: 'slug', title: 'URL-Slug', type: 'localeSlug', group: 'content' }),
    { ...slugList, group: 'seo' },
    defineField({ name: 'excerpt', title: 'Anreißer', type: 'localeText', group: 'content' }),
    { ...imageWithAlt('mainImage', 'Titelbild'), group: 'content' },
    defineField({ name: 'body', title: 'Text', type: 'localeBlockContent', group: 'content' }),
    defineField({
      name: 'category',
      title: 'Kategorie',
      type: 'reference',
      to: [{ type: 'blogCategory' }],
      validation: (rule) => rule.required(),
      group: 'meta',
    }),
    defineField({
      name: 'author',
      title: 'Autor/in',
      type: 'reference',
      to: [{ type: 'teamMember' }],
      validation: (rule) => rule.required(),
      group: 'meta',
    }),
    defineField({ name: 'publishedAt', title: 'Veröffentlicht am', type: 'date', validation: (rule) => rule.required(), group: 'meta' }),
    defineField({ name: 'readingTimeMinutes', title: 'Lesezeit (Minuten)', type: 'localeNumber', group: 'meta' }),
    defineField({ name: 'keywords', title: 'Keywords (Suche im Blog)', type: 'localeStringList', group: 'meta' }),
    defineField({
      name: 'formType',
      title: 'Eingebettetes Formular',
      type: 'string',
      options: {
        list: [
          { title: 'Keines', value: 'none' },
          { title: 'Kontakt', value: 'contact' },
          { title: 'SEO-Audit', value: 'audit' },
          { title: 'Terminanfrage', value: 'meeting' },
        ],
        layout: 'radio',
      },
      initialValue: 'none',
      validation: (rule) => rule.required(),
      group: 'meta',
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo' }),
  ],
  orderings: [{ title: 'Neueste zuerst', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title.de', category: 'category.title.de', date: 'publishedAt', media: 'mainImage' },
    prepare: ({ title, category, date, media }) => ({ title, subtitle: [category, date].filter(Boolean).join(' · '), media }),
  },
})
