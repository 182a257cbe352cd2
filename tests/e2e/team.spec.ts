import { expect, test } from '@playwright/test'
import { type Localized, storedDocuments } from './dataset'

interface StoredMember {
  name: string
  role: Localized
  bio: Localized
  phone: string
  email: string
  linkedin: string
}

const members = storedDocuments<StoredMember>('teamMember')

const LANGUAGES = {
  de: { path: '/unser-team', other: '/en/team', heading: 'Die Menschen hinter Lokalsicht', contact: '/kontakt' },
  en: { path: '/en/team', other: '/unser-team', heading: 'The people behind Lokalsicht', contact: '/en/contact' },
} as const

test('the dataset holds the six team members', () => {
  expect(members.map((member) => member.name)).toEqual([
    'Jonas Hartmann',
    'Lea Wagner',
    'Murat Yılmaz',
    'Sophie Klein',
    'David Neumann',
    'Marie Schubert',
  ])
})

for (const [locale, l] of Object.entries(LANGUAGES) as [keyof typeof LANGUAGES, (typeof LANGUAGES)[keyof typeof LANGUAGES]][]) {
  test.describe(`team page (${locale})`, () => {
    test('six members with photo, position, description, phone, e-mail and LinkedIn', async ({ page }) => {
      test.slow() // dozens of assertions per card; the shared CI machine is often loaded
      const response = await page.goto(l.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.path}$`))

      const cards = page.getByTestId('team-members').locator(':scope > li')
      await expect(cards).toHaveCount(6)
      for (const [index, member] of members.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(member.name)
        await expect(card).toContainText(member.role[locale])
        await expect(card).toContainText(member.bio[locale].slice(0, 60))
        const photo = card.locator('img')
        await expect(photo).toHaveAttribute('alt', new RegExp(member.name))
        await expect(photo).toHaveAttribute('srcset', /.+/)
        await expect(card.locator(`a[href="tel:${member.phone.replace(/[^\d+]/g, '')}"]`)).toContainText(member.phone)
        await expect(card.locator(`a[href="mailto:${member.email}"]`)).toContainText(member.email)
        const linkedin = card.locator(`a[href="${member.linkedin}"]`)
        await expect(linkedin).toHaveAttribute('target', '_blank')
        await expect(linkedin).toHaveAttribute('rel', /noopener/)
        await expect(linkedin).toHaveAccessibleName(new RegExp(`LinkedIn`))
      }
      // photos load (the first three eagerly)
      const first = cards.first().locator('img')
      await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

      await expect(page.locator(`main a[href="${l.contact}"]`)).toHaveCount(1)
    })

    test('the language switch lands on the other language’s team page', async ({ page }) => {
      await page.goto(l.path)
      await page.getByTestId('language-switch').first().click()
      await expect(page).toHaveURL(new RegExp(`localhost:\\d+${l.other}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'de' ? 'en' : 'de')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES[locale === 'de' ? 'en' : 'de'].heading)
    })
  })
}
