import { defineField } from 'sanity'

/** The icons editors can pick; the site renders them with lucide (web/components/ui/icon.tsx). */
export const ICONS = [
  'map-pin', 'search', 'gauge', 'file-text', 'link', 'pen-tool', 'clipboard-check', 'store',
  'trending-up', 'users', 'award', 'clock', 'target', 'bar-chart', 'shield-check', 'rocket', 'star',
  'globe', 'smartphone', 'mic', 'message-circle', 'phone', 'mail', 'lightbulb', 'layers', 'settings',
  'zap', 'check-circle', 'building', 'compass', 'handshake', 'heart', 'line-chart', 'sparkles',
  'code', 'image', 'list-checks', 'calendar', 'euro', 'megaphone', 'book-open', 'navigation',
] as const

export type IconName = (typeof ICONS)[number]

export const iconField = defineField({
  name: 'icon',
  title: 'Symbol',
  type: 'string',
  options: { list: ICONS.map((icon) => ({ title: icon, value: icon })) },
  validation: (rule) => rule.required(),
})
