import { Container } from '@/components/ui/container'
import type { HomeContent } from './types'

export function IntroSection({ intro }: { intro: HomeContent['intro'] }) {
  if (!intro) return null
  return (
    <section aria-labelledby="intro-heading" className="py-16 sm:py-24">
      <Container className="grid gap-12 lg:grid-cols-2">
        <div data-reveal>
          <h2 id="intro-heading" className="section-heading">
            {intro.heading}
          </h2>
          {intro.text && <p className="mt-4 text-xl leading-relaxed text-ink-700">{intro.text}</p>}
        </div>
        <div data-reveal style={{ '--reveal-index': 1 } as React.CSSProperties}>
          {intro.body?.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="mb-4 leading-relaxed text-ink-600">
              {paragraph}
            </p>
          ))}
          {intro.highlights && (
            <ul className="check-list-circle mt-6 grid gap-3 font-medium text-ink-800 *:gap-2 sm:grid-cols-2">
              {intro.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  )
}
