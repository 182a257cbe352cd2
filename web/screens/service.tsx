import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { LandingPage } from '@/components/sections/landing/landing-page'
import { ServicePrice } from '@/components/sections/service-price'
import { getService } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { slugRoute } from '@/lib/routing/slug-route'
import { service as serviceNode } from '@/lib/seo/structured-data'
import { NotFoundPage } from '@/components/errors/not-found-page'
import type { ScreenProps } from '@/lib/routing/screen'

const serviceRoute = slugRoute({
  route: '/services/[slug]',
  param: 'slug',
  fetch: getService,
  slugsOf: (slugs) => slugs.services,
})

export const generateStaticParams = serviceRoute.generateStaticParams
export const generateMetadata = serviceRoute.generateMetadata

export default async function ServicePage({ params }: ScreenProps<{ slug: string }>) {
  const loaded = await serviceRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, document: service, alternates } = loaded
  const t = await getTranslations({ locale, namespace: 'nav' })
  return (
    <PageShell locale={locale} alternates={alternates}>
      <LandingPage
        locale={locale}
        content={service}
        mainEntity={serviceNode({
          path: alternates[locale] ?? '',
          name: service.title,
          description: service.seo?.description ?? service.excerpt,
          priceEur: service.priceEur,
        })}
        heroExtra={<ServicePrice locale={locale} priceEur={service.priceEur} durationMonths={service.durationMonths} className="mt-6 inline-block" />}
        breadcrumb={[
          { label: t('home'), href: pathFor(locale, '/') },
          { label: t('services'), href: pathFor(locale, '/services') },
          { label: service.title ?? '', href: alternates[locale] ?? '' },
        ]}
      />
    </PageShell>
  )
}
