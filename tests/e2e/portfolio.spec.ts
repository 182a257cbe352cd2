import { expect, test } from '@playwright/test'

const LANGUAGES = {
  de: {
    portfolio: '/portfolio',
    heading: 'Projekte, die Wirkung zeigen',
    view: 'Fallstudie ansehen',
    trackRecord: 'Unsere Bilanz',
    cta: 'Kostenloses Audit anfordern',
    audit: '/kostenloses-audit',
    back: 'Zurück zum Portfolio',
    slugs: ['zahnarztpraxis-hamburg', 'heizungsbauer-koeln', 'restaurant-muenchen', 'onlineshop-stuttgart', 'kanzlei-berlin', 'hotel-dresden'],
    case: {
      path: '/portfolio/zahnarztpraxis-hamburg',
      title: 'Mehr Neupatienten für eine Zahnarztpraxis in Hamburg-Winterhude',
      client: 'Zahnarztpraxis am Stadtpark',
      sections: ['Die Ausgangslage', 'Unser Vorgehen', 'Die Ergebnisse', 'Das sagt unser Kunde', 'Eingesetzte Leistungen'],
      result: '+160 % Anrufe über das Unternehmensprofil',
      quoteBy: 'Dr. Stefan Albers',
      service: { name: 'Local SEO', href: '/leistungen/local-seo' },
      city: { name: 'Hamburg', href: '/standorte/hamburg' },
      other: '/en/portfolio/dental-practice-hamburg',
      otherTitle: 'More new patients for a dental practice in Hamburg-Winterhude',
    },
    oldSlug: ['/portfolio/dental-practice-hamburg', '/portfolio/zahnarztpraxis-hamburg'],
    unknown: '/portfolio/gibt-es-nicht',
    notFound: 'Diese Seite gibt es leider nicht',
  },
  en: {
    portfolio: '/en/portfolio',
    heading: 'Projects that deliver',
    view: 'View case study',
    trackRecord: 'Our track record',
    cta: 'Request a free audit',
    audit: '/en/free-audit',
    back: 'Back to the portfolio',
    slugs: ['dental-practice-hamburg', 'heating-engineer-cologne', 'restaurant-munich', 'online-shop-stuttgart', 'law-firm-berlin', 'hotel-dresden'],
    case: {
      path: '/en/portfolio/heating-engineer-cologne',
      title: 'Emergency call-outs for a heating engineer in Cologne',
      client: 'Aydın Haustechnik',
      sections: ['The challenge', 'Our approach', 'The results', 'What our client says', 'Services used'],
      result: '+180% calls via the business profile',
      quoteBy: 'Mehmet Aydın',
      service: { name: 'Google My Business', href: '/en/services/google-my-business' },
      city: { name: 'Cologne', href: '/en/locations/cologne' },
      other: '/portfolio/heizungsbauer-koeln',
      otherTitle: 'Notdienstaufträge für einen Heizungsbauer in Köln',
    },
    oldSlug: ['/en/portfolio/heizungsbauer-koeln', '/en/portfolio/heating-engineer-cologne'],
    unknown: '/en/portfolio/does-not-exist',
    notFound: "Sorry, this page doesn't exist",
  },
} as const

