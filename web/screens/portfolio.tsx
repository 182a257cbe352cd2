import { getTranslations } from 'next-intl/server'
import { Breadcrumb } from '@/components/blog/breadcrumb'
import { PageShell } from '@/components/layout/page-shell'
import { CaseStudyCard } from '@/components/portfolio/case-study-card'
import { TrackRecord } from '@/components/portfolio/track-record'
import { ClosingCta } from '@/components/sections/closing-cta'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { getLayoutContent, getPortfolioPage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute } from '@/lib/routing/content-route'
import type { ScreenProps } from '@/lib/routing/screen'

const portfolioRoute = contentRoute({
  route: '/portfolio',
  fetch: async (locale) => {
    const { page, caseStudies } = await getPortfolioPage(locale)
    return page ? { page, caseStudies: caseStudies.filter((caseStudy) => caseStudy.slug) } : null
  },
})
const { alternates } = portfolioRoute

export const generateMetadata = portfolioRoute.generateMetadata

/** The portfolio: hero, the case-study cards, the agency's track record and a closing call to action. */
export default async function PortfolioPage({ params }: ScreenProps) {
  const loaded = await portfolioRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page, caseStudies } = loaded
  const [t, nav, { settings }] = await Promise.all([
    getTranslations({ locale, namespace: 'portfolio' }),
    getTranslations({ locale, namespace: 'nav' }),
    getLayoutContent(locale),
  ])
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('portfolio'), href: pathFor(locale, '/portfolio') },
  ]

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'CollectionPage' }), breadcrumbList(crumbs))} />
      <section aria-labelledby="portfolio-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="pt-12 pb-10 sm:pt-16">
          <Breadcrumb crumbs={crumbs} label={t('breadcrumb')} />
          {page.hero?.eyebrow && <p className="mt-8 font-semibold text-brand-700">{page.hero.eyebrow}</p>}
          <h1 id="portfolio-heading" className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {page.hero?.heading}
          </h1>
          {page.hero?.text && <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-600 sm:text-xl">{page.hero.text}</p>}
        </Container>
      </section>
      <section aria-labelledby="case-studies-heading">
        <Container className="pb-16 sm:pb-24">
          <h2 id="case-studies-heading" className="sr-only">
            {t('caseStudies')}
          </h2>
          <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3" data-testid="case-study-list">
            {caseStudies.map((caseStudy, index) => (
              <CaseStudyCard key={caseStudy._id} caseStudy={caseStudy} locale={locale} priority={index === 0} />
            ))}
          </ul>
        </Container>
      </section>
      <TrackRecord section={page.trackRecord} claims={settings?.claims} locale={locale} />
      {page.cta?.heading && (
        <ClosingCta locale={locale} heading={page.cta.heading} text={page.cta.text}>
          <a href={pathFor(locale, '/free-audit')} className={buttonClassName('light')}>
            {page.cta.buttonLabel || nav('freeAudit')}
          </a>
        </ClosingCta>
      )}
    </PageShell>
  )
}
