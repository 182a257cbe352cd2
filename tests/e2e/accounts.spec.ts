import { expect, test } from '@playwright/test'
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { checkMail, confirmSubject, copy, type Language, newCustomer, paths, registerWithForm, sendRegistration, signInAsDemoCustomer, signInWithForm } from './support/accounts'
import { linkIn, mailsTo, waitForMail } from './support/mail'
import { ownClient } from './support/client-address'

const text = {
  de: {
    zeroSpent: '0,00 €',
    invalid: 'E-Mail-Adresse oder Passwort ist falsch.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    short: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    terms: 'Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu.',
    common: 'Dieses Passwort ist zu verbreitet',
    demo: 'Demo-Zugänge',
    spent: '15.750,00 €',
    title: 'Kunden-Dashboard',
    submitting: 'Anmeldung läuft …',
    unconfirmed: (email: string) => `Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen soeben einen neuen Link an ${email} geschickt; er gilt 60 Minuten.`,
    alreadyConfirmed: 'Ihre E-Mail-Adresse ist bereits bestätigt. Bitte melden Sie sich an.',
    locked: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  },
  en: {
    zeroSpent: '€0.00',
    invalid: 'Invalid credentials: the e-mail address or password is wrong.',
    mismatch: 'Passwords do not match',
    short: 'Password must be at least 10 characters',
    terms: 'Please agree to the terms and conditions',
    common: 'This password is too common',
    demo: 'Demo accounts',
    spent: '€15,750.00',
    title: 'Customer Dashboard',
    submitting: 'Signing in...',
    unconfirmed: (email: string) => `Please confirm your e-mail address first. We have just sent a new link to ${email}; it is valid for 60 minutes.`,
    alreadyConfirmed: 'Your e-mail address is already confirmed. Please sign in.',
    locked: 'Too many attempts. Please wait a minute and try again.',
  },
} as const

