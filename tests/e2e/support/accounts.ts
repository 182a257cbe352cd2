import { expect, type Page } from '@playwright/test'
import { DEMO_CUSTOMER } from '../../../web/lib/demo-accounts'
import { linkIn, waitForMail } from './mail'

export type Language = 'de' | 'en'

export const paths = {
  de: {
    login: '/login',
    register: '/registrierung',
    forgot: '/passwort-vergessen',
    dashboard: '/dashboard',
    invoices: '/dashboard/rechnungen',
    projects: '/dashboard/projekte',
    contracts: '/dashboard/vertraege',
    quotes: '/dashboard/angebote',
    settings: '/dashboard/einstellungen',
    admin: '/admin/dashboard',
    home: '/',
  },
  en: {
    login: '/en/login',
    register: '/en/register',
    forgot: '/en/forgot-password',
    dashboard: '/en/dashboard',
    invoices: '/en/dashboard/invoices',
    projects: '/en/dashboard/projects',
    contracts: '/en/dashboard/contracts',
    quotes: '/en/dashboard/quotes',
    settings: '/en/dashboard/settings',
    admin: '/en/admin/dashboard',
    home: '/en',
  },
} as const

export const copy = {
  de: { email: 'E-Mail-Adresse', signIn: 'Anmelden', signOut: 'Abmelden', createAccount: 'Konto erstellen' },
  en: { email: 'E-mail address', signIn: 'Sign in', signOut: 'Sign out', createAccount: 'Create account' },
} as const

/** Signs in through the login form and waits for the page it leads to. */
export async function signInWithForm(page: Page, language: Language, email: string, password: string, path: string = paths[language].login) {
  await page.goto(path)
  await page.getByLabel(copy[language].email).fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
  // Hashing the password (scrypt) takes a while on a busy 2-core machine.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 })
}

/**
 * The German sign-in page that leads to `path` afterwards. An editor lands in the studio, which then signs
 * itself in with full page loads of its own; a `goto` right after the sign-in could be cancelled by them
 * (net::ERR_ABORTED), so an editor's first studio page is the sign-in's destination instead.
 */
export const signInTo = (path: string) => `${paths.de.login}?next=${encodeURIComponent(path)}`

export const signInAsDemoCustomer = (page: Page, language: Language) => signInWithForm(page, language, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)

let counter = 0
export function newCustomer(language: Language) {
  counter += 1
  const id = `${Date.now()}-${process.pid}-${counter}`
  return {
    name: language === 'de' ? 'Lena Schäfer' : 'Oliver Bennett',
    company: language === 'de' ? 'Schäfer Raumausstattung' : 'Bennett Bikes Ltd',
    email: `e2e-${language}-${id}@example.de`,
    password: `Sommerregen-über-Kiel-${counter}`,
  }
}

/** What the registration form says once it is sent, for every address. */
export const checkMail = {
  de: (email: string) => `Fast geschafft: Wir haben Ihnen eine E-Mail an ${email} geschickt.`,
  en: (email: string) => `Almost done: we have sent an e-mail to ${email}.`,
} as const

/** The subject of the mail with the link that confirms a new account's address. */
export const confirmSubject = { de: /^Bitte bestätigen Sie Ihre E-Mail-Adresse$/, en: /^Please confirm your e-mail address$/ } as const

/**
 * Registers a new customer through the form and confirms the address with the link from the mail (over
 * SMTP to the test's mail sink); the page ends on the dashboard.
 */
export async function registerWithForm(page: Page, language: Language, person = newCustomer(language)) {
  await sendRegistration(page, language, person)
  await expect(page.locator('[data-form-message]')).toContainText(checkMail[language](person.email))
  const link = linkIn(await waitForMail(person.email, confirmSubject[language]))
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page).toHaveURL(new RegExp(`${paths[language].dashboard}$`))
  return person
}

/** Fills in the registration form for `person` and sends it (at `path`: the form's page, with a `?next=`). */
export async function sendRegistration(page: Page, language: Language, person: ReturnType<typeof newCustomer>, path: string = paths[language].register) {
  await page.goto(path)
  const form = page.locator('form')
  await form.locator('input[name="name"]').fill(person.name)
  await form.locator('input[name="company"]').fill(person.company)
  await form.locator('input[name="email"]').fill(person.email)
  await form.locator('input[name="password"]').fill(person.password)
  await form.locator('input[name="confirmPassword"]').fill(person.password)
  await form.locator('input[name="agreeToTerms"]').check()
  await page.getByRole('button', { name: copy[language].createAccount }).click()
}
