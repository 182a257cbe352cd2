import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { LandingPage } from '@/components/sections/landing/landing-page'
import { isLocale, type Locale, routing } from '@/i18n/routing'
import { getRouteSlugs, getService } from '@/lib/content/loaders'
import { pageMetadata } from '@/lib/metadata'
import { alternatesFor, pathFor } from '@/lib/routing/paths'
import { resolveLegacyPath } from '@/lib/routing/resolve-legacy-path'

export async function generateStaticParams() {
  const { services } = await getRouteSlugs()
  return routing.locales.flatMap((locale) =>
    services.flatMap((service) => (service[locale] ? [{ locale, slug: service[locale] }] : [])),
  )
}

/** The service of the URL with its alternates, or null. Never throws, so metadata and page agree. */
async function find(locale: Locale, slug: string) {
  const service = await getService(locale, slug)
  if (!service) return null
  const alternates = alternatesFor((language: Locale) => {
    const localized = service.slugs?.[language]
    return localized ? { pathname: '/services/[slug]', params: { slug: localized } } : null
  })
  return { service, alternates }
}

export async function generateMetadata({ params }: PageProps<'/[locale]/services/[slug]'>): Promise<Metadata> {
  const { locale, slug } = await params
  const found = isLocale(locale) ? await find(locale, slug) : null
  return found ? pageMetadata(locale as Locale, found.service.seo, found.alternates) : {}
}

/** The page's content; an old slug redirects permanently to the current one, anything else is a 404. */
async function load(params: PageProps<'/[locale]/services/[slug]'>['params']) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  // Before any notFound(): the 404 page reads the locale, and must not fall back to request headers.
  setRequestLocale(locale)
  const found = await find(locale, slug)
  if (!found) {
    const resolution = resolveLegacyPath(locale, `${locale === 'de' ? '/leistungen' : '/services'}/${slug}`, await getRouteSlugs())
    if (resolution) permanentRedirect(resolution.destination)
    notFound()
  }
  return { locale, ...found }
}

export default async function ServicePage({ params }: PageProps<'/[locale]/services/[slug]'>) {
  const { locale, service, alternates } = await load(params)
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'nav' })
  return (
    <PageShell locale={locale} alternates={alternates}>
      <LandingPage
        locale={locale}
        content={service}
        breadcrumb={[
          { label: t('home'), href: pathFor(locale, '/') },
          { label: t('services'), href: pathFor(locale, '/services') },
          { label: service.title ?? '', href: alternates[locale] ?? '' },
        ]}
      />
    </PageShell>
  )
}
