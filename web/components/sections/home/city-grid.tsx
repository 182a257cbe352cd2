import Link from 'next/link'
import type { Locale } from '@/i18n/routing'
import { Section } from '@/components/ui/section'
import { pathFor } from '@/lib/routing/paths'
import type { HomeContent } from './types'

/** The 20 cities the agency serves, each linking to its city page. */
export function CityGrid({ section, cities, locale }: { section: HomeContent['citiesSection']; cities: HomeContent['cities']; locale: Locale }) {
  return (
    <Section id="locations" heading={section?.heading} intro={section?.text}>
      <ul className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        {(cities ?? []).map((city, index) =>
          city.slug ? (
            <li key={city._id} data-reveal style={{ '--reveal-index': index % 5 } as React.CSSProperties}>
              <Link href={pathFor(locale, { pathname: '/locations/[city]', params: { city: city.slug } })} prefetch={false} className="city-card">
                {city.name}
                <span>{city.region}</span>
                {city.keywords && <span>{city.keywords.join(' · ')}</span>}
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </Section>
  )
}
