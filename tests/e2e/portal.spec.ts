import { axeViolations } from './support/axe'
import { expect, test } from '@playwright/test'
import { type Language, paths, registerWithForm, signInAsDemoCustomer } from './support/accounts'
import { hydrated, pageRequests, watchHydration } from './support/hydration'


const text = {
  de: {
    search: 'Nummer oder Beschreibung',
    status: 'Status',
    apply: 'Anzeigen',
    overdue: 'Überfällig',
    one: '1 Rechnung',
    all: '9 Rechnungen',
    details: /^Details zu Rechnung INV-/,
    net: '1.800,00 €',
    vat: '342,00 €',
    gross: '2.142,00 €',
    pay: /^Jetzt bezahlen: Rechnung INV-/,
    payHeading: 'Per Überweisung bezahlen',
    close: 'Schließen',
    pdf: /als PDF herunterladen$/,
    active: 'Laufende Projekte (3)',
    completed: 'Abgeschlossene Projekte (12)',
    inProgress: 'In Bearbeitung',
    saved: 'Ihr Profil ist gespeichert.',
    company: 'Unternehmen',
    save: 'Profil speichern',
    thisDevice: 'Dieses Gerät',
  },
  en: {
    search: 'Number or description',
    status: 'Status',
    apply: 'Show',
    overdue: 'Overdue',
    one: '1 invoice',
    all: '9 invoices',
    details: /^Details of invoice INV-/,
    net: '€1,800.00',
    vat: '€342.00',
    gross: '€2,142.00',
    pay: /^Pay now: invoice INV-/,
    payHeading: 'Pay by bank transfer',
    close: 'Close',
    pdf: /^Download invoice INV-.* as PDF$/,
    active: 'Active projects (3)',
    completed: 'Completed projects (12)',
    inProgress: 'In progress',
    saved: 'Your profile has been saved.',
    company: 'Company',
    save: 'Save profile',
    thisDevice: 'This device',
  },
} as const


