import { MessageCircle } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { ServicePrice } from '@/components/sections/service-price'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { PageHero } from '@/components/sections/page-hero'
import { buttonClassName } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { chatUrl } from '@/lib/contact'
import { getLayoutContent, getServicesPage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, service, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute, documentOnly } from '@/lib/routing/content-route'
import type { ScreenProps } from '@/lib/routing/screen'

const servicesOverviewRoute = contentRoute({
  route: '/services',
  fetch: documentOnly(getServicesPage),
})
const { alternates } = servicesOverviewRoute

export const generateMetadata = servicesOverviewRoute.generateMetadata

/**
 * The services overview: hero (free audit, chat), the seven priced service cards, why us, closing call
 * to action. Prices are the CMS's net package prices: monthly with a minimum term, or one-off (a
 * one-month service such as the SEO audit).
 */
export default async function ServicesOverviewPage({ params }: ScreenProps) {
  const loaded = await servicesOverviewRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page } = loaded
  const [t, nav, landing, common, { settings }] = await Promise.all([
    getTranslations({ locale, namespace: 'servicesOverview' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'landing' }),
    getTranslations({ locale, namespace: 'common' }),
    getLayoutContent(locale),
  ])
  const auditHref = pathFor(locale, '/free-audit')
  const chat = chatUrl(settings?.chatNumber)
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('services'), href: pathFor(locale, '/services') },
  ]

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(
          webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'CollectionPage' }),
          ...page.services.map((item) =>
            item.slug ? service({ path: pathFor(locale, { pathname: '/services/[slug]', params: { slug: item.slug } }), name: item.title, description: item.excerpt, priceEur: item.priceEur }) : null,
          ),
          breadcrumbList(crumbs),
        )} />
      <PageHero hero={page.hero} crumbs={crumbs} breadcrumbLabel={landing('breadcrumb')}>
        <a href={auditHref} className={buttonClassName('primary')}>
          {landing('auditCta')}
        </a>
        {chat && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {landing('chatCta')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        )}
      </PageHero>

      <Section id="services" heading={page.servicesSection?.heading} intro={page.servicesSection?.text} tone="muted">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="service-cards">
          {page.services.map((service, index) => {
            if (!service.slug) return null
            return (
              <li
                key={service._id}
                data-reveal
                data-slug={service.slug}
                style={{ '--reveal-index': index % 3 } as React.CSSProperties}
                className="panel"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon name={service.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{service.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{service.excerpt}</p>
                <ServicePrice locale={locale} priceEur={service.priceEur} durationMonths={service.durationMonths} className="mt-5" />
                <ul className="check-list mt-5 mb-6 space-y-2 text-sm text-ink-700">
                  {service.features?.map((feature, index) => (
                    <li key={index}>{feature}</li>
                  ))}
                </ul>
                <div className="mt-auto grid gap-3">
                  <Link
                    href={pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } })}
                    prefetch={false}
                    className={buttonClassName('secondary', 'arrow-after')}
                  >
                    {common('learnMore')}
                    <span className="sr-only">: {service.title}</span>
                  </Link>
                  <a href={auditHref} className={buttonClassName('primary')}>
                    {t('auditFor')}
                    <span className="sr-only"> {t('auditForService', { title: service.title ?? '' })}</span>
                  </a>
                </div>
              </li>
            )
          })}
        </ul>
      </Section>

      <Section id="why-us" heading={page.whyChooseUs?.heading} intro={page.whyChooseUs?.text}>
        <FeatureGrid items={page.whyChooseUs?.items} columns={4} />
      </Section>

      <ClosingCta locale={locale} heading={page.cta?.heading} text={page.cta?.text}>
        <a href={auditHref} className={buttonClassName('light')}>
          {page.cta?.buttonLabel || landing('auditCta')}
        </a>
        {chat && (
          <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClassName('ghost')}>
            <MessageCircle aria-hidden="true" className="size-5" />
            {landing('chatCta')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        )}
      </ClosingCta>
    </PageShell>
  )
}
