import { expect, test } from '@playwright/test'
import { copy, type Language, paths, registerWithForm, signInWithForm } from './support/accounts'
import { linkIn, waitForMail } from './support/mail'
import { ownClient } from './support/client-address'

const text = {
  de: { request: 'Link anfordern', sent: /ist der Link unterwegs/, subject: /neues Passwort/, save: 'Passwort speichern', done: /Ihr Passwort wurde geändert/, invalid: 'Dieser Link funktioniert nicht mehr' },
  en: { request: 'Send link', sent: /the link is on its way/, subject: /new password/, save: 'Save password', done: /Your password has been changed/, invalid: 'This link no longer works' },
} as const

for (const language of ['de', 'en'] as const satisfies Language[]) {
  const t = text[language]
  const p = paths[language]

  test(`forgot password → e-mail over SMTP → new password → sign in (${language})`, async ({ page }) => {
    const person = await registerWithForm(page, language)
    await page.getByRole('button', { name: copy[language].signOut }).click()
    await expect(page).toHaveURL(language === 'de' ? /\/$/ : /\/en$/)

    await page.goto(p.forgot)
    await page.getByLabel(copy[language].email).fill(person.email)
    await page.getByRole('button', { name: t.request }).click()
    await expect(page.getByRole('status')).toHaveText(t.sent)

    const mail = await waitForMail(person.email, t.subject)
    const link = linkIn(mail)
    expect(link.pathname).toBe(language === 'de' ? '/passwort-zuruecksetzen' : '/en/reset-password')
    await page.goto(`${link.pathname}${link.search}`)
    const newPassword = `${person.password}-neu`
    await page.locator('input[name="password"]').fill(newPassword)
    await page.locator('input[name="confirmPassword"]').fill(newPassword)
    await page.getByRole('button', { name: t.save }).click()
    await expect(page).toHaveURL(new RegExp(`${p.login}\\?reset=1$`))
    await expect(page.getByRole('status').first()).toHaveText(t.done)

    await signInWithForm(page, language, person.email, newPassword)
    await expect(page).toHaveURL(new RegExp(`${p.dashboard}$`))

    // The link worked once.
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.invalid)
  })
}

test.describe('without JavaScript', () => {
  // A rate-limit bucket of its own (the app trusts one proxy hop in the tests): the other tests here ask
  // for reset links from the same address.
  const client = ownClient()
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: client })

  // What a visitor gets who sends the form before the page's scripts are there: the browser posts it.
  test('the new password from the e-mailed link is saved, and the sign-in page says so (de)', async ({ page, browser }) => {
    const withScripts = await (await browser.newContext({ javaScriptEnabled: true, extraHTTPHeaders: client })).newPage()
    const person = await registerWithForm(withScripts, 'de')
    await withScripts.goto(paths.de.forgot)
    await withScripts.getByLabel(copy.de.email).fill(person.email)
    await withScripts.getByRole('button', { name: text.de.request }).click()
    await expect(withScripts.getByRole('status')).toHaveText(text.de.sent)
    const link = linkIn(await waitForMail(person.email, text.de.subject))

    await page.goto(`${link.pathname}${link.search}`)
    expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('same-origin')
    const newPassword = `${person.password}-ohne-js`
    await page.locator('input[name="password"]').fill(newPassword)
    await page.locator('input[name="confirmPassword"]').fill(newPassword)
    const answered = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.getByRole('button', { name: text.de.save }).click()
    expect((await answered).status()).toBeLessThan(400)
    await expect(page).toHaveURL(new RegExp(`${paths.de.login}\\?reset=1$`))
    await expect(page.getByRole('status').first()).toHaveText(text.de.done)
  })
})