for (const language of ['de', 'en'] as const satisfies Language[]) {
  const t = text[language]
  const p = paths[language]

  test.describe(`customer portal (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await signInAsDemoCustomer(page, language)
    })

    test('a portal page asks for another page only when the visitor points at its link', async ({ page }) => {
      const asked = pageRequests(page)
      await watchHydration(page)
      await page.goto(p.dashboard)
      await hydrated(page)
      // Next prefetches links in view after hydration (IntersectionObserver): none of them here.
      await page.waitForTimeout(1_500)
      expect(asked).toEqual([])
      const invoicesLink = page.getByRole('navigation').locator(`a[href="${p.invoices}"]`)
      await invoicesLink.hover()
      await expect.poll(() => asked.length).toBeGreaterThan(0)
      expect(new Set(asked)).toEqual(new Set([p.invoices]))
      await invoicesLink.click()
      await expect(page).toHaveURL(p.invoices)
      await expect(page.locator('#invoice-results')).toHaveText(t.all)
    })

    test('invoices: search and status filter live in the URL', async ({ page }) => {
      await page.goto(p.invoices)
      await expect(page.locator('#invoice-results')).toHaveText(t.all)
      await page.getByLabel(t.search).fill(language === 'de' ? 'FACHARTIKEL' : 'fachartikel')
      await page.getByRole('button', { name: t.apply }).click()
      await expect(page).toHaveURL(/q=fachartikel/i)
      await expect(page.locator('[data-invoice]')).toHaveCount(1)
      await page.goto(p.invoices)
      await page.getByLabel(t.status).selectOption('overdue')
      await page.getByRole('button', { name: t.apply }).click()
      await expect(page).toHaveURL(/status=overdue/)
      await expect(page.locator('#invoice-results')).toHaveText(t.one)
      await expect(page.locator('[data-invoice] [data-status="overdue"]')).toHaveText(t.overdue)
    })

    test('invoice detail opens as a dialog with its own URL and closes with Escape and ×', async ({ page }) => {
      await page.goto(`${p.invoices}?status=pending`)
      await page.getByRole('link', { name: t.details }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(/invoice=/)
      await expect(dialog.getByTestId('invoice-net')).toHaveText(t.net)
      await expect(dialog.getByTestId('invoice-vat')).toHaveText(t.vat)
      await expect(dialog.getByTestId('invoice-gross')).toHaveText(t.gross)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/status=pending$/)
      await expect(page.getByRole('link', { name: t.details })).toBeFocused()

      await page.getByRole('link', { name: t.details }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.getByRole('dialog').getByRole('link', { name: t.close }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      // the detail URL works on its own, too (bookmark, reload)
      const detailHref = (await page.getByRole('link', { name: t.details }).getAttribute('href'))!
      await page.goto(detailHref)
      await expect(page.getByRole('dialog')).toBeVisible()
      await expect(page.getByRole('dialog').getByTestId('invoice-gross')).toHaveText(t.gross)
    })

    test('"Pay now" shows the bank details and a GiroCode; "PDF" downloads the real invoice', async ({ page }) => {
      await page.goto(`${p.invoices}?status=pending`)
      await page.getByRole('link', { name: t.pay }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading', { name: t.payHeading })).toBeFocused()
      await expect(dialog.getByTestId('girocode').locator('svg')).toBeVisible()
      await expect(dialog).toContainText('DE09 1001 0010 1234 5678 90')
      await expect(dialog).toContainText(t.gross)

      const link = page.getByRole('link', { name: t.pdf }).first()
      const response = await page.request.get((await link.getAttribute('href'))!)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/pdf')
      expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="INV-\d{4}-\d{3}\.pdf"$/)
      expect(response.headers()['cache-control']).toBe('private, no-store')
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-invoice] a[download]').first().click()])
      expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{3}\.pdf$/)
    })

    test('projects: active ones with progress and milestones, then the completed ones', async ({ page }) => {
      await page.goto(p.projects)
      await expect(page.getByRole('heading', { name: t.active })).toBeVisible()
      await expect(page.getByRole('heading', { name: t.completed })).toBeVisible()
      await expect(page.locator('[data-project-status="in_progress"] [data-status]')).toHaveText(t.inProgress)
      await expect(page.locator('[data-project-status="in_progress"]').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65')
      await expect(page.locator('[data-project-status="completed"]')).toHaveCount(12)
    })

    // One test per page: four pages of axe with its experimental rules came close to a test's time.
    for (const name of ['dashboard', 'invoices', 'projects', 'quotes', 'contracts', 'settings'] as const) {
      test(`axe finds nothing on the ${name} page`, async ({ page }) => {
        await page.goto(p[name])
        await expect(page.locator('h1')).toBeVisible()
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })

  test(`settings: a customer changes the profile and sees this device (${language})`, async ({ page }) => {
    await registerWithForm(page, language)
    await page.goto(p.settings)
    const profile = page.locator('section', { has: page.getByRole('heading', { name: language === 'de' ? 'Profil' : 'Profile', exact: true }) })
    await profile.getByLabel(t.company).fill('Neue Firma GmbH')
    await profile.getByRole('button', { name: t.save }).click()
    await expect(profile.getByRole('status')).toHaveText(t.saved)
    await page.reload()
    await expect(page.getByLabel(t.company)).toHaveValue('Neue Firma GmbH')
    await expect(page.locator('[data-session="current"]')).toContainText(t.thisDevice)
  })
}

// One test per page: axe with its experimental rules takes seconds a page on a loaded 2-core machine, and
// nine pages in one test ran out of its time.
for (const path of ['/login', '/en/login', '/registrierung', '/en/register', '/passwort-vergessen', '/en/forgot-password', '/passwort-zuruecksetzen', '/en/reset-password?token=x']) {
  test(`axe finds nothing on the sign-in page ${path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await expect(page.locator('h1')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
}

test('axe finds nothing on the registration page with its errors shown', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/registrierung')
  await page.getByRole('button', { name: 'Konto erstellen' }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
