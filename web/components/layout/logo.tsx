import { SPRITE_URL } from '@/components/ui/svg-icon'

/**
 * The agency's word mark: a map pin inside a magnifier (the sprite's `logo` symbol, its ring in the
 * text colour), and the name.
 */
export function Logo({ name, inverted = false }: { name: string; inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={inverted ? 'text-brand-200' : 'text-brand-700'}>
        <use href={`${SPRITE_URL}#logo`} />
      </svg>
      <span className={inverted ? 'logo-name text-white' : 'logo-name'}>
        {name}
      </span>
    </span>
  )
}
