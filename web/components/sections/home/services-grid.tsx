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
              className="card service-card"
            >
              <span>
                <Icon name={service.icon} className="size-6" />
              </span>
              <h3>{service.title}</h3>
              <p>{service.excerpt}</p>
              <ul className="check-list">
                {service.features?.map((feature, index) => (
                  <li key={index}>{feature}</li>
                ))}
              </ul>
              <Link
                href={pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } })}
                prefetch={false}
                className="arrow-after"
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
