import { axe } from './support/axe'
import { expect, test } from '@playwright/test'
import { contentApiPort } from '../../playwright.config'
import { signInAsDemoAdmin } from './support/studio'

/**
 * On this machine the studio's Content API has a certificate made here. A browser that does not trust
 * it yet is told so in the studio's own page, in both languages, with the one step to take: the command
 * `npm run studio:trust`, or a link to the API's address, which leads back to the studio once the
 * browser's warning is accepted.
 */
const api = `https://localhost:${contentApiPort}`

test('a browser that does not trust the Content API yet is told in the studio what to do, and led back', async ({ browser, page }) => {
  await signInAsDemoAdmin(page)
  await page.goto('/studio/')
  const notice = page.getByRole('alertdialog', { name: 'Das Studio erreicht seine Inhalte noch nicht' })
  await expect(notice).toBeVisible({ timeout: 30_000 })
  await expect(notice.getByRole('heading', { name: 'The studio cannot reach its content yet' })).toBeVisible()
  await expect(notice.getByText('npm run studio:trust')).toHaveCount(2)
  const link = notice.getByRole('link', { name: 'diese Adresse öffnen' })
  const href = (await link.getAttribute('href'))!
  expect(href.startsWith(`${api}/accept-certificate?return=`)).toBe(true)
  expect(new URL(href).searchParams.get('return')).toBe(page.url())
  // The notice itself is accessible.
  const results = await axe(page).include('#content-api-check').analyze()
  expect(results.violations).toEqual([])

  // The person opens the link and accepts the browser's warning (a browser that takes the certificate):
  // the API's page says it in both languages and leads back to the studio, which then starts.
  const trusting = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE', storageState: await page.context().storageState() })
  try {
    const back = await trusting.newPage()
    await back.goto(href)
    await expect(back.getByRole('heading', { name: 'Der Browser erreicht den Content-Lake dieses Rechners.' })).toBeVisible()
    await expect(back).toHaveURL(page.url(), { timeout: 10_000 })
    await expect(back.getByRole('link', { name: 'Leistungen', exact: true })).toBeVisible({ timeout: 120_000 })
    await expect(back.getByRole('alertdialog')).toHaveCount(0)
  } finally {
    await trusting.close()
  }
})
