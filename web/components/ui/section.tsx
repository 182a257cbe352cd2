import clsx from 'clsx'
import type { ReactNode } from 'react'
import { Container } from './container'

type Tone = 'white' | 'muted' | 'dark' | 'brand'

const TONES: Record<Tone, string> = {
  white: 'bg-white',
  muted: 'bg-ink-50',
  dark: 'bg-ink-950 text-ink-100',
  brand: 'bg-brand-800 text-white',
}

/**
 * A page section with a heading and optional intro. It fades in when scrolled into view
 * (`data-reveal`; see RevealObserver), `index` staggers neighbouring sections.
 */
export function Section({
  id,
  heading,
  intro,
  eyebrow,
  tone = 'white',
  children,
  className,
  headingId,
}: {
  id?: string
  heading?: string | null
  intro?: string | null
  eyebrow?: string | null
  tone?: Tone
  children: ReactNode
  className?: string
  headingId?: string
}) {
  const labelledBy = heading ? (headingId ?? (id ? `${id}-heading` : undefined)) : undefined
  const dark = tone === 'dark' || tone === 'brand'
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx(TONES[tone], 'py-16 sm:py-24', className)}>
      <Container>
        {heading && (
          <div data-reveal className="section-head">
            {eyebrow && (
              <p className={clsx('mb-3 text-sm font-semibold tracking-wide uppercase', dark ? 'text-brand-200' : 'text-brand-700')}>
                {eyebrow}
              </p>
            )}
            <h2 id={labelledBy} className={clsx('section-heading', dark && 'text-white')}>
              {heading}
            </h2>
            {intro && <p className={clsx('section-intro', dark && 'text-ink-200')}>{intro}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  )
}
