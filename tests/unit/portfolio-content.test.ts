import { describe, expect, it } from 'vitest'
import { claimValue } from '../../web/lib/claims'
import { caseStudyBySlugQuery, layoutQuery, portfolioPageQuery } from '../../web/lib/content/queries'
import { queryLocalDataset } from '../../web/lib/content/local-source'
import type { CaseStudyBySlugQueryResult, LayoutQueryResult, PortfolioPageQueryResult } from '../../web/lib/content/sanity.types'

const locales = ['de', 'en'] as const

describe.each(locales)('portfolio content (%s)', (locale) => {
  it('portfolioPageQuery: hero, SEO, call to action and six case-study cards in their order', async () => {
    const { page, caseStudies } = await queryLocalDataset<PortfolioPageQueryResult>(portfolioPageQuery, { locale })
    expect(page?.hero?.heading).toEqual(expect.any(String))
    expect(page?.seo?.title?.length).toBeLessThanOrEqual(60)
    expect(page?.cta?.heading && page.cta.buttonLabel).toBeTruthy()
    expect(caseStudies).toHaveLength(6)
    for (const caseStudy of caseStudies) {
      expect(caseStudy.slug).toMatch(/^[a-z0-9-]+$/)
      expect(caseStudy.title && caseStudy.client && caseStudy.industry && caseStudy.category && caseStudy.city?.name).toBeTruthy()
      expect(caseStudy.results?.filter(Boolean)).toHaveLength(3)
      expect(caseStudy.image?.width).toBeGreaterThan(0)
      expect(caseStudy.image?.alt).toBeTruthy()
    }
  })

  it('track record: every figure comes from the site settings claims', async () => {
    const [{ page }, { settings }] = await Promise.all([
      queryLocalDataset<PortfolioPageQueryResult>(portfolioPageQuery, { locale }),
      queryLocalDataset<LayoutQueryResult>(layoutQuery, { locale }),
    ])
    const stats = page?.trackRecord?.stats ?? []
    expect(stats).toHaveLength(4)
    for (const stat of stats) {
      expect(stat.label).toBeTruthy()
      expect(claimValue(settings?.claims, stat.claim, locale)?.value).toBeGreaterThan(0)
    }
  })

  it('caseStudyBySlugQuery: story, slugs in both languages, service, city and the client quote where there is one', async () => {
    const { caseStudies } = await queryLocalDataset<PortfolioPageQueryResult>(portfolioPageQuery, { locale })
    const withQuote: string[] = []
    for (const card of caseStudies) {
      const caseStudy = await queryLocalDataset<CaseStudyBySlugQueryResult>(caseStudyBySlugQuery, { locale, slug: card.slug })
      expect(caseStudy?._id).toBe(card._id)
      expect(caseStudy?.slugs.de && caseStudy.slugs.en).toBeTruthy()
      expect(caseStudy?.slugs[locale]).toBe(card.slug)
      expect(caseStudy?.summary && caseStudy.challenge && caseStudy.solution).toBeTruthy()
      expect(caseStudy?.service?.slug && caseStudy.service.title).toBeTruthy()
      expect(caseStudy?.city?.slug).toMatch(/^[a-z0-9-]+$/)
      expect(caseStudy?.durationMonths).toBeGreaterThan(0)
      expect(caseStudy?.seo?.title && caseStudy.seo.description).toBeTruthy()
      if (caseStudy?.testimonial) {
        expect(caseStudy.testimonial.quote && caseStudy.testimonial.name).toBeTruthy()
        withQuote.push(caseStudy.client!)
      }
    }
    expect(withQuote).toEqual(['Zahnarztpraxis am Stadtpark', 'Aydın Haustechnik'])
    const other = locale === 'de' ? 'dental-practice-hamburg' : 'zahnarztpraxis-hamburg'
    expect(await queryLocalDataset(caseStudyBySlugQuery, { locale, slug: other })).toBeNull()
  })
})
