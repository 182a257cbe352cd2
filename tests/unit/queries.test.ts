import { describe, expect, it } from 'vitest'
import {
  cityBySlugQuery,
  homePageQuery,
  layoutQuery,
  legalPageQuery,
  routeSlugsQuery,
  serviceBySlugQuery,
} from '../../web/lib/content/queries'
import { queryLocalDataset, queryPublished } from '../../web/lib/content/local-source'
import type {
  CityBySlugQueryResult,
  HomePageQueryResult,
  LayoutQueryResult,
  LegalPageQueryResult,
  RouteSlugsQueryResult,
  ServiceBySlugQueryResult,
} from '../../web/lib/content/sanity.types'

/** Every GROQ query of the site, run against the seeded local dataset in both languages. */
const locales = ['de', 'en'] as const

describe('local content source', () => {
  it('answers in the published perspective: drafts and versions are invisible', async () => {
    const documents = [
      { _id: 'service-a', _type: 'service', order: 1 },
      { _id: 'drafts.service-a', _type: 'service', order: 99 },
      { _id: 'versions.r1.service-a', _type: 'service', order: 98 },
    ]
    expect(await queryPublished(documents, '*[_type == "service"].order', {})).toEqual([1])
  })
})

describe.each(locales)('GROQ queries (%s)', (locale) => {
  it('layoutQuery: settings, 7 services and 20 cities with slugs in the language', async () => {
    const layout = await queryLocalDataset<LayoutQueryResult>(layoutQuery, { locale })
    expect(layout.settings?.companyName).toBe('Lokalsicht')
    expect(layout.settings?.openingHours?.[0]).toMatchObject({ opens: '09:00', closes: '18:00' })
    expect(layout.services.map((service) => service.slug)).toHaveLength(7)
    expect(layout.cities).toHaveLength(20)
    const munich = layout.cities.find((city) => city._id === 'city-munich')
    expect(munich).toMatchObject(locale === 'de' ? { name: 'München', slug: 'muenchen' } : { name: 'Munich', slug: 'munich' })
    for (const service of layout.services) expect(typeof service.title).toBe('string')
  })

  it('homePageQuery: every section resolved in the language', async () => {
    const home = await queryLocalDataset<HomePageQueryResult>(homePageQuery, { locale })
    expect(home?.hero?.heading).toEqual(expect.any(String))
    expect(home?.stats).toHaveLength(4)
    expect(home?.cities).toHaveLength(20)
    expect(home?.cities?.[0]?.slug).toBe('berlin')
    expect(home?.services).toHaveLength(7)
    for (const service of home!.services) expect(service.features).toHaveLength(5)
    expect(home?.testimonials).toHaveLength(4)
    expect(home?.faqSection?.items).toHaveLength(6)
    expect(home?.processSection?.steps?.map((step) => step.number)).toEqual(['01', '02', '03', '04'])
    expect(home?.founder?.member?.name).toBe('Jonas Hartmann')
    expect(home?.founder?.member?.image?.width).toBeGreaterThan(0)
    expect(home?.seo?.title?.length).toBeLessThanOrEqual(60)
  })

  it('homePageQuery returns different copy per language', async () => {
    const other = locale === 'de' ? 'en' : 'de'
    const [mine, theirs] = await Promise.all([
      queryLocalDataset<HomePageQueryResult>(homePageQuery, { locale }),
      queryLocalDataset<HomePageQueryResult>(homePageQuery, { locale: other }),
    ])
    expect(mine?.hero?.heading).not.toBe(theirs?.hero?.heading)
  })

  it('serviceBySlugQuery and cityBySlugQuery find every page by its slug in the language', async () => {
    const slugs = await queryLocalDataset<RouteSlugsQueryResult>(routeSlugsQuery, {})
    for (const { [locale]: slug } of slugs.services) {
      const service = await queryLocalDataset<ServiceBySlugQueryResult>(serviceBySlugQuery, { locale, slug })
      expect(service?.slugs?.[locale], slug ?? '').toBe(slug)
      expect(service?.faqs).toHaveLength(6)
      expect(service?.priceEur).toBeGreaterThan(0)
    }
    for (const { [locale]: slug } of slugs.cities) {
      const city = await queryLocalDataset<CityBySlugQueryResult>(cityBySlugQuery, { locale, slug })
      expect(city?.slugs?.[locale], slug ?? '').toBe(slug)
      expect(city?.population).toBeGreaterThan(0)
      expect(city?.localMarket?.length).toBeGreaterThan(200)
    }
    const other = locale === 'de' ? 'technical-seo' : 'technisches-seo'
    expect(await queryLocalDataset(serviceBySlugQuery, { locale, slug: other })).toBeNull()
  })

  it('legalPageQuery returns each legal text with a Portable Text body', async () => {
    for (const kind of ['imprint', 'privacy', 'terms']) {
      const page = await queryLocalDataset<LegalPageQueryResult>(legalPageQuery, { locale, kind })
      expect(page?.title, kind).toEqual(expect.any(String))
      expect(page?.body?.length, kind).toBeGreaterThan(5)
    }
  })
})

describe('routeSlugsQuery', () => {
  it('lists the slugs that redirects are resolved from', async () => {
    const slugs = await queryLocalDataset<RouteSlugsQueryResult>(routeSlugsQuery, {})
    expect(slugs.services.find((service) => service.en === 'onpage-seo')?.legacySlugs).toContain('onpage-seo-optimierung')
    expect(slugs.cities.find((city) => city.en === 'cologne')?.de).toBe('koeln')
    expect(slugs.posts).toHaveLength(10)
    expect(slugs.redirects).toContainEqual({ source: '/seo-beratung', destination: '/leistungen/seo-audit', permanent: true })
  })
})
