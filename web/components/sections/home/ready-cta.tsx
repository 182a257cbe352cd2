import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import type { HomeContent } from './types'

export function ReadyCta({ cta, contactHref }: { cta: HomeContent['readyCta']; contactHref: string }) {
  if (!cta) return null
  return (
    <section aria-labelledby="ready-heading" className="bg-brand-800 py-16 sm:py-20">
      <Container className="flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div data-reveal className="max-w-2xl">
          <h2 id="ready-heading" className="text-3xl font-bold text-white sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">{cta.text}</p>
        </div>
        <a data-reveal href={contactHref} className={buttonClassName('light', 'shrink-0')}>
          {cta.buttonLabel}
        </a>
      </Container>
    </section>
  )
}
