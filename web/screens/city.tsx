import { getFormatter, getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { LandingPage } from '@/components/sections/landing/landing-page'
import { Container } from '@/components/ui/container'
import { getCity, getLayoutContent } from '@/lib/content/loaders'
import { professionalService } from '@/lib/seo/structured-data'
import { pathFor } from '@/lib/routing/paths'
import { slugRoute } from '@/lib/routing/slug-route'
import { NotFoundPage } from '@/components/errors/not-found-page'
import type { ScreenProps } from '@/lib/routing/screen'

const cityRoute = slugRoute({
  route: '/locations/[city]',
  param: 'city',
  fetch: getCity,
  slugsOf: (slugs) => slugs.cities,
})

export const generateStaticParams = cityRoute.generateStaticParams
export const generateMetadata = cityRoute.generateMetadata

export default async function CityPage({ params }: ScreenProps<{ city: string }>) {
  const loaded = await cityRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, document: city, alternates } = loaded
  const [t, common, format, { settings }] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'common' }),
    getFormatter({ locale }),
    getLayoutContent(locale),
  ])
  if (!settings) return <NotFoundPage locale={locale} />
  const facts = [
    { label: common('population'), value: city.population ? format.number(city.population) : null },
    { label: common('businesses'), value: city.businessCount ? format.number(city.businessCount) : null },
  ]
  return (
    <PageShell locale={locale} alternates={alternates}>
      <LandingPage
        locale={locale}
        content={city}
        mainEntity={professionalService(settings, city.name ? [city.name] : [])}
        breadcrumb={[
          { label: t('home'), href: pathFor(locale, '/') },
          { label: t('locations'), href: pathFor(locale, '/locations') },
          { label: city.name ?? '', href: alternates[locale] ?? '' },
        ]}
      >
        <section aria-label={city.name ?? undefined} className="py-12 sm:py-16">
          <Container className="grid gap-10 lg:grid-cols-[1fr_2fr]">
            <dl className="grid h-fit gap-4 rounded-2xl bg-ink-50 p-6">
              <div>
                <dt className="text-sm text-ink-600">{city.region}</dt>
                <dd className="font-display text-2xl font-bold text-ink-950">{city.name}</dd>
              </div>
              {facts.map((fact) =>
                fact.value ? (
                  <div key={fact.label}>
                    <dt className="text-sm text-ink-600">{fact.label}</dt>
                    <dd className="font-display text-2xl font-bold text-ink-950">{fact.value}</dd>
                  </div>
                ) : null,
              )}
            </dl>
            <div className="space-y-4 text-lg leading-relaxed text-ink-700">
              <p className="text-xl text-ink-900">{city.intro}</p>
              {city.localMarket?.split(/\n{2,}/).map((paragraph, index) => <p key={index}>{paragraph}</p>)}
            </div>
          </Container>
        </section>
      </LandingPage>
    </PageShell>
  )
}
