import type { Metadata } from 'next'
import { ShieldCheck } from '@/components/ui/svg-icon'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations } from 'next-intl/server'
import { ReviewForm } from '@/components/forms/review-form'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { IntroHero } from '@/components/sections/intro-hero'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { Section } from '@/components/ui/section'
import { Stars } from '@/components/ui/stars'
import { getReviewsPage } from '@/lib/content/loaders'
import { pageMetadata } from '@/lib/metadata'
import { getReviewSummary, type ReviewSummary } from '@/lib/reviews/summary'
import { pathFor, staticAlternates } from '@/lib/routing/paths'
import { breadcrumbList, graph, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import type { ScreenProps } from '@/lib/routing/screen'

const alternates = staticAlternates('/reviews')

async function load(params: ScreenProps['params']) {
  const { locale } = await params
  const page = await getReviewsPage(locale)
  if (!page) notFound()
  return { locale, page }
}

/** The approved reviews; null while the database cannot be reached (the page still renders). */
async function approvedReviews(): Promise<ReviewSummary | null> {
  try {
    return await getReviewSummary()
  } catch (error) {
    console.error('reviews page: the approved reviews could not be read', error)
    return null
  }
}

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale, page } = await load(params)
  return pageMetadata(locale, page.seo, alternates)
}

/**
 * Reviews: rendered per request (its routes say `dynamic = 'force-dynamic'`), not prerendered with
 * `revalidate`: the reviews live in the database, which `next build` must not need (a build machine may
 * have none, and the embedded PGlite admits only one process, which the build's workers and a running
 * seed would fight over), and a review an admin approves should appear on the next visit rather than up
 * to a revalidation period later. One indexed query.
 *
 * The approved reviews from the database with their average and count (computed from exactly
 * those), how reviews are checked (§ 5b Abs. 3 UWG, from the CMS) and the form for a new review, which
 * appears only after an admin approved it.
 */
export default async function ReviewsPage({ params }: ScreenProps) {
  const { locale, page } = await load(params)
  const [t, nav, format, summary] = await Promise.all([
    getTranslations({ locale, namespace: 'reviewsPage' }),
    getTranslations({ locale, namespace: 'nav' }),
    getFormatter({ locale }),
    approvedReviews(),
  ])
  const average = summary?.average ?? null
  const averageText = average === null ? null : format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(
          webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'WebPage' }),
          breadcrumbList([
            { label: nav('home'), href: pathFor(locale, '/') },
            { label: page.hero?.heading ?? '', href: alternates[locale] ?? '' },
          ]),
        )} />
      <IntroHero hero={page.hero} id="reviews-heading">
        {summary && (
          <section
            aria-labelledby="rating-summary-heading"
            data-testid="rating-summary"
            className="rounded-3xl bg-white p-6 shadow-xl ring-1 ring-ink-100 sm:p-8 lg:justify-self-end"
          >
            <h2 id="rating-summary-heading" className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              {t('summaryLabel')}
            </h2>
            {averageText ? (
              <>
                <p className="mt-3 flex flex-wrap items-center gap-4">
                  <span aria-hidden="true" className="font-display text-5xl font-extrabold text-ink-950">
                    {averageText}
                  </span>
                  <Stars rating={average!} className="text-3xl" />
                  <span className="sr-only">{t('averageOutOf', { average: averageText })}</span>
                </p>
                <p className="mt-2 text-ink-700">{t('basedOn', { count: summary.count })}</p>
              </>
            ) : (
              <p className="mt-3 text-lg font-semibold text-ink-800">{t('noRatingYet')}</p>
            )}
          </section>
        )}
      </IntroHero>

      <section id="review-list" aria-labelledby="review-list-heading" className="pb-16 sm:pb-24">
        <Container>
          <h2 id="review-list-heading" className="section-heading">
            {t('listHeading')}
          </h2>
          {page.verificationNote && (
            <aside
              data-testid="verification-note"
              className="mt-6 flex max-w-4xl items-start gap-4 rounded-2xl bg-brand-50 p-5 text-ink-800 ring-1 ring-brand-100"
            >
              <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
              <p className="text-sm leading-relaxed">{page.verificationNote}</p>
            </aside>
          )}
          {!summary ? (
            <p className="mt-10 text-lg text-ink-700">{t('unavailable')}</p>
          ) : summary.reviews.length === 0 ? (
            <p className="mt-10 text-lg text-ink-700">{t('empty')}</p>
          ) : (
            <ul className="mt-10 grid gap-6 md:grid-cols-2" data-testid="review-list">
              {summary.reviews.map((review) => (
                <li key={review.id}>
                  <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
                    <p className="flex items-center gap-2">
                      <Stars rating={review.rating} className="text-xl" />
                      <span className="sr-only">{t('stars', { rating: review.rating })}</span>
                    </p>
                    <blockquote className="mt-4 flex-1 leading-relaxed whitespace-pre-line text-ink-800">
                      <p>{review.comment}</p>
                    </blockquote>
                    <figcaption className="mt-5 text-sm text-ink-600">
                      <span className="font-semibold text-ink-900">{review.name}</span>
                      {' · '}
                      <time dateTime={review.createdAt.toISOString()}>
                        {format.dateTime(review.createdAt, { dateStyle: 'long', timeZone: 'Europe/Berlin' })}
                      </time>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>

      <Section id="review-form" heading={page.formSection?.heading} intro={page.formSection?.text} tone="muted">
        <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
          <ReviewForm locale={locale} />
        </div>
      </Section>

      {page.cta?.heading && (
        <ClosingCta locale={locale} heading={page.cta.heading} text={page.cta.text}>
          <a href={pathFor(locale, '/free-audit')} className={buttonClassName('light')}>
            {page.cta.buttonLabel}
          </a>
        </ClosingCta>
      )}
    </PageShell>
  )
}
