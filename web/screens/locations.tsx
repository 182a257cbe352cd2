import { ArrowRight, MapPin, Trophy } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { getFormatter, getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { PageHero } from '@/components/sections/page-hero'
import { StatList } from '@/components/sections/stat-list'
import { buttonClassName } from '@/components/ui/button-link'
import { Section } from '@/components/ui/section'
import { getLayoutContent, getLocationsPage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, professionalService, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute, documentOnly } from '@/lib/routing/content-route'
import type { ScreenProps } from '@/lib/routing/screen'

const locationsOverviewRoute = contentRoute({
  route: '/locations',
  fetch: documentOnly(getLocationsPage),
})
const { alternates } = locationsOverviewRoute

export const generateMetadata = locationsOverviewRoute.generateMetadata

/**
 * The locations overview: hero, the featured cities as full cards (region, population, businesses, three
 * services, a success story), every other city as a compact card, why local expertise, results, call to
 * action. Every card links to its city page.
 */
export default async function LocationsOverviewPage({ params }: ScreenProps) {
  const loaded = await locationsOverviewRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page } = loaded
  const [t, nav, landing, common, format, { settings }] = await Promise.all([
    getTranslations({ locale, namespace: 'locationsOverview' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'common' }),
    getFormatter({ locale }),
    getLayoutContent(locale),
  ])
  const auditHref = pathFor(locale, '/free-audit')
  const contactHref = pathFor(locale, '/contact')
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('locations'), href: pathFor(locale, '/locations') },
  ]
  const cities = page.cities.filter((city) => city.slug && city.name)
  const featured = cities.filter((city) => city.featured)
  const others = cities.filter((city) => !city.featured)
  const cityHref = (slug: string) => pathFor(locale, { pathname: '/locations/[city]', params: { city: slug } })

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(
          webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'CollectionPage' }),
          settings ? professionalService(settings, cities.map((city) => city.name ?? '')) : null,
          breadcrumbList(crumbs),
        )} />
      <PageHero hero={page.hero} crumbs={crumbs} breadcrumbLabel={landing('breadcrumb')}>
        <a href={auditHref} className={buttonClassName('primary')}>
          {t('auditCta')}
        </a>
        <a href={contactHref} className={buttonClassName('secondary')}>
          {t('contactCta')}
        </a>
      </PageHero>

      <Section id="cities" heading={page.citiesSection?.heading} intro={page.citiesSection?.text} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="featured-cities">
          {featured.map((city, index) => (
            <li
              key={city._id}
              data-reveal
              data-slug={city.slug}
              style={{ '--reveal-index': index % 3 } as React.CSSProperties}
              className="panel"
            >
              <h3 className="panel-title">
                <MapPin aria-hidden="true" className="size-6 text-brand-600" />
                <Link href={cityHref(city.slug!)} prefetch={false} className="hover:text-brand-800 hover:underline">
                  {city.name}
                </Link>
              </h3>
              <p className="mt-1 text-sm font-medium text-ink-600">{city.region}</p>
              <dl aria-label={t('factsLabel', { city: city.name! })} className="mt-5 grid grid-cols-2 gap-4 rounded-xl bg-ink-50 p-4">
                {typeof city.population === 'number' && (
                  <div>
                    <dt className="fact-label">{common('population')}</dt>
                    <dd className="fact-value">{format.number(city.population)}</dd>
                  </div>
                )}
                {typeof city.businessCount === 'number' && (
                  <div>
                    <dt className="fact-label">{common('businesses')}</dt>
                    <dd className="fact-value">{format.number(city.businessCount)}</dd>
                  </div>
                )}
              </dl>
              {city.services && city.services.length > 0 && (
                <>
                  <h4 className="mt-5 text-sm font-semibold text-ink-900">{t('servicesHeading')}</h4>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {city.services.map((service) =>
                      service.slug ? (
                        <li key={service._id}>
                          <Link
                            href={pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } })}
                            prefetch={false}
                            className="tag-link"
                          >
                            {service.title}
                          </Link>
                        </li>
                      ) : null,
                    )}
                  </ul>
                </>
              )}
              {city.caseStudy?.result && (
                <figure className="success-story">
                  <figcaption className="success-story-title">
                    <Trophy aria-hidden="true" className="size-4 text-accent-500" />
                    {t('successStory')}
                  </figcaption>
                  <p className="mt-2 text-sm font-medium text-ink-800">{city.caseStudy.client}</p>
                  <p className="mt-1 text-sm leading-relaxed text-ink-700">{city.caseStudy.result}</p>
                </figure>
              )}
              <Link
                href={cityHref(city.slug!)}
                prefetch={false}
                className="panel-link"
              >
                {t('cityPage', { city: city.name! })}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>

        {others.length > 0 && (
          <>
            <h3 className="mt-16 text-center text-2xl font-bold">{t('moreCities')}</h3>
            <ul className="mt-8 grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" data-testid="more-cities">
              {others.map((city, index) => (
                <li key={city._id} data-reveal data-slug={city.slug} style={{ '--reveal-index': index % 5 } as React.CSSProperties}>
                  <Link href={cityHref(city.slug!)} prefetch={false} className="city-card">
                    {city.name}
                    <span>{city.region}</span>
                    {typeof city.population === 'number' && (
                      <span>
                        {common('population')}: {format.number(city.population)}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>

      <Section id="why-local" heading={page.whyChoose?.heading} intro={page.whyChoose?.text}>
        <FeatureGrid items={page.whyChoose?.items} columns={4} />
      </Section>

      <Section id="results" heading={page.results?.heading} intro={page.results?.text} tone="muted">
        <StatList stats={page.results?.stats} claims={settings?.claims} locale={locale} />
      </Section>

      <ClosingCta locale={locale} heading={page.cta?.heading} text={page.cta?.text}>
        <a href={contactHref} className={buttonClassName('light')}>
          {page.cta?.buttonLabel || t('contactCta')}
        </a>
        <a href={auditHref} className={buttonClassName('ghost')}>
          {t('auditCta')}
        </a>
      </ClosingCta>
    </PageShell>
  )
}
