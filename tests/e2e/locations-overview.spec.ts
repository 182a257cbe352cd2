import { expect, test } from '@playwright/test'
import { type Localized, type LocalizedSlug, storedDocuments } from './dataset'

interface StoredCity {
  _id: string
  featured: boolean
  name: Localized
  slug: LocalizedSlug
  region: Localized
  population: number
  businessCount: number
  services: { _ref: string }[]
  caseStudy: { client: Localized; result: Localized }
}
interface StoredService {
  _id: string
  title: Localized
  slug: LocalizedSlug
}

const cities = storedDocuments<StoredCity>('city')
const services = new Map(storedDocuments<StoredService>('service').map((service) => [service._id, service]))

const LANGUAGES = {
  de: {
    path: '/standorte',
    other: '/en/locations',
    heading: 'Local SEO für Ihre Stadt',
    cityBase: '/standorte/',
    serviceBase: '/leistungen/',
    contact: '/kontakt',
    audit: '/kostenloses-audit',
    number: new Intl.NumberFormat('de-DE'),
    population: 'Einwohner',
    businesses: 'Unternehmen',
    successStory: 'Erfolgsgeschichte',
    results: 'Ergebnisse, die zählen',
  },
  en: {
    path: '/en/locations',
    other: '/standorte',
    heading: 'Local SEO for your city',
    cityBase: '/en/locations/',
    serviceBase: '/en/services/',
    contact: '/en/contact',
    audit: '/en/free-audit',
    number: new Intl.NumberFormat('en-GB'),
    population: 'Population',
    businesses: 'Businesses',
    successStory: 'Success story',
    results: 'Results that count',
  },
} as const

test('the dataset holds 20 cities, the six of the product spec featured', () => {
  expect(cities).toHaveLength(20)
  expect(cities.filter((city) => city.featured).map((city) => city.slug.en.current).sort()).toEqual(
    ['berlin', 'cologne', 'frankfurt', 'hamburg', 'munich', 'stuttgart'],
  )
})

for (const [locale, l] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, (typeof LANGUAGES)[keyof typeof LANGUAGES]][]) {
  test.describe(`locations overview (${locale})`, () => {
    test('featured city cards with facts, three services and a success story; every city linked', async ({ page }) => {
      test.slow() // dozens of assertions per card; the shared CI machine is often loaded
      const response = await page.goto(l.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.path}$`))

      const featured = cities.filter((city) => city.featured)
      const cards = page.getByTestId('featured-cities').locator(':scope > li')
      await expect(cards).toHaveCount(featured.length)
      for (const [index, city] of featured.entries()) {
        const card = cards.nth(index)
        const href = `${l.cityBase}${city.slug[locale].current}`
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(city.name[locale])
        await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', href)
        await expect(card).toContainText(city.region[locale])
        await expect(card.locator('dl dt')).toHaveText([l.population, l.businesses])
        await expect(card.locator('dl dd')).toHaveText([l.number.format(city.population), l.number.format(city.businessCount)])
        const serviceLinks = card.locator(`a[href^="${l.serviceBase}"]`)
        await expect(serviceLinks).toHaveCount(3)
        for (const [position, reference] of city.services.slice(0, 3).entries()) {
          const service = services.get(reference._ref)!
          await expect(serviceLinks.nth(position)).toHaveText(service.title[locale])
          await expect(serviceLinks.nth(position)).toHaveAttribute('href', `${l.serviceBase}${service.slug[locale].current}`)
        }
        const story = card.locator('figure')
        await expect(story).toContainText(l.successStory)
        await expect(story).toContainText(city.caseStudy.client[locale])
        await expect(story).toContainText(city.caseStudy.result[locale])
      }

      // all 20 cities link to their city page
      const cityLinks = page.locator(`main #cities a[href^="${l.cityBase}"]`)
      const hrefs = new Set(await cityLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect([...hrefs].sort()).toEqual(cities.map((city) => `${l.cityBase}${city.slug[locale].current}`).sort())
      await expect(page.getByTestId('more-cities').locator(':scope > li')).toHaveCount(cities.length - featured.length)

      await expect(page.locator('#why-local li')).toHaveCount(4)
      const results = page.getByRole('region', { name: l.results })
      await expect(results.locator('dd')).toHaveCount(4)
      await expect(results.locator('[data-final-value="500"]')).toBeAttached()

      const main = page.locator('main')
      await expect(main.locator(`a[href="${l.contact}"]`).first()).toBeVisible()
      await expect(main.locator(`a[href="${l.audit}"]`).first()).toBeVisible()
    })

    test('the language switch lands on the other language’s locations overview', async ({ page }) => {
      await page.goto(l.path)
      await page.getByTestId('language-switch').first().click()
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${l.other}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de' ? 'en' : 'de')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[locale === 'de' ? 'en' : 'de'].heading)
    })
  })
}
