import { expect, test } from '@playwright/test'

/**
 * No request to any other host before consent (TTDSG § 25): every page type, both languages, in a
 * fresh browser that has never answered the consent banner, scrolled to the end so lazy content loads.
 */
test.use({ storageState: { cookies: [], origins: [] } })

const PAGES = [
  ['home', '/', '/en'],
  ['service', '/leistungen/technisches-seo', '/en/services/technical-seo'],
  ['city', '/standorte/muenchen', '/en/locations/munich'],
  ['blog', '/blog', '/en/blog'],
  ['article', '/blog/lokales-seo-fuer-kleine-unternehmen', '/en/blog/local-seo-for-small-businesses'],
  ['legal', '/datenschutz', '/en/imprint'],
  ['services overview', '/leistungen', '/en/services'],
  ['locations overview', '/standorte', '/en/locations'],
  ['about', '/ueber-uns', '/en/about'],
  ['team', '/unser-team', '/en/team'],
  ['portfolio', '/portfolio', '/en/portfolio'],
  ['case study', '/portfolio/zahnarztpraxis-hamburg', '/en/portfolio/dental-practice-hamburg'],
  ['contact', '/kontakt', '/en/contact'],
  ['free audit', '/kostenloses-audit', '/en/free-audit'],
  ['reviews', '/bewertungen', '/en/reviews'],
] as const

for (const [type, ...paths] of PAGES) {
  for (const path of paths) {
    test(`${type} ${path}: no third-party request before consent`, async ({ page, baseURL }) => {
      const ownHost = new URL(baseURL!).host
      const foreign: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ownHost) foreign.push(request.url())
      })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })
      await page.waitForLoadState('networkidle')
      expect(foreign).toEqual([])
    })
  }
}
