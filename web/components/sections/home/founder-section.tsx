import { Quote } from '@/components/ui/svg-icon'
import { ContentImage } from '@/components/ui/content-image'
import { Container } from '@/components/ui/container'
import type { HomeContent } from './types'

export function FounderSection({ founder }: { founder: HomeContent['founder'] }) {
  if (!founder) return null
  return (
    <section aria-labelledby="founder-heading" className="py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-[1fr_1.5fr]">
        <div data-reveal className="mx-auto w-full max-w-sm">
          <ContentImage
            image={founder.member?.image}
            sizes="(min-width: 1024px) 384px, 90vw"
            className="aspect-square w-full rounded-3xl object-cover shadow-lg"
          />
        </div>
        <div data-reveal style={{ '--reveal-index': 1 } as React.CSSProperties}>
          <h2 id="founder-heading" className="section-heading">
            {founder.heading}
          </h2>
          {founder.text?.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="section-intro">
              {paragraph}
            </p>
          ))}
          {founder.quote && (
            <figure className="mt-8 rounded-2xl bg-brand-50 p-6">
              <Quote aria-hidden="true" className="size-8 text-brand-600" />
              <blockquote className="mt-2 font-display text-xl text-ink-900">
                <p>{founder.quote}</p>
              </blockquote>
              <figcaption className="mt-4">
                <span className="block font-semibold text-ink-950">{founder.member?.name}</span>
                <span className="small-note">{founder.member?.role}</span>
              </figcaption>
            </figure>
          )}
        </div>
      </Container>
    </section>
  )
}
