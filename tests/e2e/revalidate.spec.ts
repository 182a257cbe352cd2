import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { expect, test } from '@playwright/test'
import { REVALIDATE_SECRET } from '../../playwright.config'
import { mutate, query, signInAsDemoAdmin, studioToken } from './support/studio'

/**
 * Static pages follow the content: the local Content Lake's own commits refresh them (the hosted Content
 * Lake's webhook, /api/revalidate, exists only with a hosted project).
 */
test.describe.configure({ mode: 'serial' })

const sign = (body: string, secret = REVALIDATE_SECRET) => encodeSignatureHeader(body, Date.now(), secret)
/** Sanity's webhooks send JSON as JSON; Playwright would label a string body application/octet-stream (415). */
const JSON_TYPE = { 'content-type': 'application/json' }

test('without a hosted Sanity project there is no webhook endpoint: 404, signed or not', async ({ request }) => {
  // The hosted project's webhook (signature, age, body) is tested on the route itself:
  // tests/unit/revalidate-signatures.test.ts. Here the local Content Lake refreshes the pages (below).
  const body = JSON.stringify({ _type: 'legalPage' })
  expect((await request.post('/api/revalidate', { data: body, headers: { ...JSON_TYPE, [SIGNATURE_HEADER_NAME]: await sign(body) } })).status()).toBe(404)
  expect((await request.post('/api/revalidate', { data: body, headers: JSON_TYPE })).status()).toBe(404)
  expect((await request.get('/api/revalidate')).status()).toBe(404)
})

test('a change published in the local Content Lake is on the static page within 2 s, without any webhook', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const [original] = await query<string[]>(request, token, '*[_id == "legal-imprint"].lastUpdated')
  expect(original).toBeTruthy()
  expect(await (await request.get('/impressum')).text()).not.toContain('15. Januar 2030')
  try {
    await mutate(request, token, [{ patch: { id: 'legal-imprint', set: { lastUpdated: '2030-01-15' } } }])
    const committed = Date.now()
    await expect.poll(async () => (await request.get('/impressum')).text(), { timeout: 2_000, intervals: [50] }).toContain('15. Januar 2030')
    await expect.poll(async () => (await request.get('/en/imprint')).text(), { timeout: 2_000 - (Date.now() - committed), intervals: [50] }).toContain('January 15, 2030')
  } finally {
    await mutate(request, token, [{ patch: { id: 'legal-imprint', set: { lastUpdated: original } } }])
  }
})

test('an open page shows a published change without a reload, in both languages', async ({ page, request, browser }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const [original] = await query<string[]>(request, token, '*[_id == "legal-imprint"].lastUpdated')
  // Visitors (no session): the pages follow the content once they are idle (/api/content/live).
  const visitor = await browser.newContext()
  const open = async (path: string) => {
    const tab = await visitor.newPage()
    const listening = tab.waitForResponse((response) => response.url().endsWith('/api/content/live') && response.status() === 200)
    await tab.goto(path)
    await listening
    // Gone if the page were loaded again: the change must come without a reload.
    await tab.evaluate(() => Object.assign(window, { openedBeforeTheChange: true }))
    return tab
  }
  try {
    const german = await open('/impressum')
    const english = await open('/en/imprint')
    await expect(german.getByText('15. Januar 2030')).toHaveCount(0)
    await mutate(request, token, [{ patch: { id: 'legal-imprint', set: { lastUpdated: '2030-01-15' } } }])
    await expect(german.getByText('15. Januar 2030')).toBeVisible({ timeout: 3_000 })
    await expect(english.getByText('January 15, 2030')).toBeVisible({ timeout: 3_000 })
    for (const tab of [german, english]) expect(await tab.evaluate(() => 'openedBeforeTheChange' in window)).toBe(true)
  } finally {
    await mutate(request, token, [{ patch: { id: 'legal-imprint', set: { lastUpdated: original } } }])
    await visitor.close()
  }
})

test('a change committed while the page is being rendered with the content before it is on the page within 2 s', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const [original] = await query<string[]>(request, token, '*[_id == "legal-imprint"].lastUpdated')
  const months = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni']
  try {
    // Renders of the page started after one change and still running when the next one is committed, at
    // a few points of the render: without the second refresh (web/lib/content-lake/site-revalidation.ts)
    // Next keeps one of these old renders as the current page.
    for (const [round, month] of months.entries()) {
      await mutate(request, token, [{ patch: { id: 'legal-imprint', set: { lastUpdated: `2031-0${round + 1}-10` } } }])
      const renders = [request.get('/impressum'), request.get('/impressum')]
      await new Promise((resolve) => setTimeout(resolve, round * 8))
      await mutate(request, token, [{ patch: { id: 'legal-imprint', set: { lastUpdated: `2032-0${round + 1}-20` } } }])
      const committed = Date.now()
      await Promise.all(renders)
      await expect
        .poll(async () => (await request.get('/impressum')).text(), { timeout: 2_000 - (Date.now() - committed), intervals: [50] })
        .toContain(`20. ${month} 2032`)
    }
  } finally {
    await mutate(request, token, [{ patch: { id: 'legal-imprint', set: { lastUpdated: original } } }])
  }
})

test('a page whose document is deleted answers with the 404 page, and comes back when it is restored', async ({ page, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const [terms] = await query<Record<string, unknown>[]>(request, token, '*[_id == "legal-terms"]')
  expect(terms?._id).toBe('legal-terms')
  try {
    await mutate(request, token, [{ delete: { id: 'legal-terms' } }])
    // The prerendered page renders the 404 page itself (web/lib/routing/content-route.ts): status 404,
    // the localized title, header and footer, noindex.
    await expect.poll(async () => (await request.get('/agb')).status(), { timeout: 2_000, intervals: [50] }).toBe(404)
    await page.goto('/agb')
    await expect(page).toHaveTitle('Seite nicht gefunden | Lokalsicht')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht')
    await expect(page.locator('footer#site-footer')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect.poll(async () => (await request.get('/en/terms')).status(), { timeout: 2_000, intervals: [50] }).toBe(404)
    expect(await (await request.get('/en/terms')).text()).toContain("Sorry, this page doesn't exist")
  } finally {
    await mutate(request, token, [{ createOrReplace: terms }])
  }
  await expect.poll(async () => (await request.get('/agb')).status(), { timeout: 2_000, intervals: [50] }).toBe(200)
  await expect.poll(async () => (await request.get('/en/terms')).status(), { timeout: 2_000, intervals: [50] }).toBe(200)
})
