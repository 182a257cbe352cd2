import { axe } from './support/axe'
import { expect, type Page, test } from '@playwright/test'


const LANGUAGES = {
  de: {
    blog: '/blog',
    heading: 'SEO-Wissen aus der Praxis',
    newest: 'Lokales SEO für kleine Unternehmen: der Leitfaden für den Start',
    latest: 'Neuester Artikel',
    search: 'Artikel durchsuchen',
    categories: 'Nach Kategorie filtern',
    allPosts: 'Alle Artikel',
    // "zaehlen" finds the titles with "zählen" (umlaut written out)
    query: 'zaehlen',
    queryMatches: ['google-unternehmensprofil-optimieren', 'seo-analyse-und-kpis', 'sprachsuche-optimieren'],
    chip: { label: 'Lokales SEO', slug: 'lokales-seo', matches: ['lokales-seo-fuer-kleine-unternehmen', 'google-unternehmensprofil-optimieren'] },
    both: ['google-unternehmensprofil-optimieren'],
    empty: 'Keine Artikel gefunden',
    reset: 'Alle Artikel anzeigen',
    article: '/blog/linkbuilding-strategien',
    articleTitle: 'Linkbuilding-Strategien, die 2026 noch funktionieren',
    author: 'Von David Neumann',
    date: '12. Februar 2026',
    readingTime: '5 Min. Lesezeit',
    back: 'Zurück zur Artikelübersicht',
    related: 'Das könnte Sie auch interessieren',
    feed: '/blog/rss.xml',
  },
  en: {
    blog: '/en/blog',
    heading: 'SEO insights from the field',
    newest: 'Local SEO for Small Businesses: A Guide to Getting Started',
    latest: 'Latest article',
    search: 'Search articles',
    categories: 'Filter by category',
    allPosts: 'All posts',
    query: 'Google Maps',
    queryMatches: ['local-seo-for-small-businesses', 'google-my-business-optimization'],
    chip: { label: 'Mobile SEO', slug: 'mobile-seo', matches: ['mobile-seo-best-practices', 'voice-search-optimization'] },
    both: [],
    empty: 'No articles found',
    reset: 'Show all articles',
    article: '/en/blog/link-building-strategies',
    articleTitle: 'Link Building Strategies That Still Work in 2026',
    author: 'By David Neumann',
    date: '12 February 2026',
    readingTime: '6 min read',
    back: 'Back to all articles',
    related: 'You might also like',
    feed: '/en/blog/rss.xml',
  },
} as const

/** Slugs of the article cards currently shown, in order. */
async function visibleSlugs(page: Page) {
  return page.locator('[data-testid="blog-list"] > li:visible').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-slug')))
}

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}

