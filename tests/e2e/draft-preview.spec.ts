import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { mutate, query, signInAsDemoAdmin, studioToken } from './support/studio'

/**
 * An editor's draft preview (the studio's Presentation tool opens /api/draft-mode/enable with a secret it
 * stored in the Content Lake). Second audit, finding 9: Next's draft-mode cookie is one static value per
 * build that never expires, and draft pages had no Content-Security-Policy. Drafts now show only while an
 * editor or admin is signed in in that browser, and a draft page carries a nonce policy.
 */
test.describe.configure({ mode: 'serial' })

test('drafts show to a signed-in editor with a nonce policy, and never to a browser that only has the draft-mode cookie', async ({ page, browser, request }) => {
  await signInAsDemoAdmin(page)
  const token = await studioToken(page)
  const secret = randomBytes(24).toString('base64url')
  const secretId = `drafts.sanity-preview-url-secret.e2e-${secret.slice(0, 8)}`
  const [imprint] = await query<Record<string, unknown>[]>(request, token, '*[_id == "legal-imprint"]')
  expect(imprint).toBeDefined()
  await mutate(request, token, [
    { create: { _id: secretId, _type: 'sanity.previewUrlSecret', secret, studioUrl: '/studio' } },
    { createOrReplace: { ...imprint, _id: 'drafts.legal-imprint', lastUpdated: '2033-03-03' } },
  ])
  try {
    // Without a session the secret alone switches nothing on.
    const anonymous = await request.get(`/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/impressum`, { maxRedirects: 0 })
    expect(anonymous.status()).toBe(401)

    const preview = await page.goto(`/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/impressum`)
    await expect(page).toHaveURL(/\/impressum$/)
    await expect(page.locator('main')).toContainText('3. März 2033')
    expect(preview!.headers()['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
    // The studio's Presentation tool shows the preview in a frame on this origin; no other site may.
    expect(preview!.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(preview!.headers()['x-frame-options']).toBe('SAMEORIGIN')

    // The draft-mode cookie copied into a browser without the editor's session: the published page.
    const draftCookie = (await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass')
    expect(draftCookie).toBeDefined()
    const stranger = await browser.newContext({ storageState: { cookies: [draftCookie!], origins: [] } })
    try {
      const strangerPage = await stranger.newPage()
      const strangerResponse = await strangerPage.goto('/impressum')
      expect(strangerResponse!.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
      await expect(strangerPage.locator('main')).toBeVisible()
      await expect(strangerPage.locator('main')).not.toContainText('2033')
    } finally {
      await stranger.close()
    }
  } finally {
    await mutate(request, token, [{ delete: { id: 'drafts.legal-imprint' } }, { delete: { id: secretId } }])
  }
})
