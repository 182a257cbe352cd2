import { defineArrayMember, defineField, defineType, type ObjectRule, type Rule, type SlugRule } from 'sanity'
import { isAllowedLinkTarget } from './link-target'

/**
 * Field-level localization: German and English side by side in one field. Every localized type
 * requires both languages unless a field says `options: { optional: true }`.
 */
export const LANGUAGES = [
  { id: 'de', title: 'Deutsch' },
  { id: 'en', title: 'English' },
] as const

type LocaleValue = Partial<Record<'de' | 'en', unknown>> | undefined

function isEmpty(value: unknown) {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/** Both languages filled in (the rule the seed test and the studio share). */
export function requireBothLanguages(rule: ObjectRule) {
  return rule.custom((value: LocaleValue, context) => {
    const optional = (context.type?.options as { optional?: boolean } | undefined)?.optional
    if (optional && (value === undefined || (isEmpty(value.de) && isEmpty(value.en)))) return true
    const missing = LANGUAGES.filter((language) => isEmpty(value?.[language.id])).map((language) => language.title)
    return missing.length === 0 ? true : `Bitte ausfüllen: ${missing.join(' und ')}`
  }).error()
}

const languageFields = (type: string, extra: Record<string, unknown> = {}) =>
  LANGUAGES.map((language) => defineField({ name: language.id, title: language.title, type, ...extra }))

export const localeString = defineType({
  name: 'localeString',
  title: 'Text (de/en)',
  type: 'object',
  fields: languageFields('string'),
  validation: requireBothLanguages,
  options: { columns: 2 },
  preview: { select: { title: 'de', subtitle: 'en' } },
})

export const localeText = defineType({
  name: 'localeText',
  title: 'Mehrzeiliger Text (de/en)',
  type: 'object',
  fields: languageFields('text', { rows: 4 }),
  validation: requireBothLanguages,
  preview: { select: { title: 'de', subtitle: 'en' } },
})

export const localeStringList = defineType({
  name: 'localeStringList',
  title: 'Begriffe (de/en)',
  type: 'object',
  fields: LANGUAGES.map((language) =>
    defineField({ name: language.id, title: language.title, type: 'array', of: [defineArrayMember({ type: 'string' })], options: { layout: 'tags' } }),
  ),
  validation: requireBothLanguages,
  options: { columns: 2 },
})

export const localeNumber = defineType({
  name: 'localeNumber',
  title: 'Zahl (de/en)',
  type: 'object',
  fields: languageFields('number', { validation: (rule: Rule) => rule.min(0) }),
  validation: requireBothLanguages,
  options: { columns: 2 },
})

/** A URL slug per language: lowercase letters, digits and hyphens, unique among documents of the type. */
export const localeSlug = defineType({
  name: 'localeSlug',
  title: 'URL-Slug (de/en)',
  type: 'object',
  fields: LANGUAGES.map((language) =>
    defineField({
      name: language.id,
      title: language.title,
      type: 'slug',
      options: {
        source: (document: Record<string, unknown>) => {
          const title = (document.title ?? document.name) as Record<string, string> | undefined
          return title?.[language.id] ?? ''
        },
        isUnique: async (slug, context) => {
          const { document, getClient } = context
          if (!document) return true
          // The document's own draft and release versions share its slug: only other documents count.
          const id = document._id.replace(/^(drafts|versions\.[^.]+)\./, '')
          return (
            (await getClient({ apiVersion: '2025-10-01' }).fetch<number>(
              `count(*[_type == $type && !sanity::versionOf($id) && slug[$language].current == $slug])`,
              { type: document._type, id, language: language.id, slug },
            )) === 0
          )
        },
      },
      validation: (rule: SlugRule) =>
        rule.required().custom((value) =>
          !value?.current || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value.current)
            ? true
            : 'Nur Kleinbuchstaben a–z, Ziffern und Bindestriche (z. B. „lokales-seo“).',
        ).error(),
    }),
  ),
  options: { columns: 2 },
})

/** Portable Text: headings, lists, bold/italic, links and images. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Fließtext',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Absatz', value: 'normal' },
        { title: 'Überschrift 2', value: 'h2' },
        { title: 'Überschrift 3', value: 'h3' },
        { title: 'Zitat', value: 'blockquote' },
      ],
      lists: [
        { title: 'Aufzählung', value: 'bullet' },
        { title: 'Nummeriert', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Fett', value: 'strong' },
          { title: 'Kursiv', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Ziel',
                description: 'Seitenpfad wie /kontakt, eine vollständige https-Adresse, mailto: oder tel:',
                type: 'string',
                validation: (rule) =>
                  rule
                    .required()
                    .custom((href: string | undefined) =>
                      !href || isAllowedLinkTarget(href) ? true : 'Pfad mit „/“, https-Adresse, mailto: oder tel: angeben',
                    ),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({
      type: 'image',
      options: { hotspot: true },
      fields: [defineField({ name: 'alt', title: 'Alternativtext', type: 'localeString' })],
    }),
  ],
})

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Fließtext (de/en)',
  type: 'object',
  fields: LANGUAGES.map((language) => defineField({ name: language.id, title: language.title, type: 'blockContent' })),
  validation: requireBothLanguages,
})

export const localizedTypes = [localeString, localeText, localeStringList, localeNumber, localeSlug, blockContent, localeBlockContent]
