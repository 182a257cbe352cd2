import { MapPin, MessageCircle } from '@/components/ui/svg-icon'
import { Stars } from '@/components/ui/stars'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import type { HomeContent } from './types'

export interface HeroLabels {
  query: string
  competitor: string
}

/** A stylised local search result, showing what the agency sells: being the first pin on the map. */
function LocalPackIllustration({ company, labels }: { company: string; labels: HeroLabels }) {
  const rows = [company, `${labels.competitor} A`, `${labels.competitor} B`]
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rounded-3xl bg-white p-5 shadow-2xl ring-1 ring-ink-100">
        <div className="flex items-center gap-3 rounded-full bg-ink-50 px-4 py-3 text-sm text-ink-600">
          <span className="size-3 rounded-full bg-brand-500" />
          {labels.query}
        </div>
        <div className="relative mt-4 h-36 overflow-hidden rounded-2xl bg-brand-50">
          <svg viewBox="0 0 400 150" className="absolute inset-0 h-full w-full" preserveAspectRatio="none">
            <path d="M0 110 C80 90 120 130 200 100 S320 60 400 80" stroke="#95ead6" strokeWidth="14" fill="none" />
            <path d="M60 0 L120 150 M260 0 L230 150 M0 40 L400 55" stroke="#c9f5ea" strokeWidth="8" fill="none" />
          </svg>
          <MapPin className="absolute top-8 left-[46%] size-10 fill-accent-400 text-ink-900" />
          <MapPin className="absolute top-16 left-[18%] size-7 text-ink-500" />
          <MapPin className="absolute top-12 left-[74%] size-7 text-ink-500" />
        </div>
        <ol className="mt-4 space-y-3">
          {rows.map((name, index) => (
            <li key={name} className={`flex items-center justify-between rounded-xl px-3 py-2 ${index === 0 ? 'bg-brand-50 ring-1 ring-brand-200' : ''}`}>
              <span>
                <span className={`block text-sm font-semibold ${index === 0 ? 'text-brand-800' : 'text-ink-500'}`}>{name}</span>
                <Stars rating={index === 0 ? 5 : 3} className="block text-xs" />
              </span>
              <span className={`text-xs font-bold ${index === 0 ? 'text-brand-700' : 'text-ink-500'}`}>#{index + 1}</span>
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}

export function HeroSection({
  hero,
  company,
  auditHref,
  chatHref,
  labels,
}: {
  hero: HomeContent['hero']
  company: string
  auditHref: string
  chatHref: string | null
  labels: HeroLabels
}) {
  if (!hero) return null
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div>
          {hero.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
              <MapPin aria-hidden="true" className="size-4" />
              {hero.eyebrow}
            </p>
          )}
          <h1 id="hero-heading" className="mt-6 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-600 sm:text-xl">{hero.text}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={auditHref} className={buttonClassName('primary')}>
              {hero.primaryCta}
            </a>
            {chatHref && (
              <a href={chatHref} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
                <MessageCircle aria-hidden="true" className="size-5" />
                {hero.secondaryCta}
              </a>
            )}
          </div>
          {hero.trustPoints && (
            <ul className="check-list-circle mt-8 grid gap-2 text-sm font-medium text-ink-700 *:items-center *:gap-2 *:before:mt-0 sm:grid-cols-3">
              {hero.trustPoints.map((point, index) => (
                <li key={index}>{point}</li>
              ))}
            </ul>
          )}
        </div>
        <LocalPackIllustration company={company} labels={labels} />
      </Container>
    </section>
  )
}
