/**
 * Every icon in the sprite web/public/icons.svg, by its lucide-react file name: the icons the public
 * pages draw (svg-icon.tsx) and every icon editors can choose in the studio (icon.tsx). After a change,
 * `npx tsx scripts/icons/build-sprite.ts` writes the sprite again.
 */
export const SPRITE_ICONS = [
  // drawn by components
  'arrow-left', 'arrow-right', 'briefcase', 'building-complex', 'calendar', 'calendar-range', 'check', 'circle-check',
  'chevron-down', 'chevron-left', 'chevron-right', 'clock', 'external-link', 'globe', 'mail', 'map-pin', 'menu',
  'message-circle', 'phone', 'quote', 'rss', 'search', 'shield-check', 'star', 'trophy', 'x',
  // chosen by editors (schemas/objects/icon.ts)
  'award', 'chart-column', 'book-open', 'code-xml', 'compass', 'euro', 'file-text', 'gauge', 'handshake', 'heart', 'image',
  'layers', 'lightbulb', 'chart-line', 'link-2', 'list-checks', 'megaphone', 'mic', 'navigation', 'pen-tool', 'rocket',
  'settings', 'smartphone', 'sparkles', 'store', 'target', 'trending-up', 'users', 'zap', 'clipboard-check',
] as const

export type SpriteIconName = (typeof SPRITE_ICONS)[number]

/** Icons lists repeat many times per page, drawn as CSS masks instead (web/app/icon-masks.css, components.css). */
export const MASK_ICONS = ['arrow-right', 'check', 'chevron-down', 'circle-check', 'map-pin', 'star'] as const satisfies readonly SpriteIconName[]
