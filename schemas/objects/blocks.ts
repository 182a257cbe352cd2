import { defineField, defineType } from 'sanity'
import { iconField } from './icon'

/** Small building blocks shared by pages: features, process steps, FAQ items, heroes, CTAs. */
export const feature = defineType({
  name: 'feature',
  title: 'Vorteil / Karte',
  type: 'object',
  fields: [
    iconField,
    defineField({ name: 'title', title: 'Titel', type: 'localeString' }),
    defineField({ name: 'description', title: 'Beschreibung', type: 'localeText' }),
  ],
  preview: { select: { title: 'title.de', subtitle: 'description.de' } },
})

export const processStep = defineType({
  name: 'processStep',
  title: 'Prozessschritt',
  type: 'object',
  fields: [
    defineField({
      name: 'number',
      title: 'Nummer',
      type: 'string',
      options: { list: ['01', '02', '03', '04'] },
      validation: (rule) => rule.required(),
    }),
    iconField,
    defineField({ name: 'title', title: 'Titel', type: 'localeString' }),
    defineField({ name: 'description', title: 'Beschreibung', type: 'localeText' }),
  ],
  preview: {
    select: { number: 'number', title: 'title.de' },
    prepare: ({ number, title }) => ({ title: `${number ?? '??'} – ${title ?? ''}` }),
  },
})

export const faqItem = defineType({
  name: 'faqItem',
  title: 'Frage und Antwort',
  type: 'object',
  fields: [
    defineField({ name: 'question', title: 'Frage', type: 'localeString' }),
    defineField({ name: 'answer', title: 'Antwort', type: 'localeText' }),
  ],
  preview: { select: { title: 'question.de', subtitle: 'answer.de' } },
})

export const hero = defineType({
  name: 'hero',
  title: 'Einstieg (Hero)',
  type: 'object',
  fields: [
    defineField({ name: 'eyebrow', title: 'Dachzeile (optional)', type: 'localeString', options: { optional: true } }),
    defineField({ name: 'heading', title: 'Überschrift (H1)', type: 'localeString' }),
    defineField({ name: 'text', title: 'Einleitung', type: 'localeText' }),
  ],
  preview: { select: { title: 'heading.de' } },
})

export const sectionIntro = defineType({
  name: 'sectionIntro',
  title: 'Abschnitt',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Überschrift', type: 'localeString' }),
    defineField({ name: 'text', title: 'Einleitung (optional)', type: 'localeText', options: { optional: true } }),
  ],
  preview: { select: { title: 'heading.de' } },
})

export const callToAction = defineType({
  name: 'callToAction',
  title: 'Handlungsaufforderung',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Überschrift', type: 'localeString' }),
    defineField({ name: 'text', title: 'Text', type: 'localeText' }),
    defineField({ name: 'buttonLabel', title: 'Button-Beschriftung (optional)', type: 'localeString', options: { optional: true } }),
  ],
  preview: { select: { title: 'heading.de' } },
})

export const CLAIMS = [
  { title: 'Kunden', value: 'clients' },
  { title: 'Projekte', value: 'projects' },
  { title: 'Sichtbarkeitsplus (%)', value: 'visibilityIncrease' },
  { title: 'Jahre Erfahrung', value: 'yearsExperience' },
  { title: 'Zufriedenheit (%)', value: 'satisfaction' },
  { title: 'Audit-Faktoren', value: 'auditFactors' },
]

export const statRef = defineType({
  name: 'statRef',
  title: 'Kennzahl',
  type: 'object',
  description: 'Die Zahl selbst steht in den Einstellungen (Kennzahlen), damit keine Seite einer anderen widerspricht.',
  fields: [
    defineField({ name: 'claim', title: 'Kennzahl', type: 'string', options: { list: CLAIMS }, validation: (rule) => rule.required() }),
    defineField({ name: 'label', title: 'Beschriftung', type: 'localeString' }),
    iconField,
  ],
  preview: { select: { title: 'label.de', subtitle: 'claim' } },
})

/** An image with alternative text in both languages. */
export const imageWithAlt = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'image',
    options: { hotspot: true },
    fields: [defineField({ name: 'alt', title: 'Alternativtext', type: 'localeString' })],
    validation: (rule) => rule.required(),
  })

export const seo = defineType({
  name: 'seo',
  title: 'SEO & Metadaten',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Seitentitel',
      type: 'localeString',
      description: 'Höchstens 60 Zeichen je Sprache.',
      validation: (rule) =>
        rule.custom((value: { de?: string; en?: string } | undefined) =>
          [value?.de, value?.en].some((text) => (text?.length ?? 0) > 60) ? 'Länger als 60 Zeichen wird in Suchergebnissen abgeschnitten.' : true,
        ).warning(),
    }),
    defineField({
      name: 'description',
      title: 'Meta-Beschreibung',
      type: 'localeText',
      description: '120–160 Zeichen je Sprache.',
      validation: (rule) =>
        rule.custom((value: { de?: string; en?: string } | undefined) =>
          [value?.de, value?.en].some((text) => (text?.length ?? 0) > 160) ? 'Länger als 160 Zeichen wird abgeschnitten.' : true,
        ).warning(),
    }),
    defineField({ name: 'keywords', title: 'Keywords', type: 'localeStringList' }),
    defineField({
      name: 'canonical',
      title: 'Kanonische URL (nur bei Abweichung)',
      type: 'localeString',
      options: { optional: true },
      description: 'Leer lassen: die Seite verweist auf sich selbst.',
    }),
    defineField({
      name: 'socialImage',
      title: 'Bild für soziale Netzwerke',
      type: 'image',
      fields: [defineField({ name: 'alt', title: 'Alternativtext', type: 'localeString' })],
    }),
    defineField({ name: 'localBusiness', title: 'Als lokales Unternehmen auszeichnen', type: 'boolean', initialValue: false }),
    defineField({
      name: 'schemaType',
      title: 'Schema.org-Typ',
      type: 'string',
      options: {
        list: ['WebPage', 'Service', 'LocalBusiness', 'AboutPage', 'ContactPage', 'CollectionPage', 'Blog', 'BlogPosting', 'FAQPage', 'ProfilePage'],
      },
      validation: (rule) => rule.required(),
    }),
  ],
})

export const objectTypes = [feature, processStep, faqItem, hero, sectionIntro, callToAction, statRef, seo]
