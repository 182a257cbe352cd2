import { defineField, defineType } from 'sanity'

export const LEGAL_KINDS = [
  { title: 'Impressum', value: 'imprint' },
  { title: 'Datenschutzerklärung', value: 'privacy' },
  { title: 'AGB', value: 'terms' },
] as const

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Rechtstext',
  type: 'document',
  fields: [
    defineField({
      name: 'kind',
      title: 'Art',
      type: 'string',
      options: { list: [...LEGAL_KINDS] },
      readOnly: true,
      validation: (rule) =>
        rule.required().custom(async (kind, context) => {
          if (!kind || !context.document) return true
          const id = context.document._id.replace(/^drafts\./, '')
          const others = await context
            .getClient({ apiVersion: '2025-10-01' })
            .fetch<number>('count(*[_type == "legalPage" && kind == $kind && !(_id in [$id, "drafts." + $id])])', { kind, id })
          return others === 0 ? true : 'Diesen Rechtstext gibt es schon.'
        }),
    }),
    defineField({ name: 'title', title: 'Titel', type: 'localeString' }),
    defineField({ name: 'lastUpdated', title: 'Stand', type: 'date', validation: (rule) => rule.required() }),
    defineField({
      name: 'isTemplate',
      title: 'Vorlage (noch nicht anwaltlich geprüft)',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({ name: 'body', title: 'Text', type: 'localeBlockContent' }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo' }),
  ],
  preview: {
    select: { title: 'title.de', date: 'lastUpdated', template: 'isTemplate' },
    prepare: ({ title, date, template }) => ({ title, subtitle: `Stand ${date ?? '–'}${template ? ' · Vorlage, prüfen lassen' : ''}` }),
  },
})

export const redirect = defineType({
  name: 'redirect',
  title: 'Weiterleitung',
  type: 'document',
  fields: [
    defineField({
      name: 'source',
      title: 'Alter Pfad',
      type: 'string',
      description: 'z. B. /alte-seite oder /en/old-page',
      validation: (rule) =>
        rule.required().custom((source: string | undefined, context) => {
          if (!source) return true
          if (!/^\/[^\s?#]*$/.test(source)) return 'Ein Pfad, der mit „/“ beginnt, ohne Leerzeichen, ? oder #.'
          if (source === (context.document as { destination?: string } | undefined)?.destination) return 'Ziel und Quelle sind gleich.'
          return true
        }),
    }),
    defineField({
      name: 'destination',
      title: 'Neues Ziel',
      type: 'string',
      description: 'Pfad wie /leistungen/seo-audit oder eine vollständige https-Adresse',
      validation: (rule) =>
        rule.required().custom((destination: string | undefined) =>
          !destination || /^\/\S*$/.test(destination) || /^https:\/\/\S+$/.test(destination) ? true : 'Pfad oder https-Adresse angeben.',
        ),
    }),
    defineField({ name: 'permanent', title: 'Dauerhaft (308)', type: 'boolean', initialValue: true }),
  ],
  preview: {
    select: { source: 'source', destination: 'destination', permanent: 'permanent' },
    prepare: ({ source, destination, permanent }) => ({ title: `${source} → ${destination}`, subtitle: permanent ? 'dauerhaft' : 'vorübergehend' }),
  },
})