for (const language of ['de', 'en'] as const satisfies Language[]) {
  const t = text[language]
  const p = paths[language]

  test.describe(`accounts (${language})`, () => {
    test('register → dashboard with own, empty figures → sign out → home', async ({ page }) => {
      const person = await registerWithForm(page, language)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
      await expect(page.getByText(t.title, { exact: true })).toBeVisible()
      await expect(page.locator('[data-figure="activeProjects"] dd')).toHaveText('0')
      await expect(page.locator('[data-figure="totalSpent"] dd')).toHaveText(t.zeroSpent)
      await page.getByRole('button', { name: copy[language].signOut }).click()
      await expect(page).toHaveURL(new RegExp(`${p.home === '/' ? '/$' : '/en$'}`))
      await page.goto(p.dashboard)
      await expect(page).toHaveURL(new RegExp(`${p.login}\\?next=`))
    })

    test('registering an address that has an account answers like a new one; its owner gets a mail and keeps the password', async ({ page }) => {
      const person = await registerWithForm(page, language)
      await page.getByRole('button', { name: copy[language].signOut }).click()
      await expect(page).toHaveURL(new RegExp(`${p.home === '/' ? '/$' : '/en$'}`))
      const message = page.locator('[data-form-message]')
      const stranger = newCustomer(language)
      await sendRegistration(page, language, stranger)
      await expect(message).toContainText(checkMail[language](stranger.email))
      const forNewAddress = (await message.innerText()).replace(stranger.email, '<address>')
      await sendRegistration(page, language, { ...newCustomer(language), email: person.email })
      await expect(message).toContainText(checkMail[language](person.email))
      expect((await message.innerText()).replace(person.email, '<address>')).toBe(forNewAddress)
      const notice = await waitForMail(person.email, language === 'de' ? /^Ihr Lokalsicht-Konto gibt es bereits$/ : /^You already have a Lokalsicht account$/)
      expect(linkIn(notice).pathname).toBe(p.login)
      await signInWithForm(page, language, person.email, person.password)
      await expect(page).toHaveURL(new RegExp(`${p.dashboard}$`))
    })

    test('an account signs in only once its address is confirmed; signing in before mails a new link', async ({ page }) => {
      const person = newCustomer(language)
      await sendRegistration(page, language, person)
      await expect(page.locator('[data-form-message]')).toContainText(checkMail[language](person.email))
      await waitForMail(person.email, confirmSubject[language])
      await page.goto(p.login)
      await page.getByLabel(copy[language].email).fill(person.email)
      await page.locator('input[name="password"]').fill(person.password)
      await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
      await expect(page.locator('[data-form-message]')).toHaveText(t.unconfirmed(person.email))
      await expect.poll(async () => (await mailsTo(person.email)).filter((mail) => confirmSubject[language].test(mail.subject)).length, { timeout: 30_000 }).toBe(2)
      const link = linkIn(await waitForMail(person.email, confirmSubject[language]))
      await page.goto(`${link.pathname}${link.search}`)
      await expect(page).toHaveURL(new RegExp(`${p.dashboard}$`))
      // Opened again (signed out), the link says the address is confirmed.
      await page.getByRole('button', { name: copy[language].signOut }).click()
      // Signed out once the sign-out has led home (opened before, the link would find the session).
      await expect(page).toHaveURL(new RegExp(`${p.home === '/' ? '/$' : '/en$'}`))
      await page.goto(`${link.pathname}${link.search}`)
      await expect(page).toHaveURL(new RegExp(`${p.login}\\?confirm=done$`))
      await expect(page.getByText(t.alreadyConfirmed)).toBeVisible()
    })

    test('registration explains every mistake next to its field, in the page language', async ({ page }) => {
      await page.goto(p.register)
      const form = page.locator('form')
      await form.locator('input[name="name"]').fill('Test Person')
      await form.locator('input[name="company"]').fill('Test GmbH')
      await form.locator('input[name="email"]').fill(newCustomer(language).email)
      await form.locator('input[name="password"]').fill('kurz')
      await form.locator('input[name="confirmPassword"]').fill('anders')
      await page.getByRole('button', { name: copy[language].createAccount }).click()
      await expect(form.locator('input[name="confirmPassword"]')).toHaveAttribute('aria-invalid', 'true')
      await expect(form).toContainText(t.mismatch)
      await expect(form).toContainText(t.terms)
      // What was typed (but never a password) is still there.
      await expect(form.locator('input[name="company"]')).toHaveValue('Test GmbH')
      await form.locator('input[name="password"]').fill('kurz-ab')
      await form.locator('input[name="confirmPassword"]').fill('kurz-ab')
      await form.locator('input[name="agreeToTerms"]').check()
      await page.getByRole('button', { name: copy[language].createAccount }).click()
      await expect(form).toContainText(t.short)
      await form.locator('input[name="password"]').fill('password123')
      await form.locator('input[name="confirmPassword"]').fill('password123')
      await page.getByRole('button', { name: copy[language].createAccount }).click()
      await expect(form).toContainText(t.common)
      await expect(page).toHaveURL(new RegExp(`${p.register}$`))
    })

    test('the demo customer signs in and sees the figures computed from their data', async ({ page }) => {
      await page.goto(p.login)
      await expect(page.getByRole('heading', { name: t.demo })).toBeVisible()
      await expect(page.getByText(DEMO_CUSTOMER.password)).toBeVisible()
      await expect(page.getByText(DEMO_ADMIN.email)).toBeVisible()
      await signInAsDemoCustomer(page, language)
      await expect(page).toHaveURL(new RegExp(`${p.dashboard}$`))
      await expect(page.locator('[data-figure="activeProjects"] dd')).toHaveText('3')
      await expect(page.locator('[data-figure="completedProjects"] dd')).toHaveText('12')
      await expect(page.locator('[data-figure="pendingInvoices"] dd')).toHaveText('2')
      await expect(page.locator('[data-figure="totalSpent"] dd')).toHaveText(t.spent)
    })

    test('a wrong password gets one message for both wrong fields, and the form stays usable', async ({ browser }) => {
      // From an address of its own (the limiter counts failures per client), with an account of its own.
      const context = await browser.newContext({ extraHTTPHeaders: ownClient() })
      const page = await context.newPage()
      const person = await registerWithForm(page, language)
      await page.getByRole('button', { name: copy[language].signOut }).click()
      await expect(page).toHaveURL(new RegExp(`${p.home === '/' ? '/$' : '/en$'}`))
      await page.goto(p.login)
      await page.getByLabel(copy[language].email).fill(person.email)
      await page.locator('input[name="password"]').fill('Das-ist-falsch-123')
      await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
      await expect(page.locator('[data-form-message]')).toHaveText(t.invalid)
      await expect(page.getByLabel(copy[language].email)).toHaveValue(person.email)
      await expect(page.locator('input[name="password"]')).toHaveValue('')
      await page.getByLabel(copy[language].email).fill('niemand-hier@example.de')
      await page.locator('input[name="password"]').fill(person.password)
      await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
      await expect(page.locator('[data-form-message]')).toHaveText(t.invalid)
      await context.close()
    })

    test('a locked sign-in answers 429 with Retry-After, and the form says how long to wait', async ({ browser }) => {
      // A client and an account of its own: the fifth failure locks both buckets for 30 s.
      const context = await browser.newContext({ extraHTTPHeaders: ownClient() })
      const page = await context.newPage()
      const email = newCustomer(language).email
      const guess = (n: number) => ({ locale: language, email, password: `Falsch-geraten-${n}` })
      for (let n = 1; n <= 4; n++) {
        const answer = await page.request.post('/api/account/sign-in', { form: guess(n), headers: { accept: 'application/json' } })
        expect(answer.status()).toBe(401)
        expect(((await answer.json()) as { message: string }).message).toBe(t.invalid)
      }
      await page.goto(p.login)
      await page.getByLabel(copy[language].email).fill(email)
      await page.locator('input[name="password"]').fill('Falsch-geraten-5')
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/account/sign-in'))
      await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
      expect((await answer).status()).toBe(429)
      expect((await answer).headers()['retry-after']).toBe('30')
      await expect(page.locator('[data-form-message]')).toHaveText(t.locked)
      await expect(page.getByLabel(copy[language].email)).toHaveValue(email)
      await expect(page.locator('input[name="password"]')).toHaveValue('')
      // While locked, even the right password of a real account from this client is refused with 429.
      const demo = await page.request.post('/api/account/sign-in', { form: { locale: language, email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password } })
      expect(demo.status()).toBe(429)
      expect(Number(demo.headers()['retry-after'])).toBeGreaterThan(0)
      await context.close()
    })

    test('a form sent to the sign-in from another site is refused with 403', async ({ request }) => {
      const answer = await request.post('/api/account/sign-in', {
        form: { locale: language, email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
        headers: { origin: 'https://evil.example', accept: 'application/json' },
      })
      expect(answer.status()).toBe(403)
      expect(answer.headers()['set-cookie']).toBeUndefined()
    })

    test('a portal page sends signed-out visitors to the login and back after it; signed in, the login sends to the dashboard', async ({ page }) => {
      await page.goto(`${p.invoices}?status=paid`)
      await expect(page).toHaveURL(new RegExp(`${p.login}\\?next=`))
      await page.getByLabel(copy[language].email).fill(DEMO_CUSTOMER.email)
      await page.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
      await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${p.invoices}\\?status=paid$`))
      await page.goto(p.login)
      await expect(page).toHaveURL(new RegExp(`${p.dashboard}$`))
    })

    test('?next= pointing to another site is ignored', async ({ page }) => {
      await signInWithForm(page, language, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password, `${p.login}?next=${encodeURIComponent('//evil.example/phish')}`)
      await expect(page).toHaveURL(new RegExp(`^http://localhost:\\d+${p.dashboard}$`))
    })

    test('password show/hide toggles the field', async ({ page }) => {
      await page.goto(p.login)
      const password = page.locator('input[name="password"]')
      await password.fill('geheim')
      await expect(password).toHaveAttribute('type', 'password')
      const toggle = page.getByRole('button', { name: language === 'de' ? 'Anzeigen' : 'Show', exact: true })
      await toggle.click()
      await expect(password).toHaveAttribute('type', 'text')
      await expect(page.getByRole('button', { name: language === 'de' ? 'Verbergen' : 'Hide', exact: true })).toHaveAttribute('aria-pressed', 'true')
    })

    test('a customer is refused the admin area with "Access Denied" (403)', async ({ page }) => {
      await signInAsDemoCustomer(page, language)
      const response = await page.goto(p.admin)
      expect(response?.status()).toBe(403)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'de' ? 'Zugriff verweigert' : 'Access Denied')
    })
  })
}

