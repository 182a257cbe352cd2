import clsx from 'clsx'
import type { ReactNode } from 'react'
import { Container } from '@/components/ui/container'

export interface IntroHeroContent {
  eyebrow: string | null
  heading: string | null
  text: string | null
}

/**
 * The opening of a simple page (contact, free audit, reviews): eyebrow, the page's only h1 and the
 * intro from the CMS; `children` (a form, a rating summary) stand beside it on wide screens.
 */
export function IntroHero({
  hero,
  id,
  children,
  className,
}: {
  hero: IntroHeroContent | null | undefined
  id: string
  children?: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={clsx('bg-gradient-to-b from-brand-50 to-white', className)}>
      <Container className={clsx('py-12 sm:py-20', children && 'grid items-start gap-10 lg:grid-cols-[1fr_1.1fr] lg:gap-14')}>
        <div>
          {hero?.eyebrow && <p className="font-semibold text-brand-700">{hero.eyebrow}</p>}
          <h1 id={id} className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {hero?.heading}
          </h1>
          {hero?.text && <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-600 sm:text-xl">{hero.text}</p>}
        </div>
        {children}
      </Container>
    </section>
  )
}
