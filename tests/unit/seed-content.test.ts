import { describe, expect, it } from 'vitest'
import { buildDataset } from '../../scripts/seed/index'

/**
 * The seed is the site's sample content: every document complete in both languages, every reference
 * resolvable, every slug unique per language, and the counts the spec and decisions.md ask for.
 */
const { documents } = await buildDataset()
type Doc = { _id: string; _type: string; [key: string]: unknown }
const docs = documents as Doc[]
const ofType = (type: string) => docs.filter((doc) => doc._type === type)
const byId = new Map(docs.map((doc) => [doc._id, doc]))

function walk(value: unknown, visit: (value: unknown, path: string) => void, path = '') {
  visit(value, path)
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, `${path}[${index}]`))
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) walk(child, visit, path ? `${path}.${key}` : key)
}

function plainText(blocks: unknown): string {
  if (typeof blocks === 'string') return blocks
  return (blocks as { children?: { text?: string }[] }[])
    .map((block) => (block.children ?? []).map((child) => child.text ?? '').join(''))
    .join('\n')
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

describe('seed content', () => {
  it('has the counts of the spec and decisions.md', () => {
    expect(ofType('service')).toHaveLength(7)
    expect(ofType('city')).toHaveLength(20)
    expect(ofType('post')).toHaveLength(10)
    expect(ofType('teamMember')).toHaveLength(6)
    expect(ofType('testimonial')).toHaveLength(4)
    expect(ofType('caseStudy')).toHaveLength(6)
    expect(ofType('blogCategory')).toHaveLength(6)
    expect(ofType('legalPage').map((doc) => doc.kind).sort()).toEqual(['imprint', 'privacy', 'terms'])
    for (const singleton of ['siteSettings', 'homePage', 'aboutPage', 'servicesPage', 'locationsPage', 'teamPage', 'reviewsPage', 'portfolioPage', 'blogPage', 'contactPage', 'freeAuditPage']) {
      expect(byId.get(singleton)?._type, singleton).toBe(singleton)
    }
  })

  it('has every localized value in German and English', () => {
    const missing: string[] = []
    for (const doc of docs) {
      walk(doc, (value, path) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return
        const keys = Object.keys(value).filter((key) => key !== '_type' && key !== '_key')
        if (keys.length !== 2 || !keys.includes('de') || !keys.includes('en')) return
        for (const locale of ['de', 'en'] as const) {
          const localized = (value as Record<string, unknown>)[locale]
          const empty = localized === undefined || localized === null || localized === '' || (Array.isArray(localized) && localized.length === 0)
          if (empty) missing.push(`${doc._id} ${path}.${locale}`)
        }
      })
    }
    expect(missing).toEqual([])
  })

  it('resolves every reference', () => {
    const dangling: string[] = []
    for (const doc of docs) {
      walk(doc, (value, path) => {
        if (value && typeof value === 'object' && '_ref' in value) {
          const ref = (value as { _ref: string })._ref
          if (!byId.has(ref)) dangling.push(`${doc._id} ${path} → ${ref}`)
        }
      })
    }
    expect(dangling).toEqual([])
  })

  it('has valid slugs, unique per type and language, and none clashing with another page', () => {
    for (const type of ['service', 'city', 'post', 'caseStudy', 'blogCategory']) {
      for (const locale of ['de', 'en'] as const) {
        const slugs = ofType(type).map((doc) => (doc.slug as Record<string, { current: string }>)[locale]?.current)
        for (const slug of slugs) expect(slug, `${type} ${locale}`).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        expect(new Set(slugs).size, `${type} ${locale} slugs unique`).toBe(slugs.length)
      }
    }
    const legacy = ofType('service').flatMap((doc) => (doc.legacySlugs as string[] | undefined) ?? [])
    const current = ofType('service').flatMap((doc) => Object.values(doc.slug as Record<string, { current: string }>).map((slug) => slug.current))
    for (const slug of legacy) expect(current).not.toContain(slug)
  })

  it('gives services their prices, durations and landing-page counts', () => {
    const expected: Record<string, [number, number]> = {
      'service-local-seo': [599, 6],
      'service-technical-seo': [799, 3],
      'service-onpage-seo': [499, 3],
      'service-offpage-seo': [899, 6],
      'service-content-marketing': [699, 6],
      'service-seo-audit': [299, 1],
      'service-google-my-business': [399, 3],
    }
    for (const [id, [price, months]] of Object.entries(expected)) {
      const service = byId.get(id)!
      expect([service.priceEur, service.durationMonths], id).toEqual([price, months])
      expect((service.homeFeatures as unknown[]).length, id).toBe(5)
      expect((service.cardFeatures as unknown[]).length, id).toBe(4)
    }
    for (const landing of [...ofType('service'), ...ofType('city')]) {
      expect((landing.benefits as unknown[]).length, landing._id).toBe(4)
      expect((landing.serviceCards as unknown[]).length, landing._id).toBe(6)
      expect((landing.process as { number: string }[]).map((step) => step.number), landing._id).toEqual(['01', '02', '03', '04'])
      expect((landing.faqs as unknown[]).length, landing._id).toBe(6)
    }
  })

  it('gives every article a real body of at least 600 words per language', () => {
    for (const post of ofType('post')) {
      const body = post.body as Record<'de' | 'en', { style?: string; listItem?: string }[]>
      for (const locale of ['de', 'en'] as const) {
        expect(words(plainText(body[locale])), `${post._id} ${locale}`).toBeGreaterThanOrEqual(600)
        expect(body[locale].some((block) => block.style === 'h2'), `${post._id} ${locale} headings`).toBe(true)
        expect(body[locale].some((block) => block.listItem), `${post._id} ${locale} lists`).toBe(true)
      }
    }
  })

  it('gives every city its own text: no sentence of 8+ words appears on two city pages', () => {
    const owner = new Map<string, string>()
    const shared: string[] = []
    for (const city of ofType('city')) {
      const texts: string[] = []
      walk({ intro: city.intro, localMarket: city.localMarket, benefits: city.benefits, serviceCards: city.serviceCards, faqs: city.faqs, cta: city.cta }, (value) => {
        if (typeof value === 'string') texts.push(value)
      })
      const sentences = new Set(texts.flatMap((text) => text.split(/(?<=[.!?])\s+/)).filter((sentence) => words(sentence) >= 8))
      for (const sentence of sentences) {
        const first = owner.get(sentence)
        if (first && first !== city._id) shared.push(`${first} / ${city._id}: ${sentence}`)
        owner.set(sentence, city._id)
      }
    }
    expect(shared).toEqual([])
  })

  it('uses the real figures of the spec in site settings', () => {
    const settings = byId.get('siteSettings')!
    expect(settings.claims).toMatchObject({ clients: 500, projects: 1000, visibilityIncrease: 300, yearsExperience: 8, foundedYear: 2016 })
    expect((byId.get('homePage')!.cities as unknown[]).length).toBe(20)
  })
})

describe('seed content against the Studio rules', () => {
  it("passes Sanity's own validation of the schema (errors and warnings)", async () => {
    const { validateSeedDocuments } = await import('../../scripts/seed/validate')
    const problems = await validateSeedDocuments(documents as Parameters<typeof validateSeedDocuments>[0])
    expect(problems.map((problem) => `${problem.level} ${problem.id} ${problem.path}: ${problem.message}`)).toEqual([])
  })
})

describe('seed SEO titles', () => {
  it('leave the brand to the site (it appends " | Lokalsicht" itself)', () => {
    const branded = docs.flatMap((doc) => {
      const title = (doc.seo as { title?: Record<'de' | 'en', string> } | undefined)?.title
      return title ? (['de', 'en'] as const).filter((locale) => /\|\s*Lokalsicht/.test(title[locale])).map((locale) => `${doc._id} ${locale}`) : []
    })
    expect(branded).toEqual([])
  })
})
