import Link from 'next/link'
import type { Locale } from '@/i18n/routing'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { pathFor } from '@/lib/routing/paths'
import type { HomeContent } from './types'

export function ServicesGrid({
  section,
  services,
  locale,
  learnMore,
}: {
  section: HomeContent['servicesSection']
  services: HomeContent['services']
  locale: Locale
  learnMore: string
}) {
  return (
    <Section id="services" heading={section?.heading} intro={section?.text} tone="muted">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service, index) =>
          service.slug ? (
            <li
              key={service._id}
              data-reveal
              style={{ '--reveal-index': index % 3 } as React.CSSProperties}
              className="card flex flex-col transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                <Icon name={service.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
              <p className="mt-2 leading-relaxed text-ink-600">{service.excerpt}</p>
              <ul className="check-list mt-4 mb-6 space-y-2 text-sm text-ink-700">
                {service.features?.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Link
                href={pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } })}
                className="arrow-after mt-auto inline-flex items-center gap-1 font-semibold text-brand-800 hover:text-brand-950"
              >
                {learnMore}
                <span className="sr-only">: {service.title}</span>
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  )
}
