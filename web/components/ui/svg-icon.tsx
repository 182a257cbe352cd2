import type { CSSProperties, SVGAttributes } from 'react'
import type { SpriteIconName } from './sprite-icons'

/** Bumped with the sprite's content, so that a browser never keeps an old sprite with a new page. */
export const SPRITE_URL = '/icons.svg?v=2'

export type SvgIconProps = Omit<SVGAttributes<SVGSVGElement>, 'fill' | 'strokeWidth' | 'name'> & {
  /** `currentColor` fills the shape (a full star); default none, as lucide draws */
  fill?: string
  strokeWidth?: number
}
export type SvgIconComponent = (props: SvgIconProps) => React.JSX.Element

/**
 * A lucide icon from the sprite web/public/icons.svg (scripts/icons/build-sprite.ts): `<svg><use/></svg>`,
 * rendered on the server or inside a client component alike, no client code of its own. Stroke, size
 * and line caps come from the `.icon` rule in globals.css (lucide's defaults, 24 × 24 when no size class
 * is given); the icon takes the text colour. Decorative: hidden from assistive technology.
 */
export function SvgIcon({ name, className, fill, strokeWidth, style, ...rest }: SvgIconProps & { name: SpriteIconName }) {
  const own: CSSProperties | undefined =
    fill !== undefined || strokeWidth !== undefined ? { ...(fill !== undefined && { fill }), ...(strokeWidth !== undefined && { strokeWidth }), ...style } : style
  // Only the attributes that are set: an explicit `style={undefined}` would still be sent in the RSC
  // payload of every icon of a server component.
  return (
    <svg aria-hidden="true" {...rest} className={className ? `icon ${className}` : 'icon'} {...(own && { style: own })}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  )
}

const icon = (name: SpriteIconName): SvgIconComponent => {
  const Component = (props: SvgIconProps) => <SvgIcon {...props} name={name} />
  Component.displayName = name
  return Component
}

// The lucide names the components used, so that a switch from lucide-react is an import change.
export const ArrowLeft = icon('arrow-left')
export const ArrowRight = icon('arrow-right')
export const Briefcase = icon('briefcase')
export const Building2 = icon('building-complex')
export const Calendar = icon('calendar')
export const CalendarRange = icon('calendar-range')
export const Check = icon('check')
export const CheckCircle2 = icon('circle-check')
export const ChevronDown = icon('chevron-down')
export const ChevronLeft = icon('chevron-left')
export const ChevronRight = icon('chevron-right')
export const Clock = icon('clock')
export const ExternalLink = icon('external-link')
export const Globe = icon('globe')
export const Mail = icon('mail')
export const MapPin = icon('map-pin')
export const Menu = icon('menu')
export const MessageCircle = icon('message-circle')
export const Phone = icon('phone')
export const Quote = icon('quote')
export const Rss = icon('rss')
export const Search = icon('search')
export const ShieldCheck = icon('shield-check')
export const Star = icon('star')
export const Trophy = icon('trophy')
export const X = icon('x')
