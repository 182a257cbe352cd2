import { defineArrayMember, defineField, defineType } from 'sanity'
import { isValidCreditorId, isValidIban } from '../fields/iban'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const time = (name: string, title: string) =>
  defineField({ name, title, type: 'string', validation: (rule) => rule.required().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { name: 'HH:MM' }) })
const count = (name: string, title: string) =>
  defineField({ name, title, type: 'number', validation: (rule) => rule.required().integer().min(0) })

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Einstellungen',
  type: 'document',
  groups: [
    { name: 'company', title: 'Unternehmen', default: true },
    { name: 'contact', title: 'Kontakt' },
    { name: 'claims', title: 'Kennzahlen' },
    { name: 'billing', title: 'Rechnungen' },
  ],
  fields: [
    defineField({ name: 'companyName', title: 'Marke', type: 'string', validation: (rule) => rule.required(), group: 'company' }),
    defineField({ name: 'legalName', title: 'Firma (Rechtsform)', type: 'string', validation: (rule) => rule.required(), group: 'company' }),
    defineField({ name: 'tagline', title: 'Claim', type: 'localeString', group: 'company' }),
    defineField({
      name: 'managingDirectors',
      title: 'Geschäftsführung',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
      group: 'company',
    }),
    defineField({ name: 'registerCourt', title: 'Registergericht', type: 'string', validation: (rule) => rule.required(), group: 'company' }),
    defineField({ name: 'registerNumber', title: 'Handelsregisternummer', type: 'string', validation: (rule) => rule.required(), group: 'company' }),
    defineField({
      name: 'vatId',
      title: 'USt-IdNr.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^DE\d{9}$/, { name: 'USt-IdNr.' }),
      group: 'company',
    }),
    defineField({
      name: 'address',
      title: 'Anschrift',
      type: 'object',
      group: 'contact',
      fields: [
        defineField({ name: 'street', title: 'Straße und Hausnummer', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'postalCode', title: 'PLZ', type: 'string', validation: (rule) => rule.required().regex(/^\d{5}$/, { name: 'PLZ' }) }),
        defineField({ name: 'city', title: 'Ort', type: 'string', validation: (rule) => rule.required() }),
        defineField({ name: 'country', title: 'Land', type: 'localeString' }),
      ],
    }),
    defineField({
      name: 'geo',
      title: 'Koordinaten',
      type: 'object',
      options: { columns: 2 },
      group: 'contact',
      fields: [
        defineField({ name: 'lat', title: 'Breite', type: 'number', validation: (rule) => rule.required().min(-90).max(90) }),
        defineField({ name: 'lng', title: 'Länge', type: 'number', validation: (rule) => rule.required().min(-180).max(180) }),
      ],
    }),
    defineField({ name: 'phone', title: 'Telefon (Anzeige)', type: 'string', validation: (rule) => rule.required(), group: 'contact' }),
    defineField({
      name: 'phoneE164',
      title: 'Telefon (international, für Links)',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+\d{7,15}$/, { name: '+49…' }),
      group: 'contact',
    }),
    defineField({ name: 'email', title: 'E-Mail', type: 'email', validation: (rule) => rule.required(), group: 'contact' }),
    defineField({
      name: 'chatNumber',
      title: 'WhatsApp-Nummer (nur Ziffern, mit Ländervorwahl)',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\d{7,15}$/, { name: 'Ziffern' }),
      group: 'contact',
    }),
    defineField({
      name: 'openingHours',
      title: 'Öffnungszeiten',
      type: 'array',
      group: 'contact',
      of: [
        defineArrayMember({
          name: 'openingHoursSpecification',
          title: 'Zeitraum',
          type: 'object',
          fields: [
            defineField({
              name: 'days',
              title: 'Tage',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              options: { list: DAYS.map((day) => ({ title: day, value: day })) },
              validation: (rule) => rule.required().min(1),
            }),
            time('opens', 'Öffnet'),
            time('closes', 'Schließt'),
          ],
          preview: {
            select: { days: 'days', opens: 'opens', closes: 'closes' },
            prepare: ({ days, opens, closes }) => ({ title: `${(days ?? []).join(', ')}: ${opens}–${closes}` }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'claims',
      title: 'Kennzahlen',
      description: 'Die einzige Quelle für Zahlen auf der Website (Startseite, Über uns, Standorte …).',
      type: 'object',
      group: 'claims',
      fields: [
        count('clients', 'Kunden'),
        count('projects', 'Projekte'),
        count('visibilityIncrease', 'Sichtbarkeitsplus (%)'),
        count('yearsExperience', 'Jahre Erfahrung'),
        count('satisfaction', 'Zufriedenheit (%)'),
        count('auditFactors', 'Geprüfte Audit-Faktoren'),
        count('foundedYear', 'Gründungsjahr'),
      ],
    }),
    defineField({
      name: 'social',
      title: 'Soziale Netzwerke',
      type: 'object',
      group: 'contact',
      fields: ['linkedin', 'instagram', 'facebook'].map((name) =>
        defineField({ name, title: name, type: 'url', validation: (rule) => rule.uri({ scheme: ['https'] }) }),
      ),
    }),
    defineField({ name: 'footerText', title: 'Text im Seitenfuß', type: 'localeText', group: 'company' }),
    defineField({
      name: 'taxNumber',
      title: 'Steuernummer',
      description: 'Erscheint neben der USt-IdNr. auf Rechnungen (optional).',
      type: 'string',
      validation: (rule) => rule.regex(/^[\d/ ]{10,16}$/, { name: 'Steuernummer' }),
      group: 'billing',
    }),
    defineField({
      name: 'bankAccount',
      title: 'Bankverbindung',
      description: 'Steht auf jeder neuen Rechnung und in ihrem GiroCode. Bereits ausgestellte Rechnungen behalten ihre Angaben.',
      type: 'object',
      group: 'billing',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'accountHolder', title: 'Kontoinhaber', type: 'string', validation: (rule) => rule.required().max(70) }),
        defineField({
          name: 'iban',
          title: 'IBAN',
          type: 'string',
          validation: (rule) =>
            rule.required().custom((value) => (typeof value !== 'string' || isValidIban(value) ? true : 'Keine gültige IBAN (Prüfziffer stimmt nicht).')),
        }),
        defineField({
          name: 'bic',
          title: 'BIC',
          type: 'string',
          validation: (rule) => rule.required().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { name: 'BIC' }),
        }),
        defineField({ name: 'bankName', title: 'Bank', type: 'string', validation: (rule) => rule.required() }),
      ],
    }),
    defineField({
      name: 'sepaCreditorId',
      title: 'Gläubiger-Identifikationsnummer (SEPA)',
      description: 'Von der Bundesbank vergeben; nötig für Lastschriften. Steht im Mandatstext, auf Rechnungen mit Lastschrift und in den Lastschriftdateien für die Bank.',
      type: 'string',
      group: 'billing',
      validation: (rule) => rule.custom((value) => (typeof value !== 'string' || isValidCreditorId(value) ? true : 'Keine gültige Gläubiger-ID (Prüfziffer stimmt nicht), z. B. DE98ZZZ09999999999.')),
    }),
    defineField({
      name: 'paymentTermDays',
      title: 'Zahlungsziel (Tage)',
      description: 'Vorgabe für neue Rechnungen.',
      type: 'number',
      initialValue: 14,
      validation: (rule) => rule.required().integer().min(0).max(90),
      group: 'billing',
    }),
    defineField({
      name: 'dunning',
      title: 'Mahnwesen',
      description:
        'Wann offene Rechnungen erinnert und gemahnt werden. Danach steht die Rechnung im Backoffice unter „Wiedervorlage“. Erinnerungen von Hand gehen jederzeit.',
      type: 'object',
      group: 'billing',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'automatic',
          title: 'Automatisch erinnern und mahnen',
          description: 'Aus: Erinnerungen gehen nur von Hand aus dem Backoffice.',
          type: 'boolean',
          initialValue: true,
        }),
        defineField({
          name: 'firstReminderDays',
          title: 'Zahlungserinnerung (Tage nach Fälligkeit)',
          type: 'number',
          initialValue: 7,
          validation: (rule) => rule.integer().min(1).max(90),
        }),
        defineField({
          name: 'secondReminderDays',
          title: 'Mahnung (Tage nach der Zahlungserinnerung)',
          type: 'number',
          initialValue: 14,
          validation: (rule) => rule.integer().min(1).max(90),
        }),
        defineField({
          name: 'followUpDays',
          title: 'Wiedervorlage (Tage nach der Mahnung)',
          type: 'number',
          initialValue: 14,
          validation: (rule) => rule.integer().min(1).max(90),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Einstellungen' }) },
})
