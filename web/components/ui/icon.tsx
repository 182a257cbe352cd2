import type { IconName } from '@schemas/objects/icon'
import type { SpriteIconName } from './sprite-icons'
import { SvgIcon } from './svg-icon'

/** Every icon editors can choose in the studio (schemas/objects/icon.ts), mapped to a lucide icon of the sprite. */
const ICONS: Record<IconName, SpriteIconName> = {
  'map-pin': 'map-pin', search: 'search', gauge: 'gauge', 'file-text': 'file-text', link: 'link-2', 'pen-tool': 'pen-tool',
  'clipboard-check': 'clipboard-check', store: 'store', 'trending-up': 'trending-up', users: 'users', award: 'award',
  clock: 'clock', target: 'target', 'bar-chart': 'chart-column', 'shield-check': 'shield-check', rocket: 'rocket', star: 'star',
  globe: 'globe', smartphone: 'smartphone', mic: 'mic', 'message-circle': 'message-circle', phone: 'phone', mail: 'mail',
  lightbulb: 'lightbulb', layers: 'layers', settings: 'settings', zap: 'zap', 'check-circle': 'circle-check',
  building: 'building-complex', compass: 'compass', handshake: 'handshake', heart: 'heart', 'line-chart': 'chart-line',
  sparkles: 'sparkles', code: 'code-xml', image: 'image', 'list-checks': 'list-checks', calendar: 'calendar', euro: 'euro',
  megaphone: 'megaphone', 'book-open': 'book-open', navigation: 'navigation',
}

export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  return <SvgIcon name={(name && ICONS[name as IconName]) || 'sparkles'} className={className} strokeWidth={1.75} />
}
