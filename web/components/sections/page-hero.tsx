import type { ReactNode } from 'react'
import { Breadcrumb, type Crumb } from '@/components/blog/breadcrumb'
import { Container } from '@/components/ui/container'

export interface PageHeroContent {
  eyebrow: string | null
  heading: string | null
  text: string | null
}

/**
 * The opening of an overview or company page: breadcrumb, eyebrow, the page's H1 and intro from the
 * CMS, then optional buttons (`children`).
 */
export function PageHero({
  hero,
  crumbs,
  breadcrumbLabel,
  children,
}: {
  hero: PageHeroContent | null | undefined
  crumbs: Crumb[]
  breadcrumbLabel: string
  children?: ReactNode
}) {
  return (
    <section aria-labelledby="page-heading" className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-12 sm:py-20">
        <Breadcrumb crumbs={crumbs} label={breadcrumbLabel} />
        {hero?.eyebrow && <p className="mt-8 font-semibold text-brand-700">{hero.eyebrow}</p>}
        <h1 id="page-heading" className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">
          {hero?.heading}
        </h1>
        {hero?.text && <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-600 sm:text-xl">{hero.text}</p>}
        {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{children}</div>}
      </Container>
    </section>
  )
}
