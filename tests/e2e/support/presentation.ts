import { expect, type FrameLocator, type Page } from '@playwright/test'

/** Zero-width characters: Sanity's stega encodes the edit information in them. */
export const STEGA = /[\u200b\u200c\u200d\ufeff]{8,}/

/**
 * The Presentation tool has the page in its frame connected: it names the page's address in its own
 * (`?preview=`), told by the page (its history adapter, web/components/preview/).
 */
export async function connectedTo(page: Page, url: string, timeout = 60_000) {
  await expect(page).toHaveURL((address) => address.searchParams.get('preview') === url, { timeout })
}

/** A click on the home page's heading in the preview opens that field (`hero.heading.<language>`) of the home page document. */
export async function clickHeading(page: Page, preview: FrameLocator, field: string) {
  const heading = preview.locator('main h1').first()
  await expect(heading).toBeVisible({ timeout: 30_000 })
  // The overlays measure the marked elements after the page has settled: until then a click reaches only
  // the heading. Hover and click as an editor would, until the tool opens that field of that document (its
  // address names the document and the field's path, which the form then shows and focuses).
  await expect(async () => {
    await heading.hover({ timeout: 2_000 })
    await heading.click({ timeout: 2_000 })
    await expect(page).toHaveURL((url) => url.pathname.endsWith(`/homePage/homePage/${field}`), { timeout: 3_000 })
  }).toPass({ timeout: 60_000, intervals: [500] })
  await expect(page.locator(`input[id="${field}"]`)).toBeEditable({ timeout: 60_000 })
}