test('sign-in and registration work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' })
  const page = await context.newPage()
  await page.goto(paths.de.login)
  await page.getByLabel(copy.de.email).fill(DEMO_CUSTOMER.email)
  await page.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
  await page.getByRole('button', { name: copy.de.signIn, exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.locator('[data-figure="activeProjects"] dd')).toHaveText('3')
  await page.getByRole('button', { name: copy.de.signOut }).click()
  await expect(page).toHaveURL(/\/$/)
  const person = await registerWithForm(page, 'de')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name)
  await context.close()
})

test('without JavaScript a customer who opens an admin page gets "Access Denied" with status 403, server-rendered in the language of the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ownClient() })
  const page = await context.newPage()
  await signInWithForm(page, 'de', DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)
  await expect(page).toHaveURL(/\/dashboard$/)
  const refused = {
    de: { title: 'Zugriff verweigert', text: 'Sie haben keine Berechtigung, diese Seite aufzurufen.', back: 'Zum Dashboard' },
    en: { title: 'Access Denied', text: "You don't have permission to access this page.", back: 'To the dashboard' },
  }
  for (const [path, language] of [
    [paths.de.admin, 'de'],
    ['/admin/kunden?q=m%C3%BCller', 'de'],
    ['/admin/rechnungen/00000000-0000-4000-8000-000000000000', 'de'],
    [paths.en.admin, 'en'],
    ['/en/admin/customers', 'en'],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
    // Personal to this visitor: no shared cache may keep it (an admin asks the same address).
    expect(response?.headers()['cache-control'], path).toBe('private, no-store')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    await expect(page).toHaveTitle(`${refused[language].title} | Lokalsicht`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(refused[language].title)
    await expect(page.getByText(refused[language].text)).toBeVisible()
    await expect(page.getByRole('link', { name: refused[language].back })).toHaveAttribute('href', paths[language].dashboard)
    const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''))
    expect(robots.length).toBeGreaterThan(0)
    for (const content of robots) expect(content).toContain('noindex')
  }
  await context.close()
})

