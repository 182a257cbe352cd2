import * as queries from '../../web/lib/content/queries'

/**
 * Every GROQ query of the site with realistic parameters (both languages where the page has them),
 * for the content-store query benchmark and the test that the store answers them as the NDJSON source does.
 */
export type SiteQueryCase = { name: string; query: string; params: Record<string, unknown> }

const slugs: Record<string, { de: string; en: string }> = {
  serviceBySlugQuery: { de: 'local-seo', en: 'local-seo' },
  cityBySlugQuery: { de: 'muenchen', en: 'munich' },
  postBySlugQuery: { de: 'lokales-seo-fuer-kleine-unternehmen', en: 'local-seo-for-small-businesses' },
  caseStudyBySlugQuery: { de: 'zahnarztpraxis-hamburg', en: 'dental-practice-hamburg' },
}

export function siteQueryCases(): SiteQueryCase[] {
  const cases: SiteQueryCase[] = []
  for (const [name, query] of Object.entries(queries)) {
    if (typeof query !== 'string') continue
    for (const locale of ['de', 'en'] as const) {
      const params: Record<string, unknown> = {}
      if (query.includes('$locale')) params.locale = locale
      if (query.includes('$slug')) params.slug = slugs[name]?.[locale] ?? 'local-seo'
      if (query.includes('$kind')) params.kind = 'imprint'
      cases.push({ name: query.includes('$locale') ? `${name} (${locale})` : name, query, params })
      if (!query.includes('$locale')) break
    }
  }
  return cases
}
