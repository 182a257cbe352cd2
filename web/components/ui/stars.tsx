import clsx from 'clsx'
import type { CSSProperties } from 'react'

/**
 * A 0–5 star rating, drawn by CSS as one element (`.stars` in app/components.css): five outlined stars
 * with the first `rating` filled, each 1em, so a font size sets their size. A picture only, hidden from
 * assistive technology, unless `label` names the rating (then it is an image with that name). No hooks,
 * so server pages and the client review form can both use it.
 */
export function Stars({ rating, className, label }: { rating: number; className?: string; label?: string }) {
  const style = { '--rating': Math.max(0, Math.min(5, Math.round(rating))) } as CSSProperties
  return label ? (
    <span role="img" aria-label={label} className={clsx('stars text-accent-500', className)} style={style} />
  ) : (
    <span aria-hidden="true" className={clsx('stars text-accent-500', className)} style={style} />
  )
}
