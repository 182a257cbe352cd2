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

// The lucide names the components used, so that a switch from lucide-react is an import change. Pure:
// a bundle keeps only the icons its code uses.
export const ArrowLeft = /* @__PURE__ */ icon('arrow-left')
export const ArrowRight = /* @__PURE__ */ icon('arrow-right')
export const Briefcase = /* @__PURE__ */ icon('briefcase')
export const Building2 = /* @__PURE__ */ icon('building-complex')
export const Calendar = /* @__PURE__ */ icon('calendar')
export const CalendarRange = /* @__PURE__ */ icon('calendar-range')
export const Check = /* @__PURE__ */ icon('check')
export const CheckCircle2 = /* @__PURE__ */ icon('circle-check')
export const ChevronDown = /* @__PURE__ */ icon('chevron-down')
export const ChevronLeft = /* @__PURE__ */ icon('chevron-left')
export const ChevronRight = /* @__PURE__ */ icon('chevron-right')
export const Clock = /* @__PURE__ */ icon('clock')
export const ExternalLink = /* @__PURE__ */ icon('external-link')
export const Globe = /* @__PURE__ */ icon('globe')
export const Mail = /* @__PURE__ */ icon('mail')
export const MapPin = /* @__PURE__ */ icon('map-pin')
export const Menu = /* @__PURE__ */ icon('menu')
export const MessageCircle = /* @__PURE__ */ icon('message-circle')
export const Phone = /* @__PURE__ */ icon('phone')
export const Quote = /* @__PURE__ */ icon('quote')
export const Rss = /* @__PURE__ */ icon('rss')
export const Search = /* @__PURE__ */ icon('search')
export const ShieldCheck = /* @__PURE__ */ icon('shield-check')
export const Star = /* @__PURE__ */ icon('star')
export const Trophy = /* @__PURE__ */ icon('trophy')
export const X = /* @__PURE__ */ icon('x')
