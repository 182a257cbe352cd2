import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { LandingPage } from '@/components/sections/landing/landing-page'
import { Container } from '@/components/ui/container'
import { isLocale, type Locale, routing } from '@/i18n/routing'
import { getCity, getRouteSlugs } from '@/lib/content/loaders'
import { pageMetadata } from '@/lib/metadata'
import { alternatesFor, pathFor } from '@/lib/routing/paths'
import { resolveLegacyPath } from '@/lib/routing/resolve-legacy-path'

export async function generateStaticParams() {
  const { cities } = await getRouteSlugs()
  return routing.locales.flatMap((locale) => cities.flatMap((city) => (city[locale] ? [{ locale, city: city[locale] }] : [])))
}

/** The city of the URL with its alternates, or null. Never throws, so metadata and page agree. */
async function find(locale: Locale, slug: string) {
  const city = await getCity(locale, slug)
  if (!city) return null
  const alternates = alternatesFor((language: Locale) => {
    const localized = city.slugs?.[language]
    return localized ? { pathname: '/locations/[city]', params: { city: localized } } : null
  })
  return { city, alternates }
}

export async function generateMetadata({ params }: PageProps<'/[locale]/locations/[city]'>): Promise<Metadata> {
  const { locale, city: slug } = await params
  const found = isLocale(locale) ? await find(locale, slug) : null
  return found ? pageMetadata(locale as Locale, found.city.seo, found.alternates) : {}
}

/** The page's content; an old slug redirects permanently to the current one, anything else is a 404. */
async function load(params: PageProps<'/[locale]/locations/[city]'>['params']) {
  const { locale, city: slug } = await params
  if (!isLocale(locale)) notFound()
  // Before any notFound(): the 404 page reads the locale, and must not fall back to request headers.
  setRequestLocale(locale)
  const found = await find(locale, slug)
  if (!found) {
    const resolution = resolveLegacyPath(locale, `${locale === 'de' ? '/standorte' : '/locations'}/${slug}`, await getRouteSlugs())
    if (resolution) permanentRedirect(resolution.destination)
    notFound()
  }
  return { locale, ...found }
}

export default async function CityPage({ params }: PageProps<'/[locale]/locations/[city]'>) {
  const { locale, city, alternates } = await load(params)
  setRequestLocale(locale)
  const [t, common, format] = await Promise.all([
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'common' }),
    getFormatter({ locale }),
  ])
  const facts = [
    { label: common('population'), value: city.population ? format.number(city.population) : null },
    { label: common('businesses'), value: city.businessCount ? format.number(city.businessCount) : null },
  ]
  return (
    <PageShell locale={locale} alternates={alternates}>
      <LandingPage
        locale={locale}
        content={city}
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
              {city.localMarket?.split(/\n{2,}/).map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>)}
            </div>
          </Container>
        </section>
      </LandingPage>
    </PageShell>
  )
}
