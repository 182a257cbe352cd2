import { ArrowLeft, ArrowRight, Briefcase, Building2, CalendarRange, CheckCircle2, type SvgIconComponent, MapPin } from '@/components/ui/svg-icon'
import { Stars } from '@/components/ui/stars'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { Breadcrumb } from '@/components/blog/breadcrumb'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { buttonClassName } from '@/components/ui/button-link'
import { ContentImage } from '@/components/ui/content-image'
import { Container } from '@/components/ui/container'
import { Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { getCaseStudy, getPortfolioPage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { slugRoute } from '@/lib/routing/slug-route'
import { breadcrumbList, graph, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import type { ScreenProps } from '@/lib/routing/screen'

const caseStudyRoute = slugRoute({
  route: '/portfolio/[slug]',
  param: 'slug',
  fetch: getCaseStudy,
  slugsOf: (slugs) => slugs.caseStudies,
})

export const generateStaticParams = caseStudyRoute.generateStaticParams
export const generateMetadata = caseStudyRoute.generateMetadata

/**
 * A case study: breadcrumb, title, summary and project facts, the challenge, our approach, the results,
 * the client's quote (if any), the services used, a way back to the portfolio and the call to action of
 * the portfolio page, leading to the free audit.
 */
export default async function CaseStudyPage({ params }: ScreenProps<{ slug: string }>) {
  const loaded = await caseStudyRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, document: caseStudy, alternates } = loaded
  const [t, nav, { page: portfolio }] = await Promise.all([
    getTranslations({ locale, namespace: 'portfolio' }),
    getTranslations({ locale, namespace: 'nav' }),
    getPortfolioPage(locale),
  ])
  const portfolioPath = pathFor(locale, '/portfolio')
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('portfolio'), href: portfolioPath },
    { label: caseStudy.title ?? '', href: alternates[locale] ?? portfolioPath },
  ]
  const results = (caseStudy.results ?? []).filter((result): result is string => Boolean(result))
  const city = caseStudy.city
  const service = caseStudy.service
  const testimonial = caseStudy.testimonial?.quote ? caseStudy.testimonial : null
  const rating = testimonial?.rating ?? 0

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(webPage({ path: alternates[locale] ?? '', locale, name: caseStudy.seo?.title, description: caseStudy.seo?.description, type: 'WebPage' }), breadcrumbList(crumbs))} />
      <article aria-labelledby="case-study-heading">
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <Container className="pt-12 pb-10 sm:pt-16">
            <Breadcrumb crumbs={crumbs} label={t('breadcrumb')} />
            <div className="mt-8 grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-start">
              <div>
                {caseStudy.category && <p className="font-semibold text-brand-700">{caseStudy.category}</p>}
                <h1 id="case-study-heading" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
                  {caseStudy.title}
                </h1>
                {caseStudy.summary && <p className="mt-6 text-lg leading-relaxed text-ink-600 sm:text-xl">{caseStudy.summary}</p>}
              </div>
              <div className="space-y-6">
                <ContentImage
                  image={caseStudy.image}
                  sizes="(min-width: 1280px) 480px, (min-width: 1024px) 40vw, 100vw"
                  priority
                  className="aspect-[16/9] w-full rounded-3xl object-cover shadow-sm"
                />
                <section aria-labelledby="facts-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
                  <h2 id="facts-heading" className="text-lg font-bold">
                    {t('facts')}
                  </h2>
                  <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                    <Fact icon={Building2} label={t('client')}>
                      {caseStudy.client}
                    </Fact>
                    {caseStudy.industry && (
                      <Fact icon={Briefcase} label={t('industry')}>
                        {caseStudy.industry}
                      </Fact>
                    )}
                    {city?.name && (
                      <Fact icon={MapPin} label={t('location')}>
                        {city.slug ? (
                          <Link
                            href={pathFor(locale, { pathname: '/locations/[city]', params: { city: city.slug } })}
                            prefetch={false}
                            className="text-brand-800 underline-offset-4 hover:underline"
                          >
                            {city.name}
                          </Link>
                        ) : (
                          city.name
                        )}
                      </Fact>
                    )}
                    {caseStudy.durationMonths && (
                      <Fact icon={CalendarRange} label={t('duration')}>
                        {t('months', { months: caseStudy.durationMonths })}
                      </Fact>
                    )}
                  </dl>
                </section>
              </div>
            </div>
          </Container>
        </header>

        <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
          {caseStudy.challenge && (
            <section aria-labelledby="challenge-heading">
              <h2 id="challenge-heading" className="text-3xl font-bold tracking-tight">
                {t('challenge')}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-800">{caseStudy.challenge}</p>
            </section>
          )}
          {caseStudy.solution && (
            <section aria-labelledby="solution-heading" className="mt-12">
              <h2 id="solution-heading" className="text-3xl font-bold tracking-tight">
                {t('solution')}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-800">{caseStudy.solution}</p>
            </section>
          )}
        </div>

        {results.length > 0 && (
          <Section id="results" heading={t('results')} tone="muted">
            <ul className="grid gap-6 md:grid-cols-3" data-testid="case-study-results">
              {results.map((result, index) => (
                <li
                  key={index}
                  data-reveal
                  style={{ '--reveal-index': index } as React.CSSProperties}
                  className="flex gap-3 rounded-2xl bg-white p-6 text-lg font-semibold text-ink-950 shadow-sm ring-1 ring-ink-100"
                >
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                  <span>{result}</span>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {testimonial && (
          <Section id="testimonial" heading={t('testimonial')}>
            <figure className="mx-auto max-w-3xl rounded-3xl bg-brand-50 p-8 sm:p-10" data-testid="case-study-testimonial">
              {rating > 0 && (
                <p>
                  <Stars rating={rating} label={t('rating', { rating })} className="text-xl" />
                </p>
              )}
              <blockquote className="mt-4 text-xl leading-relaxed text-ink-900">
                <p>{locale === 'de' ? `„${testimonial.quote}“` : `“${testimonial.quote}”`}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <ContentImage image={testimonial.image} sizes="56px" decorative className="size-14 rounded-full object-cover" />
                <span>
                  <span className="block font-semibold text-ink-950">{testimonial.name}</span>
                  <span className="block text-ink-600">{[testimonial.company, testimonial.location].filter(Boolean).join(', ')}</span>
                </span>
              </figcaption>
            </figure>
          </Section>
        )}

        {service?.slug && (
          <Section id="services-used" heading={t('servicesUsed')} tone={testimonial ? 'muted' : 'white'}>
            <ul className="mx-auto grid max-w-3xl gap-6">
              <li>
                <Link
                  href={pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } })}
                  prefetch={false}
                  className="group flex items-start gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-md"
                >
                  <span className="rounded-xl bg-brand-50 p-3 text-brand-700">
                    <Icon name={service.icon} className="size-6" />
                  </span>
                  <span className="flex-1">
                    <span className="flex items-center gap-2 text-xl font-bold text-ink-950 group-hover:text-brand-800">
                      {service.title}
                      <ArrowRight aria-hidden="true" className="size-5" />
                    </span>
                    {service.excerpt && <span className="mt-2 block text-ink-600">{service.excerpt}</span>}
                  </span>
                </Link>
              </li>
            </ul>
          </Section>
        )}

        <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
          <p>
            <Link href={portfolioPath} prefetch={false} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t('backToPortfolio')}
            </Link>
          </p>
        </div>
      </article>

      {portfolio?.cta?.heading && (
        <ClosingCta locale={locale} heading={portfolio.cta.heading} text={portfolio.cta.text}>
          <a href={pathFor(locale, '/free-audit')} className={buttonClassName('light')}>
            {portfolio.cta.buttonLabel || nav('freeAudit')}
          </a>
        </ClosingCta>
      )}
    </PageShell>
  )
}

function Fact({ icon: FactIcon, label, children }: { icon: SvgIconComponent; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm text-ink-600">
        <FactIcon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-1 pl-6 font-semibold text-ink-950">{children}</dd>
    </div>
  )
}
