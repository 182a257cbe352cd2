/** The page types bench:site measures, with their German and English paths. */

/**
 * Page types with their German and English paths; `null` = found on another page (the first case study
 * on /portfolio, /en/portfolio). Lighthouse measures the German pages, the page weight both.
 */
export const PAGE_TYPES: { name: string; path: string | null; en: string | null }[] = [
  { name: 'home', path: '/', en: '/en' },
  { name: 'services', path: '/leistungen', en: '/en/services' },
  { name: 'service', path: '/leistungen/technisches-seo', en: '/en/services/technical-seo' },
  { name: 'city', path: '/standorte/muenchen', en: '/en/locations/munich' },
  { name: 'locations', path: '/standorte', en: '/en/locations' },
  { name: 'about', path: '/ueber-uns', en: '/en/about' },
  { name: 'team', path: '/unser-team', en: '/en/team' },
  { name: 'reviews', path: '/bewertungen', en: '/en/reviews' },
  { name: 'portfolio', path: '/portfolio', en: '/en/portfolio' },
  { name: 'case-study', path: null, en: null },
  { name: 'blog', path: '/blog', en: '/en/blog' },
  { name: 'article', path: '/blog/lokales-seo-fuer-kleine-unternehmen', en: '/en/blog/local-seo-for-small-businesses' },
  { name: 'contact', path: '/kontakt', en: '/en/contact' },
  { name: 'audit', path: '/kostenloses-audit', en: '/en/free-audit' },
  { name: 'legal', path: '/impressum', en: '/en/imprint' },
]

/** The static page whose throughput is measured, and of which the static reference is a copy (the imprint). */
export const THROUGHPUT_PATH = '/impressum'

/** The pages measured through the proxy. */
export const PROXY_PAGES = ['legal', 'home', 'article']

/** The first case study linked from the portfolio page of a language. */
export async function caseStudyPath(projectUrl: string, portfolioPath: string) {
  const portfolio = await fetch(`${projectUrl}${portfolioPath}`)
  const html = portfolio.ok ? await portfolio.text() : ''
  const link = html.match(new RegExp(`href="(${portfolioPath}/[^"#?]+)"`))?.[1]
  return { link, status: portfolio.status }
}
