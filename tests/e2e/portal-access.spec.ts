import { expect, test } from '@playwright/test'
import { DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { paths, registerWithForm, signInWithForm } from './support/accounts'

/**
 * Nobody sees another customer's data: a second customer and a signed-out visitor ask for every portal
 * page, every invoice detail and every PDF of the demo customer by id.
 */
test('another customer and a signed-out visitor get 404 or the login for the demo customer’s invoices', async ({ browser }) => {
  const owner = await browser.newPage()
  await signInWithForm(owner, 'de', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await owner.goto(paths.de.invoices)
  const ids = await owner.locator('[data-invoice] a[download]').evaluateAll((links) =>
    links.map((link) => /\/api\/invoices\/([^/]+)\/pdf/.exec(link.getAttribute('href') ?? '')![1]!),
  )
  expect(ids).toHaveLength(9)

  const stranger = await browser.newPage()
  await registerWithForm(stranger, 'en')
  const signedOut = await (await browser.newContext()).newPage()

  for (const id of ids) {
    for (const [who, page] of [['other customer', stranger], ['signed out', signedOut]] as const) {
      const pdf = await page.request.get(`/api/invoices/${id}/pdf`)
      expect(pdf.status(), `${who}: PDF ${id}`).toBe(404)
      expect(await pdf.text()).not.toContain('%PDF')
    }
    const detail = await stranger.request.get(`/dashboard/rechnungen?invoice=${id}`)
    expect(detail.status(), `other customer: detail ${id}`).toBe(404)
    expect(await detail.text()).not.toMatch(/INV-\d{4}-\d{3}/)
    const signedOutDetail = await signedOut.request.get(`/dashboard/rechnungen?invoice=${id}`, { maxRedirects: 0 })
    expect(signedOutDetail.status()).toBe(307)
    expect(signedOutDetail.headers().location).toMatch(/^\/login\?next=/)
  }

  for (const path of Object.values(paths.de).filter((path) => path.startsWith('/dashboard') || path.startsWith('/admin'))) {
    const response = await signedOut.request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(307)
    expect(response.headers().location).toBe(`/login?next=${encodeURIComponent(path)}`)
  }
  for (const path of Object.values(paths.en).filter((path) => path.startsWith('/en/dashboard') || path.startsWith('/en/admin'))) {
    const response = await signedOut.request.get(path, { maxRedirects: 0 })
    expect(response.headers().location).toBe(`/en/login?next=${encodeURIComponent(path)}`)
  }

  // The stranger's own invoice list is empty, the owner's data appears nowhere.
  await stranger.goto(paths.en.invoices)
  await expect(stranger.locator('[data-invoice]')).toHaveCount(0)
  await stranger.goto(paths.en.dashboard)
  await expect(stranger.locator('[data-figure="totalSpent"] dd')).toHaveText('€0.00')
})
