import { expect, test } from '@playwright/test'

test.describe('home page', () => {
  test('German home renders every section from the CMS in order', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveTitle(/ \| Lokalsicht$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).first()).toBeAttached()

    const main = page.locator('main')
    const sectionOrder = await main.locator(':scope > section').evaluateAll((sections) =>
      sections.map((section) => section.id || section.getAttribute('aria-labelledby') || section.getAttribute('aria-label')),
    )
    expect(sectionOrder).toEqual([
      'hero-heading',
      'Lokalsicht in Zahlen',
      'intro-heading',
      'services',
      'locations',
      'testimonials',
      'ready-heading',
      'process',
      'audit-section',
      'faq',
      'founder-heading',
      'contact-section',
    ])
    await expect(main.locator('#services li h3')).toHaveCount(7)
    await expect(main.locator('#locations a[href^="/standorte/"]')).toHaveCount(20)
    await expect(main.locator('#locations a[href="/standorte/muenchen"]')).toContainText('München')
    await expect(main.locator('#process ol > li')).toHaveCount(4)
    await expect(main.locator('#faq details')).toHaveCount(6)
    await expect(main.locator('#audit-section form')).toBeVisible()
    await expect(main.locator('#contact-section form')).toBeVisible()
    await expect(main.getByRole('link', { name: /\+49 30 5683 9120/ }).first()).toBeVisible()
  })

  test('English home shows English copy and English links', async ({ page }) => {
    const response = await page.goto('/en')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeAttached()
    await expect(page.locator('#locations a[href="/en/locations/munich"]')).toContainText('Munich')
    await expect(page.locator('#services a[href="/en/services/technical-seo"]')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Lokalsicht in figures' })).toBeVisible()
    const germanTitle = await (await page.request.get('/')).text()
    const englishHeading = await page.getByRole('heading', { level: 1 }).innerText()
    expect(germanTitle).not.toContain(englishHeading)
  })

  test('statistics end at the figures from site settings', async ({ page }) => {
    await page.goto('/')
    const stats = page.getByRole('region', { name: 'Lokalsicht in Zahlen' })
    await stats.scrollIntoViewIfNeeded()
    await expect(stats.locator('[data-final-value="500"]')).toHaveText('500', { timeout: 5000 })
    await expect(stats.locator('[data-final-value="1000"]')).toHaveText('1.000', { timeout: 5000 })
  })

  test('nothing shifts the layout while the page loads and the statistics count up (CLS 0)', async ({ page }) => {
    await page.goto('/')
    const stats = page.getByRole('region', { name: 'Lokalsicht in Zahlen' })
    await stats.scrollIntoViewIfNeeded()
    await expect(stats.locator('[data-final-value="1000"]')).toHaveText('1.000', { timeout: 5000 })
    // Every layout shift so far, with the shifted elements, so that a failure names its cause.
    const shifts = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] }
          new PerformanceObserver((list) => {
            resolve(
              (list.getEntries() as Shift[]).map(
                (shift) => `${shift.value.toFixed(5)}: ${(shift.sources ?? []).map((source) => source.node?.textContent?.slice(0, 40) ?? '?').join(' | ')}`,
              ),
            )
          }).observe({ type: 'layout-shift', buffered: true })
          setTimeout(() => resolve([]), 500)
        }),
    )
    expect(shifts).toEqual([])
  })

  test('FAQ accordion: all closed, one open at a time, clicking the open one closes it', async ({ page }) => {
    await page.goto('/')
    const items = page.locator('#faq details')
    const summaries = items.locator('summary')
    for (const item of await items.all()) await expect(item).not.toHaveAttribute('open')
    await summaries.nth(0).click()
    await expect(items.nth(0)).toHaveAttribute('open')
    await summaries.nth(1).click()
    await expect(items.nth(1)).toHaveAttribute('open')
    await expect(items.nth(0)).not.toHaveAttribute('open')
    await summaries.nth(1).click()
    await expect(items.nth(1)).not.toHaveAttribute('open')
  })

  test('testimonial carousel: next, previous, dots and wrap-around', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Kundenstimmen' })
    const slides = carousel.getByTestId('testimonial-slide')
    await expect(slides).toHaveCount(4)
    const active = carousel.locator('[data-testid="testimonial-slide"][data-active="true"]')
    await expect(active).toHaveAttribute('aria-label', '1 von 4')
    await carousel.getByRole('button', { name: 'Nächste Kundenstimme' }).click()
    await expect(active).toHaveAttribute('aria-label', '2 von 4')
    await carousel.getByRole('button', { name: 'Vorherige Kundenstimme' }).click()
    await carousel.getByRole('button', { name: 'Vorherige Kundenstimme' }).click()
    await expect(active).toHaveAttribute('aria-label', '4 von 4')
    await carousel.getByRole('button', { name: 'Nächste Kundenstimme' }).click()
    await expect(active).toHaveAttribute('aria-label', '1 von 4')
    await carousel.getByRole('button', { name: 'Kundenstimme 3 von 4 anzeigen' }).click()
    await expect(active).toHaveAttribute('aria-label', '3 von 4')
  })

  test('carousel advances by itself every 5 s unless paused by hover', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: 'Kundenstimmen' })
    const active = carousel.locator('[data-testid="testimonial-slide"][data-active="true"]')
    await expect(active).toHaveAttribute('aria-label', '1 von 4')
    await expect(active).toHaveAttribute('aria-label', '2 von 4', { timeout: 7000 })
    await carousel.hover()
    await page.waitForTimeout(6000)
    await expect(active).toHaveAttribute('aria-label', '2 von 4')
  })

  test('the audit form validates in the browser and names each problem', async ({ page }) => {
    await page.goto('/')
    const form = page.locator('#audit-section form')
    await form.getByRole('button', { name: 'Kostenloses Audit anfordern' }).click()
    await expect(form.getByText('Bitte füllen Sie dieses Feld aus.')).toHaveCount(4)
    await form.getByLabel('E-Mail-Adresse').fill('anna@')
    await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible()
    await expect(form.getByLabel(/Vorname/)).toHaveAttribute('aria-invalid', 'true')
  })

  test('the English contact form shows English errors', async ({ page }) => {
    await page.goto('/en')
    const form = page.locator('#contact-section form')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please fill in this field.')).toHaveCount(4)
  })
})
