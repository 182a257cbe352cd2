import clsx from 'clsx'

const STAR = '12 2 15.09 8.26 22 9.27 17 14.14 18.18 21.02 12 17.77 5.82 21.02 7 14.14 2 9.27 8.91 8.26 12 2'

/**
 * A 0–5 star rating as a picture only (hidden from assistive technology: the caller says the rating in
 * words). Plain SVG without hooks, so server pages and the client review form can both use it.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span aria-hidden="true" className={clsx('inline-flex shrink-0 gap-0.5 text-accent-500', className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          className="size-[1em]"
          fill={index < Math.round(rating) ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinejoin="round"
          focusable="false"
        >
          <polygon points={STAR} />
        </svg>
      ))}
    </span>
  )
}