test('without JavaScript a refused sign-in keeps its status and shows the reason on the login page', async ({ browser }) => {
  for (const language of ['de', 'en'] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ownClient() })
    const page = await context.newPage()
    await page.goto(`${paths[language].login}?next=${encodeURIComponent(paths[language].invoices)}`)
    await page.getByLabel(copy[language].email).fill(DEMO_CUSTOMER.email)
    await page.locator('input[name="password"]').fill('Das-ist-falsch-123')
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/account/sign-in'))
    await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
    expect((await answer).status()).toBe(401)
    await expect(page).toHaveURL(new RegExp(`${paths[language].login}\\?error=invalid&next=`))
    await expect(page.locator('[data-form-message]')).toHaveText(text[language].invalid)
    // The form still leads where the person was going.
    await page.getByLabel(copy[language].email).fill(DEMO_CUSTOMER.email)
    await page.locator('input[name="password"]').fill(DEMO_CUSTOMER.password)
    await page.getByRole('button', { name: copy[language].signIn, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${paths[language].invoices}$`))
    await context.close()
  }
})

test('the confirmation link leads to the page the customer registered for, never to another site', async ({ page, baseURL }) => {
  for (const [next, landing] of [
    ['/dashboard/rechnungen', /\/dashboard\/rechnungen$/],
    ['//evil.example/dashboard', /\/dashboard$/],
  ] as const) {
    const person = newCustomer('de')
    await sendRegistration(page, 'de', person, `${paths.de.register}?next=${encodeURIComponent(next)}`)
    await expect(page.locator('[data-form-message]')).toContainText(checkMail.de(person.email))
    const link = linkIn(await waitForMail(person.email, confirmSubject.de))
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page).toHaveURL(landing)
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
    await page.getByRole('button', { name: copy.de.signOut }).click()
    await expect(page).toHaveURL(/\/$/)
  }
})

test('the admin signs in and sees the admin links', async ({ page }) => {
  await signInWithForm(page, 'de', DEMO_ADMIN.email, DEMO_ADMIN.password)
  await expect(page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Admin-Dashboard' })).toBeVisible()
  await page.goto(paths.de.admin)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin-Dashboard')
})
