import { type Browser, expect, type Page } from '@playwright/test'
import { type Language, signInWithForm } from './accounts'
import { linkIn, waitForMail } from './mail'

const copy = {
  de: { newCustomer: '/admin/kunden/neu', company: 'Firma', contact: 'Ansprechpartner', email: 'E-Mail-Adresse', create: 'Kunde anlegen', invitation: /Zugang zum Lokalsicht-Kundenportal/, savePassword: 'Passwort speichern' },
  en: { newCustomer: '/en/admin/customers/new', company: 'Company', contact: 'Contact person', email: 'E-mail address', create: 'Create customer', invitation: /access to the Lokalsicht customer portal/, savePassword: 'Save password' },
} as const

/**
 * The office creates a customer with a full address (an invoice names it) and access to the portal;
 * returns the customer's id and the address the invitation went to.
 */
export async function createInvitedCustomer(office: Page, language: Language, who: { company: string; contact: string; street: string }) {
  const t = copy[language]
  const email = `${who.company.toLowerCase().replace(/[^a-z]+/g, '-')}-${language}-${Date.now()}@example.de`
  await office.goto(t.newCustomer)
  await office.getByLabel(t.company, { exact: false }).first().fill(who.company)
  await office.getByLabel(t.contact).fill(who.contact)
  await office.getByLabel(t.email).fill(email)
  await office.locator('input[name="street"]').fill(who.street)
  await office.locator('input[name="postalCode"]').fill('10243')
  await office.locator('input[name="city"]').fill('Berlin')
  await office.locator('select[name="language"]').selectOption(language)
  await office.getByRole('button', { name: t.create }).click()
  await expect(office).toHaveURL(/\?created=1$/)
  return { email, customerId: office.url().match(/[0-9a-f-]{36}/)![0] }
}

/** The customer sets a password from the invitation e-mail and signs in; returns their page. */
export async function acceptInvitation(browser: Browser, language: Language, email: string, password: string): Promise<Page> {
  const link = linkIn(await waitForMail(email, copy[language].invitation))
  const customer = await (await browser.newContext()).newPage()
  await customer.emulateMedia({ reducedMotion: 'reduce' })
  await customer.goto(`${link.pathname}${link.search}`)
  await customer.locator('input[name="password"]').fill(password)
  await customer.locator('input[name="confirmPassword"]').fill(password)
  await customer.getByRole('button', { name: copy[language].savePassword }).click()
  await expect(customer).toHaveURL(/\?reset=1$/)
  await signInWithForm(customer, language, email, password)
  return customer
}
