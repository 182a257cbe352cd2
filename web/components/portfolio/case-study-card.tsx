import { ArrowRight, Briefcase, Building2, type SvgIconComponent, MapPin } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ContentImage } from '@/components/ui/content-image'
import type { PortfolioPageQueryResult } from '@/lib/content/sanity.types'
import { pathFor } from '@/lib/routing/paths'

export type CaseStudyCardContent = PortfolioPageQueryResult['caseStudies'][number]

/**
 * A case study in the portfolio: cover, category, title, client, industry and city, the three key
 * results, and "View case study" (the link covers the whole card).
 */
export async function CaseStudyCard({ caseStudy, locale, priority = false }: { caseStudy: CaseStudyCardContent; locale: Locale; priority?: boolean }) {
  if (!caseStudy.slug) return null
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  const href = pathFor(locale, { pathname: '/portfolio/[slug]', params: { slug: caseStudy.slug } })
  const results = (caseStudy.results ?? []).filter((result): result is string => Boolean(result))
  return (
    <li data-case-study={caseStudy.slug}>
      <article className="group media-card">
        {caseStudy.image?.asset && (
          <div className="media-card-frame">
            <ContentImage
              image={caseStudy.image}
              sizes="(min-width: 1280px) 384px, (min-width: 768px) 50vw, 100vw"
              priority={priority}
              decorative
              className="media-card-image"
            />
          </div>
        )}
        <div className="media-card-body">
          {caseStudy.category && (
            <p className="text-sm">
              <span className="chip">{caseStudy.category}</span>
            </p>
          )}
          <h3 className="media-card-title">{caseStudy.title}</h3>
          <dl className="mt-4 space-y-1.5 text-sm text-ink-600">
            <Fact label={t('client')} icon={Building2} strong>
              {caseStudy.client}
            </Fact>
            {caseStudy.industry && (
              <Fact label={t('industry')} icon={Briefcase}>
                {caseStudy.industry}
              </Fact>
            )}
            {caseStudy.city?.name && (
              <Fact label={t('location')} icon={MapPin}>
                {caseStudy.city.name}
              </Fact>
            )}
          </dl>
          {results.length > 0 && (
            <>
              <h4 className="sr-only">{t('keyResults')}</h4>
              <ul className="check-list-circle mt-5 space-y-2 border-t border-ink-100 pt-5 text-ink-800 *:gap-2">
                {results.map((result, index) => (
                  <li key={index}>
                    <span>{result}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mt-auto pt-6">
            <Link
              href={href}
              prefetch={false}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 outline-none after:absolute after:inset-0 after:content-[''] group-hover:underline"
            >
              {t('viewCaseStudy')}
              <span className="sr-only">: {caseStudy.title}</span>
              <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
            </Link>
          </p>
        </div>
      </article>
    </li>
  )
}

/** One line of the card's facts: the label for screen readers, an icon and the value. */
function Fact({ label, icon: Icon, strong = false, children }: { label: string; icon: SvgIconComponent; strong?: boolean; children: React.ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className={strong ? 'flex items-center gap-2 font-semibold text-ink-800' : 'flex items-center gap-2'}>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {children}
      </dd>
    </div>
  )
}
