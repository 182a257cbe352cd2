import { defineArrayMember, defineField, type ArrayRule } from 'sanity'

/** An array with exactly `count` items (e.g. 4 benefits, 6 FAQ items per landing page). */
export const exactly = (count: number) => (rule: ArrayRule<unknown[]>) =>
  rule.required().length(count).error(`Genau ${count} Einträge`)

export const orderField = defineField({
  name: 'order',
  title: 'Reihenfolge',
  type: 'number',
  validation: (rule) => rule.required().integer().min(0),
})

/** Process steps 01–04 in this order. */
export const processField = (name = 'process') =>
  defineField({
    name,
    title: 'Ablauf (01–04)',
    type: 'array',
    of: [defineArrayMember({ type: 'processStep' })],
    validation: (rule) =>
      rule
        .required()
        .length(4)
        .custom((steps: { number?: string }[] | undefined) =>
          !steps || steps.map((step) => step.number).join() === '01,02,03,04' ? true : 'Schritte 01, 02, 03, 04 in dieser Reihenfolge',
        ),
  })

export const localizedList = (name: string, title: string, count?: number) =>
  defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'localeString' })],
    validation: count ? exactly(count) : (rule) => rule.required().min(1),
  })

export const slugList = defineField({
  name: 'legacySlugs',
  title: 'Alte Slugs (leiten dauerhaft hierher um)',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'string',
      validation: (rule) => rule.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { name: 'slug' }),
    }),
  ],
  options: { layout: 'tags' },
})