for (const [locale, l] of Object.entries(LANGUAGES)) {
  test.describe(`blog listing (${locale})`, () => {
    test('renders the hero, the newest article as featured card, then the others', async ({ page }) => {
      const response = await page.goto(l.blog)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading)
      const cards = page.locator('[data-testid="blog-list"] > li')
      await expect(cards).toHaveCount(10)
      const featured = cards.first()
      await expect(featured).toContainText(l.latest)
      await expect(featured.getByRole('heading', { level: 2 })).toHaveText(l.newest)
      expect((await featured.boundingBox())!.width).toBeGreaterThan((await cards.nth(1).boundingBox())!.width * 2)
      // every card: image, category, title link, excerpt, date, reading time, author
      for (const card of await cards.all()) {
        await expect(card.locator('img').first()).toHaveAttribute('sizes', /.+/)
        await expect(card.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', new RegExp(`^${l.blog}/[a-z0-9-]+$`))
        await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
        await expect(card).toContainText(locale === 'de' ? /\d+ Min\. Lesezeit/ : /\d+ min read/)
        await expect(card).toContainText(locale === 'de' ? /Von \S+/ : /By \S+/)
      }
      const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))
      expect(dates).toEqual([...dates].sort().reverse())
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.feed}$`))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://[^/]+${l.blog}$`))
    })

    test('search filters as you type and keeps its state in the URL without reloading', async ({ page }) => {
      await page.goto(l.blog)
      await expect(page.locator('form[role="search"][data-ready]')).toBeAttached()
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
      const search = page.getByRole('searchbox', { name: l.search })
      await search.pressSequentially(l.query, { delay: 20 })
      await expect.poll(() => visibleSlugs(page)).toEqual(l.queryMatches)
      await expect(page).toHaveURL(new RegExp(`${l.blog}\\?q=${encodeURIComponent(l.query).replace(/%20/g, '\\+')}$`))
      await expect(page.getByTestId('blog-result-count')).toContainText(String(l.queryMatches.length))

      const categories = page.getByRole('navigation', { name: l.categories })
      await categories.getByRole('link', { name: l.chip.label }).click()
      await expect.poll(() => visibleSlugs(page)).toEqual(l.both)
      await expect(categories.getByRole('link', { name: l.chip.label })).toHaveAttribute('aria-current', 'page')
      await expect(categories.getByRole('link', { name: l.allPosts })).not.toHaveAttribute('aria-current', /.*/)
      await expect(page).toHaveURL(new RegExp(`[?&]category=${l.chip.slug}`))

      await search.fill('')
      await expect.poll(() => visibleSlugs(page)).toEqual(l.chip.matches)
      await expect(page).toHaveURL(new RegExp(`${l.blog}\\?category=${l.chip.slug}$`))

      await search.fill('xyzqwv')
      await expect(page.getByRole('heading', { name: l.empty })).toBeVisible()
      await page.getByRole('link', { name: l.reset }).click()
      await expect.poll(() => visibleSlugs(page)).toHaveLength(10)
      await expect(page.getByRole('heading', { name: l.empty })).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${l.blog}$`))
      await expect(search).toHaveValue('')
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    })

    test('the filter survives a visit to an article and resets on a navigation to the blog', async ({ page }) => {
      await page.goto(l.blog)
      await expect(page.locator('form[role="search"][data-ready]')).toBeAttached()
      await page.getByRole('searchbox', { name: l.search }).pressSequentially(l.query, { delay: 20 })
      await expect.poll(() => visibleSlugs(page)).toEqual(l.queryMatches)
      await page.locator('[data-testid="blog-list"] > li:visible h2 a').first().click()
      await expect(page).toHaveURL(new RegExp(`${l.blog}/${l.queryMatches[0]}$`))
      await page.goBack()
      await expect(page).toHaveURL(/\?q=/)
      await expect(page.getByRole('searchbox', { name: l.search })).toHaveValue(l.query)
      await expect.poll(() => visibleSlugs(page)).toEqual(l.queryMatches)
      // the main navigation's blog link (client-side navigation to the same page without a query)
      await page.locator(`header a[href="${l.blog}"]`).first().click()
      await expect(page).toHaveURL(new RegExp(`${l.blog}$`))
      await expect(page.getByRole('searchbox', { name: l.search })).toHaveValue('')
      await expect.poll(() => visibleSlugs(page)).toHaveLength(10)
    })

    test('a filtered URL renders the filtered list on load', async ({ page }) => {
      await page.goto(`${l.blog}?category=${l.chip.slug}`)
      await expect.poll(() => visibleSlugs(page)).toEqual(l.chip.matches)
      await expect(page.getByRole('navigation', { name: l.categories }).getByRole('link', { name: l.chip.label })).toHaveAttribute('aria-current', 'page')
    })

    test('axe finds no WCAG 2.2 AA violation on the listing', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(l.blog)
      await expectNoAxeViolations(page)
    })
  })

  test.describe(`blog listing without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test('the search form and the chips filter on the server through the query string', async ({ page }) => {
      await page.goto(l.blog)
      await expect.poll(() => visibleSlugs(page)).toHaveLength(10)
      await page.getByRole('searchbox', { name: l.search }).fill(l.query)
      await page.getByRole('search').getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`${l.blog}\\?q=`))
      await expect.poll(() => visibleSlugs(page)).toEqual(l.queryMatches)
      await expect(page.getByRole('searchbox', { name: l.search })).toHaveValue(l.query)

      // the chips keep the search, the search form keeps the category
      const chip = page.getByRole('navigation', { name: l.categories }).getByRole('link', { name: l.chip.label })
      await chip.click()
      await expect(page).toHaveURL(new RegExp(`category=${l.chip.slug}`))
      await expect(page).toHaveURL(/[?&]q=/)
      await expect.poll(() => visibleSlugs(page)).toEqual(l.both)
      await expect(page.getByRole('navigation', { name: l.categories }).getByRole('link', { name: l.chip.label })).toHaveAttribute('aria-current', 'page')

      await page.getByRole('searchbox', { name: l.search }).fill('')
      await page.getByRole('search').getByRole('button').click()
      await expect(page).toHaveURL(new RegExp(`category=${l.chip.slug}`))
      await expect.poll(() => visibleSlugs(page)).toEqual(l.chip.matches)
    })

    test('no match shows the localized message with a reset link', async ({ page }) => {
      await page.goto(`${l.blog}?q=xyzqwv`)
      await expect.poll(() => visibleSlugs(page)).toEqual([])
      await expect(page.getByRole('heading', { name: l.empty })).toBeVisible()
      await page.getByRole('link', { name: l.reset }).click()
      await expect(page).toHaveURL(new RegExp(`${l.blog}$`))
      await expect.poll(() => visibleSlugs(page)).toHaveLength(10)
      await expect(page.getByRole('heading', { name: l.empty })).toBeHidden()
    })
  })

  test.describe(`blog article (${locale})`, () => {
    test('renders heading, body, author, date, reading time, back link and three related articles', async ({ page }) => {
      const response = await page.goto(l.article)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.articleTitle)
      await expect(page.locator('h1')).toHaveCount(1)
      const body = page.getByTestId('article-body')
      expect(await body.locator('h2').count()).toBeGreaterThan(3)
      expect(await body.locator('p').count()).toBeGreaterThan(10)
      await expect(body.locator('li').first()).toBeVisible()
      await expect(body.locator('strong').first()).toBeVisible()
      const header = page.locator('article header')
      await expect(header).toContainText(l.author)
      await expect(header.locator('img')).toHaveCount(1)
      await expect(header.locator('time')).toHaveText(l.date)
      await expect(header.locator('time')).toHaveAttribute('datetime', '2026-02-12')
      await expect(header).toContainText(l.readingTime)
      await expect(page.getByRole('link', { name: l.back })).toHaveAttribute('href', l.blog)
      // internal links in the body go to canonical paths of the same language; external ones are safe
      for (const link of await body.locator('a[href^="/"]').all()) {
        const href = (await link.getAttribute('href'))!
        expect(locale === 'de' ? !href.startsWith('/en') : href.startsWith('/en/')).toBe(true)
      }
      for (const link of await body.locator('a[href^="http"]').all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer')

      const related = page.getByTestId('related-posts').locator('> li')
      await expect(page.getByRole('heading', { level: 2, name: l.related })).toBeVisible()
      await expect(related).toHaveCount(3)
      const relatedLinks = await related.getByRole('heading', { level: 3 }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(relatedLinks).not.toContain(l.article)
      expect(new Set(relatedLinks).size).toBe(3)
      for (const href of relatedLinks) expect(href).toMatch(new RegExp(`^${l.blog}/[a-z0-9-]+$`))
    })

    test('emits BlogPosting and BreadcrumbList structured data', async ({ page }) => {
      await page.goto(l.article)
      const graph = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts.flatMap((script) => {
          const data = JSON.parse(script.textContent ?? '{}')
          return data['@graph'] ?? [data]
        }),
      )
      const posting = graph.find((node) => node['@type'] === 'BlogPosting')
      expect(posting).toMatchObject({
        headline: l.articleTitle,
        datePublished: '2026-02-12',
        dateModified: expect.any(String),
        inLanguage: locale,
        author: { '@type': 'Person', name: 'David Neumann', url: expect.stringMatching(/^https?:\/\//) },
        publisher: { '@id': expect.stringMatching(/^https?:\/\/[^/]+\/#organization$/) },
        mainEntityOfPage: { '@id': expect.stringMatching(new RegExp(`^https?://[^/]+${l.article}$`)) },
      })
      expect(posting.image).toMatch(/^https?:\/\//)
      expect(posting.description).toEqual(expect.any(String))
      const breadcrumb = graph.find((node) => node['@type'] === 'BreadcrumbList')
      expect(breadcrumb.itemListElement).toHaveLength(3)
      expect(breadcrumb.itemListElement[2].item).toMatch(new RegExp(`^https?://[^/]+${l.article}$`))
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', new RegExp(`${l.feed}$`))
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    })

    test('axe finds no WCAG 2.2 AA violation on an article', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(l.article)
      await expectNoAxeViolations(page)
    })

    test('the RSS feed is valid RSS 2.0 with every article at its absolute canonical URL', async ({ page, request }) => {
      const response = await request.get(l.feed)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toContain('application/rss+xml')
      const xml = await response.text()
      await page.goto(l.blog)
      const feed = await page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, 'application/xml')
        const items = [...document.querySelectorAll('channel > item')]
        return {
          parseError: document.querySelector('parsererror') !== null,
          version: document.documentElement.getAttribute('version'),
          language: document.querySelector('channel > language')?.textContent,
          items: items.map((item) => ({
            title: item.querySelector('title')?.textContent ?? '',
            link: item.querySelector('link')?.textContent ?? '',
            description: item.querySelector('description')?.textContent ?? '',
            pubDate: item.querySelector('pubDate')?.textContent ?? '',
            author: item.querySelector('author')?.textContent ?? '',
            category: item.querySelector('category')?.textContent ?? '',
          })),
        }
      }, xml)
      expect(feed.parseError).toBe(false)
      expect(feed.version).toBe('2.0')
      expect(feed.language).toBe(locale)
      expect(feed.items).toHaveLength(10)
      expect(feed.items[0]!.title).toBe(l.newest)
      const cardLinks = await page.locator('[data-testid="blog-list"] h2 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(feed.items.map((item) => new URL(item.link).pathname)).toEqual(cardLinks)
      for (const item of feed.items) {
        expect(item.link).toMatch(new RegExp(`^https?://[^/]+${l.blog}/[a-z0-9-]+$`))
        expect(item.title && item.description && item.author && item.category).toBeTruthy()
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false)
      }
      const first = await request.get(new URL(feed.items[0]!.link).pathname, { maxRedirects: 0 })
      expect(first.status()).toBe(200)
    })
  })
}

