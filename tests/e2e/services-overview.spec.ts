import { expect, test } from '@playwright/test'
import { type Localized, type LocalizedSlug, storedDocuments } from './dataset'

interface StoredService {
  title: Localized
  slug: LocalizedSlug
  priceEur: number
  durationMonths: number
}

const services = storedDocuments<StoredService>('service')

const LANGUAGES = {
  de: {
    path: '/leistungen',
    other: '/en/services',
    heading: 'SEO-Leistungen, die Ihr Geschäft voranbringen',
    servicesBase: '/leistungen/',
    audit: '/kostenloses-audit',
    price: (euros: number) => `${euros} €`,
    perMonth: 'pro Monat',
    oneOff: 'einmalig',
    term: (months: number) => `Mindestlaufzeit ${months} Monate`,
    learnMore: 'Mehr erfahren',
    auditButton: 'Kostenloses Audit',
    chat: 'Beratung per WhatsApp',
    whyHeading: 'Warum Lokalsicht?',
  },
  en: {
    path: '/en/services',
    other: '/leistungen',
    heading: 'SEO services that move your business forward',
    servicesBase: '/en/services/',
    audit: '/en/free-audit',
    price: (euros: number) => `€${euros}`,
    perMonth: 'per month',
    oneOff: 'one-off',
    term: (months: number) => `Minimum term ${months} months`,
    learnMore: 'Learn more',
    auditButton: 'Free audit',
    chat: 'Chat with us on WhatsApp',
    whyHeading: 'Why Lokalsicht?',
  },
} as const

test('the dataset holds the seven services with the prices of the product spec', () => {
  expect(services.map((service) => [service.slug.en.current, service.priceEur, service.durationMonths])).toEqual([
    ['local-seo', 599, 6],
    ['technical-seo', 799, 3],
    ['onpage-seo', 499, 3],
    ['offpage-seo', 899, 6],
    ['content-marketing', 699, 6],
    ['seo-audit', 299, 1],
    ['google-my-business', 399, 3],
  ])
})

for (const [locale, l] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, (typeof LANGUAGES)[keyof typeof LANGUAGES]][]) {
  test.describe(`services overview (${locale})`, () => {
    test('hero, seven priced service cards, why us and closing call to action from the CMS', async ({ page }) => {
      test.slow() // dozens of assertions per card; the shared CI machine is often loaded
      const response = await page.goto(l.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
      await expect(page).toHaveTitle(/ \| Lokalsicht$/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.path}$`))

      const hero = page.locator('main > section').first()
      await expect(hero.getByRole('link', { name: /audit/i })).toHaveAttribute('href', l.audit)
      const chat = hero.getByRole('link', { name: new RegExp(l.chat) })
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/)
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(chat).toHaveAttribute('rel', /noopener/)

      const cards = page.getByTestId('service-cards').locator(':scope > li')
      await expect(cards).toHaveCount(7)
      for (const [index, service] of services.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title[locale])
        const price = card.getByTestId('service-price')
        await expect(price).toContainText(l.price(service.priceEur))
        if (service.durationMonths === 1) {
          await expect(price).toContainText(l.oneOff)
        } else {
          await expect(price).toContainText(l.perMonth)
          await expect(price).toContainText(l.term(service.durationMonths))
        }
        const slug = service.slug[locale].current
        const learnMore = card.locator(`a[href="${l.servicesBase}${slug}"]`)
        await expect(learnMore).toHaveCount(1)
        await expect(learnMore).toContainText(l.learnMore)
        await expect(learnMore).toContainText(service.title[locale])
        const audit = card.locator(`a[href="${l.audit}"]`)
        await expect(audit).toHaveCount(1)
        await expect(audit).toContainText(l.auditButton)
      }

      await expect(page.getByRole('heading', { level: 2, name: l.whyHeading })).toBeVisible()
      await expect(page.locator('#why-us li')).toHaveCount(4)
      const closing = page.getByRole('region', { name: locale === 'de' ? 'Nicht sicher, welche Leistung passt?' : 'Not sure which service is right for you?' })
      await expect(closing.getByRole('link', { name: locale === 'de' ? 'Kostenloses Audit anfordern' : 'Request a free audit' })).toHaveAttribute('href', l.audit)
    })

    test('a service card leads to its service page', async ({ page }) => {
      await page.goto(l.path)
      const slug = services[1]!.slug[locale].current
      await page.getByTestId('service-cards').locator(`a[href="${l.servicesBase}${slug}"]`).click()
      await expect(page).toHaveURL(new RegExp(`${l.servicesBase}${slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('the language switch lands on the other language’s services overview', async ({ page }) => {
      await page.goto(l.path)
      await page.getByTestId('language-switch').first().click()
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${l.other}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de' ? 'en' : 'de')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[locale === 'de' ? 'en' : 'de'].heading)
    })
  })
}
