import { expect, test } from '@playwright/test'
import { type Localized, storedDocuments } from './dataset'

interface StoredSettings {
  _id: string
  chatNumber: string
  claims: Record<string, number>
}
interface StoredAboutPage {
  story: { heading: Localized }
  mission: { heading: Localized }
  stats: { claim: string; label: Localized }[]
  values: { title: Localized }[]
}

const settings = storedDocuments<StoredSettings>('siteSettings').find((document) => document._id === 'siteSettings')!
const about = storedDocuments<StoredAboutPage>('aboutPage')[0]!

const LANGUAGES = {
  de: {
    path: '/ueber-uns',
    other: '/en/about',
    heading: 'Wir machen lokale Unternehmen sichtbar',
    contact: '/kontakt',
    team: '/unser-team',
    stats: 'Lokalsicht in Zahlen',
    values: 'Wofür wir stehen',
    chat: 'Beratung per WhatsApp',
  },
  en: {
    path: '/en/about',
    other: '/ueber-uns',
    heading: 'We make local businesses visible',
    contact: '/en/contact',
    team: '/en/team',
    stats: 'Lokalsicht in figures',
    values: 'What we stand for',
    chat: 'Chat with us on WhatsApp',
  },
} as const

test('the about page figures are the spec’s claims from site settings', () => {
  expect(about.stats.map((stat) => [stat.claim, settings.claims[stat.claim]])).toEqual([
    ['yearsExperience', 8],
    ['clients', 500],
    ['projects', 1000],
    ['satisfaction', 98],
  ])
})

for (const [locale, l] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, (typeof LANGUAGES)[keyof typeof LANGUAGES]][]) {
  test.describe(`about page (${locale})`, () => {
    test('story, mission, figures, three values, chat and contact links', async ({ page }) => {
      const response = await page.goto(l.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.path}$`))

      await expect(page.getByRole('heading', { level: 2, name: about.story.heading[locale] })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: about.mission.heading[locale] })).toBeVisible()
      await expect(page.locator('#story')).toContainText('2016')

      const stats = page.getByRole('region', { name: l.stats })
      await expect(stats.locator('dt')).toHaveText(about.stats.map((stat) => stat.label[locale]))
      for (const stat of about.stats) await expect(stats.locator(`[data-final-value="${settings.claims[stat.claim]}"]`)).toBeAttached()

      const values = page.getByRole('region', { name: l.values })
      await expect(values.getByRole('heading', { level: 3 })).toHaveText(about.values.map((value) => value.title[locale]))
      await expect(values.getByRole('link')).toHaveAttribute('href', l.team)

      const main = page.locator('main')
      const chat = main.getByRole('link', { name: new RegExp(l.chat) }).first()
      await expect(chat).toHaveAttribute('href', `https://wa.me/${settings.chatNumber.replace(/\D/g, '')}`)
      await expect(chat).toHaveAttribute('target', '_blank')
      await expect(chat).toHaveAttribute('rel', /noopener/)
      await expect(main.locator(`a[href="${l.contact}"]`)).toHaveCount(2)
    })

    test('the language switch lands on the other language’s about page', async ({ page }) => {
      await page.goto(l.path)
      await page.getByTestId('language-switch').first().click()
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${l.other}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de' ? 'en' : 'de')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[locale === 'de' ? 'en' : 'de'].heading)
    })
  })
}
