import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { mutate, query, signInAsDemoAdmin, studioToken } from './support/studio'

/**
 * The reviews page is rendered per request (its reviews live in the database), so its own notFound() for a
 * missing CMS document would answer with Next's empty error document that only the browser fills. The
 * proxy shows the prerendered 404 page in its place (web/lib/http/page-substitutes.ts), except in an
 * editor's draft preview where a draft of the document exists. This test removes a document that every
 * other test expects, so it runs last, alone (playwright.config.ts).
 */
const COPY = {
  de: { path: '/bewertungen', title: 'Seite nicht gefunden | Lokalsicht', heading: 'Diese Seite gibt es leider nicht' },
  en: { path: '/en/reviews', title: 'Page not found | Lokalsicht', heading: "Sorry, this page doesn't exist" },
} as const

test('without its CMS document the reviews page answers with the server-rendered 404 page, in the language of the address', async ({ page, browser, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const documents = await query<Record<string, unknown>[]>(request, token, '*[_id in ["reviewsPage", "drafts.reviewsPage"]]')
  const published = documents.find((document) => document._id === 'reviewsPage')
  expect(published).toBeDefined()
  const secret = randomBytes(24).toString('base64url')
  const secretId = `drafts.sanity-preview-url-secret.e2e-${secret.slice(0, 8)}`
  try {
    await mutate(request, token, documents.map((document) => ({ delete: { id: document._id } })))
    const visitor = await browser.newContext({ javaScriptEnabled: false })
    try {
      const visitorPage = await visitor.newPage()
      for (const [lang, copy] of Object.entries(COPY)) {
        await expect.poll(async () => (await request.get(copy.path)).status(), { timeout: 2_000, intervals: [50] }).toBe(404)
        const response = await visitorPage.goto(copy.path)
        expect(response?.status(), copy.path).toBe(404)
        expect(await response?.text(), copy.path).not.toContain('__next_error__')
        expect(new URL(visitorPage.url()).pathname).toBe(copy.path)
        await expect(visitorPage.locator('html')).toHaveAttribute('lang', lang)
        await expect(visitorPage).toHaveTitle(copy.title)
        await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(copy.heading)
        await expect(visitorPage.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
        await expect(visitorPage.locator('footer#site-footer')).toBeVisible()
      }
    } finally {
      await visitor.close()
    }

    // An editor previewing a draft of the page (not published yet) sees the draft, not the 404 page.
    await mutate(request, token, [
      { create: { _id: secretId, _type: 'sanity.previewUrlSecret', secret, studioUrl: '/studio' } },
      { createOrReplace: { ...published, _id: 'drafts.reviewsPage' } },
    ])
    const preview = await page.goto(`/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/en/reviews`)
    expect(preview?.status()).toBe(200)
    await expect(page).toHaveURL(/\/en\/reviews$/)
    await expect(page.getByTestId('rating-summary')).toBeVisible()
    expect((await request.get('/en/reviews')).status(), 'a visitor without the preview').toBe(404)
  } finally {
    await mutate(request, token, [{ delete: { id: 'drafts.reviewsPage' } }, { delete: { id: secretId } }, ...documents.map((document) => ({ createOrReplace: document }))])
  }
  await expect.poll(async () => (await request.get(COPY.de.path)).status(), { timeout: 2_000, intervals: [50] }).toBe(200)
  await expect.poll(async () => (await request.get(COPY.en.path)).status(), { timeout: 2_000, intervals: [50] }).toBe(200)
})
