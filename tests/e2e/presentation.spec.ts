import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { mutate, signInAsDemoAdmin, studioToken } from './support/studio'

/**
 * Click-to-edit in the studio's Presentation tool ("Vorschau"): the site in a frame beside the editor,
 * in an editor's draft preview, its visible text marked with where it came from (content source maps →
 * stega, web/lib/content/preview-stega.ts). A click on the home page's heading opens the home page
 * document with that heading's field focused, in German and in English, and what is typed there shows in
 * the preview; visitors' pages carry none of the marks.
 */
test.use({ ignoreHTTPSErrors: true })

/** Zero-width characters: Sanity's stega encodes the edit information in them. */
const STEGA = /[\u200b\u200c\u200d\ufeff]{8,}/

/**
 * The Presentation tool has the page in its frame connected: it names the page's address in its own
 * (`?preview=`), told by the page (its history adapter, web/components/preview/).
 */
async function connectedTo(page: Page, url: string) {
  // After a full page load in the frame the tool notices the old page is gone by a missed heartbeat (~5 s).
  await expect(page).toHaveURL((address) => address.searchParams.get('preview') === url, { timeout: 30_000 })
}

async function clickHeading(page: Page, preview: FrameLocator, field: string) {
  const heading = preview.locator('main h1').first()
  await expect(heading).toBeVisible({ timeout: 30_000 })
  // The overlays measure the marked elements after the page has settled: until then a click reaches only
  // the heading. Hover and click as an editor would, until the tool opens the field (its address names
  // it); then, with no click after it, the field has the focus.
  await expect(async () => {
    await heading.hover({ timeout: 2_000 })
    await heading.click({ timeout: 2_000 })
    await expect(page).toHaveURL((url) => url.pathname.endsWith(`/${field}`), { timeout: 3_000 })
  }).toPass({ timeout: 30_000, intervals: [500] })
  await expect(page.locator(`input[id="${field}"]`)).toBeFocused({ timeout: 15_000 })
}

test('a click on the heading in the studio preview opens its field, in German and in English, and the edit shows in the preview; public pages carry no edit marks', async ({ baseURL, page, request }) => {
  test.setTimeout(120_000)
  await signInAsDemoAdmin(page)
  await page.goto('/studio/presentation')
  const preview = page.frameLocator('iframe')

  await connectedTo(page, `${baseURL}/`)
  await clickHeading(page, preview, 'hero.heading.de')
  expect(await preview.locator('main h1').first().textContent()).toMatch(STEGA)

  // Typed into the field, the draft shows in the preview without a reload.
  const token = await studioToken(page)
  try {
    await page.keyboard.press('End')
    await page.keyboard.type(' (Entwurf)')
    await expect(preview.locator('main h1').first()).toContainText('(Entwurf)', { timeout: 15_000 })
  } finally {
    await mutate(request, token, [{ delete: { id: 'drafts.homePage' } }])
  }

  await preview.getByRole('link', { name: 'English' }).click()
  await expect(preview.locator('html')).toHaveAttribute('lang', 'en', { timeout: 15_000 })
  await connectedTo(page, `${baseURL}/en`)
  await clickHeading(page, preview, 'hero.heading.en')

  // A visitor's pages, in both languages: the same text without any marks.
  for (const path of ['/', '/en']) {
    const html = await (await request.get(path)).text()
    expect(html).toContain('<h1')
    expect(html).not.toMatch(STEGA)
  }
})