for (const [locale, l] of Object.entries(LANGUAGES)) {
  test.describe(`portfolio (${locale})`, () => {
    // Each test opens several pages (the card test seven); the first visits render images on demand.
    test.describe.configure({ timeout: 90_000 })

    test('lists the six case studies, the track record and the call to action', async ({ page }) => {
      const response = await page.goto(l.portfolio)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.portfolio}$`))

      const cards = page.getByTestId('case-study-list').locator(':scope > li')
      await expect(cards).toHaveCount(6)
      expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-case-study')))).toEqual(l.slugs)
      for (const [index, card] of (await cards.all()).entries()) {
        await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty()
        await expect(card.locator('img')).toHaveAttribute('sizes', /.+/)
        await expect(card.locator('dd')).toHaveCount(3) // client, industry, city
        await expect(card.locator('ul > li')).toHaveCount(3) // key results
        await expect(card.getByRole('link', { name: l.view })).toHaveAttribute('href', `${l.portfolio}/${l.slugs[index]}`)
      }

      const trackRecord = page.getByRole('region', { name: l.trackRecord })
      await expect(trackRecord.locator('dd')).toHaveCount(4)
      for (const figure of await trackRecord.locator('dd').allTextContents()) expect(figure).toMatch(/\d/)

      await expect(page.getByRole('link', { name: l.cta })).toHaveAttribute('href', l.audit)
    })

    test('every card opens its case study, whose heading is the case study title', async ({ page, request }) => {
      await page.goto(l.portfolio)
      const cards = await page.getByTestId('case-study-list').locator(':scope > li').all()
      for (const card of cards) {
        const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim()
        const href = (await card.getByRole('link', { name: l.view }).getAttribute('href'))!
        const caseStudy = await request.get(href, { maxRedirects: 0 })
        expect(caseStudy.status(), href).toBe(200)
        const html = await caseStudy.text()
        expect(html).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;')}</h1>`))
      }
      await cards[0]!.getByRole('link', { name: l.view }).click()
      await expect(page).toHaveURL(new RegExp(`${l.portfolio}/${l.slugs[0]}$`))
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    })

    test('a case study shows its story, results, quote, services, breadcrumb and ways on', async ({ page }) => {
      const response = await page.goto(l.case.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.case.title)
      await expect(page).toHaveTitle(/\| Lokalsicht$/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.case.path}$`))
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale === 'de' ? 'en' : 'de'}"]`)).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${l.case.other}$`),
      )
      const breadcrumb = page.getByRole('navigation', { name: locale === 'de' ? 'Brotkrümelnavigation' : 'Breadcrumb' })
      await expect(breadcrumb.getByRole('link')).toHaveCount(2)
      await expect(breadcrumb.getByRole('link').nth(1)).toHaveAttribute('href', l.portfolio)
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(l.case.title)

      await expect(page.locator('main h2')).toContainText([...l.case.sections])
      await expect(page.locator('main dd').first()).toHaveText(l.case.client)
      await expect(page.getByTestId('case-study-results').locator('li')).toHaveCount(3)
      await expect(page.getByTestId('case-study-results')).toContainText(l.case.result)
      await expect(page.getByTestId('case-study-testimonial').locator('figcaption')).toContainText(l.case.quoteBy)
      await expect(page.locator('#services-used').getByRole('link', { name: l.case.service.name })).toHaveAttribute('href', l.case.service.href)
      await expect(page.locator('main').getByRole('link', { name: l.case.city.name, exact: true })).toHaveAttribute('href', l.case.city.href)
      await expect(page.getByRole('link', { name: l.back })).toHaveAttribute('href', l.portfolio)
      await expect(page.getByRole('link', { name: l.cta })).toHaveAttribute('href', l.audit)
    })

    test('the language switch on a case study lands on the same case study in the other language', async ({ page }) => {
      await page.goto(l.case.path)
      await page.getByTestId('language-switch').first().click()
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${l.case.other}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de' ? 'en' : 'de')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.case.otherTitle)
    })

    test('a case study without a client quote leaves the quote out', async ({ page }) => {
      await page.goto(`${l.portfolio}/hotel-dresden`)
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
      await expect(page.getByTestId('case-study-results').locator('li')).toHaveCount(3)
      await expect(page.getByTestId('case-study-testimonial')).toHaveCount(0)
    })

    test('the other language slug redirects permanently; an unknown slug is a 404', async ({ page, request }) => {
      const [from, to] = l.oldSlug
      const redirect = await request.get(from, { maxRedirects: 0 })
      expect([301, 308]).toContain(redirect.status())
      for (const location of redirect.headers().location!.split(', ')) expect(new URL(location, 'http://localhost').pathname).toBe(to)

      const missing = await page.goto(l.unknown)
      expect(missing?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.notFound)
    })
  })
}
