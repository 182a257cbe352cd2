import { expect, test } from '@playwright/test'
import { copy, type Language, paths, registerWithForm, signInWithForm } from './support/accounts'
import { linkIn, waitForMail } from './support/mail'

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