test.describe('blog routing', () => {
  test('the language switch goes to the same article in the other language', async ({ page }) => {
    await page.goto(LANGUAGES.de.article)
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(new RegExp(`${LANGUAGES.en.article}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.en.articleTitle)
    await page.getByTestId('language-switch').first().click()
    await expect(page).toHaveURL(new RegExp(`${LANGUAGES.de.article}$`))
    // The address changes before the German page is in place: until then the English page's own alternate
    // links are in the head beside the German page's.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANGUAGES.de.articleTitle)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${LANGUAGES.en.article}$`))
  })

  const redirects: [string, string][] = [
    ['/blog/de/link-building-strategies', '/blog/linkbuilding-strategien'],
    ['/blog/de/linkbuilding-strategien', '/blog/linkbuilding-strategien'],
    ['/blog/en/linkbuilding-strategien', '/en/blog/link-building-strategies'],
    ['/blog/en/seo-analytics', '/en/blog/seo-analytics'],
    ['/en/blog/linkbuilding-strategien', '/en/blog/link-building-strategies'],
    ['/blog/link-building-strategies', '/blog/linkbuilding-strategien'],
    ['/de/blog/rss.xml', '/blog/rss.xml'],
  ]
  for (const [from, to] of redirects) {
    test(`${from} redirects permanently to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect([301, 308]).toContain(response.status())
      for (const location of response.headers().location!.split(', ')) expect(new URL(location, 'http://localhost').pathname).toBe(to)
    })
  }

  test('an unknown article answers 404', async ({ request }) => {
    expect((await request.get('/blog/gibt-es-nicht')).status()).toBe(404)
    expect((await request.get('/en/blog/does-not-exist')).status()).toBe(404)
    expect((await request.get('/blog/de/gibt-es-nicht', { maxRedirects: 0 })).status()).toBe(404)
  })
})

test.describe('forms embedded in articles', () => {
  test('each article shows the form its CMS entry names', async ({ page }) => {
    await page.goto('/blog/content-marketing-fuer-seo')
    await expect(page.locator('#article-form')).toHaveAttribute('data-form-type', 'contact')
    await expect(page.locator('#article-form').getByLabel('Ihre Nachricht')).toBeVisible()
    await page.goto('/en/blog/local-seo-for-small-businesses')
    await expect(page.locator('#article-form')).toHaveAttribute('data-form-type', 'audit')
    await expect(page.locator('#article-form').getByLabel('Your website')).toBeVisible()
    await page.goto('/blog/sprachsuche-optimieren')
    await expect(page.locator('#article-form')).toHaveCount(0)
  })

  const meeting = {
    de: {
      path: LANGUAGES.de.article,
      submit: 'Gesprächstermin anfragen',
      required: 'Bitte füllen Sie dieses Feld aus.',
      timeSlot: 'Bitte wählen Sie einen Zeitraum.',
      labels: { name: 'Ihr Name', email: 'E-Mail-Adresse', date: 'Wunschtermin', slot: 'Bevorzugte Uhrzeit', afternoon: 'Nachmittags (12–17 Uhr)' },
      success: 'Vielen Dank!',
    },
    en: {
      path: LANGUAGES.en.article,
      submit: 'Request a meeting',
      required: 'Please fill in this field.',
      timeSlot: 'Please choose a time slot.',
      labels: { name: 'Your name', email: 'Email address', date: 'Preferred date', slot: 'Preferred time', afternoon: 'Afternoon (12 noon – 5 pm)' },
      success: 'Thank you!',
    },
  }

  const inThirtyDays = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)

  for (const [locale, m] of Object.entries(meeting)) {
    test(`the meeting form shows localized errors on an empty submit and posts JSON when valid (${locale})`, async ({ page }) => {
      await page.goto(m.path)
      const form = page.locator('#article-form form')
      await expect(page.locator('#article-form')).toHaveAttribute('data-form-type', 'meeting')
      await form.getByRole('button', { name: m.submit }).click()

      const name = form.getByLabel(m.labels.name)
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(name).toHaveAccessibleDescription(m.required)
      await expect(name).toBeFocused()
      await expect(form.getByLabel(m.labels.email)).toHaveAccessibleDescription(m.required)
      await expect(form.getByLabel(m.labels.date)).toHaveAttribute('type', 'date')
      await expect(form.getByLabel(m.labels.date)).toHaveAccessibleDescription(m.required)
      const slots = form.getByRole('radiogroup', { name: m.labels.slot })
      await expect(slots).toHaveAttribute('aria-invalid', 'true')
      await expect(slots).toHaveAccessibleDescription(m.timeSlot)
      await expect(slots.getByRole('radio')).toHaveCount(3)

      const results = await axe(page).include('#article-form').analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])

      let posted: Record<string, unknown> | undefined
      await page.route('**/api/meeting-request', async (route) => {
        posted = route.request().postDataJSON()
        await route.fulfill({ status: 201, json: { ok: true } })
      })
      await name.fill('Erika Mustermann')
      await form.getByLabel(m.labels.email).fill('erika@example.com')
      await form.getByLabel(m.labels.date).fill(inThirtyDays)
      await slots.getByRole('radio', { name: m.labels.afternoon }).check()
      await expect(slots).not.toHaveAttribute('aria-invalid', /.*/)
      await form.getByRole('button', { name: m.submit }).click()
      await expect(form.getByRole('status')).toContainText(m.success)
      expect(posted).toMatchObject({
        name: 'Erika Mustermann',
        email: 'erika@example.com',
        preferredDate: inThirtyDays,
        timeSlot: 'afternoon',
        locale,
      })
    })
  }
})
