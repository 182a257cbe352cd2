import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/**
 * Technical SEO of every page type in both languages, read from the rendered pages: canonical,
 * reciprocal hreflang, Open Graph and Twitter tags with a real 1200×630 image, and the JSON-LD nodes the
 * page type must carry. Plus sitemap.xml (every URL answers 200, with its alternates) and robots.txt.
 */
const SITE_ORIGIN = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '')

/** page type → [German path, English path, schema.org types its JSON-LD must contain] */
const PAGE_TYPES: [string, string, string, string[]][] = [
  ['home', '/', '/en', ['Organization', 'WebSite', 'WebPage', 'ProfessionalService', 'FAQPage', 'HowTo']],
  ['service', '/leistungen/technisches-seo', '/en/services/technical-seo', ['Service', 'FAQPage', 'HowTo', 'BreadcrumbList']],
  ['city', '/standorte/muenchen', '/en/locations/munich', ['ProfessionalService', 'FAQPage', 'HowTo', 'BreadcrumbList']],
  ['blog', '/blog', '/en/blog', ['Blog', 'BreadcrumbList']],
  ['article', '/blog/lokales-seo-fuer-kleine-unternehmen', '/en/blog/local-seo-for-small-businesses', ['BlogPosting', 'BreadcrumbList']],
  ['legal', '/impressum', '/en/imprint', ['WebPage', 'BreadcrumbList']],
  ['services overview', '/leistungen', '/en/services', ['CollectionPage', 'Service', 'BreadcrumbList']],
  ['locations overview', '/standorte', '/en/locations', ['CollectionPage', 'ProfessionalService', 'BreadcrumbList']],
  ['about', '/ueber-uns', '/en/about', ['AboutPage', 'BreadcrumbList']],
  ['team', '/unser-team', '/en/team', ['AboutPage', 'Person', 'BreadcrumbList']],
  ['reviews', '/bewertungen', '/en/reviews', ['WebPage', 'BreadcrumbList']],
  ['portfolio', '/portfolio', '/en/portfolio', ['CollectionPage', 'BreadcrumbList']],
  ['case study', '/portfolio/zahnarztpraxis-hamburg', '/en/portfolio/dental-practice-hamburg', ['WebPage', 'BreadcrumbList']],
  ['contact', '/kontakt', '/en/contact', ['ContactPage', 'ProfessionalService', 'BreadcrumbList']],
  ['free audit', '/kostenloses-audit', '/en/free-audit', ['WebPage', 'HowTo', 'BreadcrumbList']],
]

async function headOf(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null
    return {
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
      ) as Record<string, string>,
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogWidth: attr('meta[property="og:image:width"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      twitterImage: attr('meta[name="twitter:image"]', 'content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    }
  })
}

type JsonLdNode = Record<string, unknown> & { '@type'?: string }

/** The nodes of the page's JSON-LD documents, graphs flattened. */
function jsonLdNodes(documents: string[]): JsonLdNode[] {
  return documents.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode & { '@graph'?: JsonLdNode[] }
    return data['@graph'] ?? [data]
  })
}

/** Every @type in the page's JSON-LD documents (graphs flattened). */
function schemaTypes(documents: string[]): string[] {
  return jsonLdNodes(documents).map((node) => node['@type'] ?? '')
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Absolute URLs compared as URLs (`http://host` and `http://host/` are the same address). */
const normalized = (url: string | null) => (url ? new URL(url).href : url)
const absolute = (path: string) => new URL(path, SITE_ORIGIN).href

const local = (absolute: string) => {
  const url = new URL(absolute)
  return `${url.pathname}${url.search}`
}

async function expectImage(request: APIRequestContext, absolute: string) {
  const response = await request.get(local(absolute))
  expect(response.status(), absolute).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 })
}

for (const [type, dePath, enPath, types] of PAGE_TYPES) {
  test(`${type}: canonical, reciprocal hreflang, social card and JSON-LD in both languages`, async ({ page, request }) => {
    const heads = []
    for (const path of [dePath, enPath]) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      const head = await headOf(page)
      heads.push(head)
      expect(normalized(head.canonical), `${path} canonical`).toBe(absolute(path))
      const alternates = Object.fromEntries(Object.entries(head.alternates).map(([language, url]) => [language, normalized(url)]))
      expect(alternates).toEqual({ de: absolute(dePath), en: absolute(enPath), 'x-default': absolute(dePath) })
      expect(normalized(head.ogUrl)).toBe(normalized(head.canonical))
      expect(head.ogTitle).toBeTruthy()
      expect(head.ogWidth).toBe('1200')
      expect(head.twitterCard).toBe('summary_large_image')
      expect(head.twitterImage).toBe(head.ogImage)
      await expectImage(request, head.ogImage!)
      expect(schemaTypes(head.jsonLd)).toEqual(expect.arrayContaining(types))
      // no self-serving review stars (Google's rules for LocalBusiness/Organization)
      expect(head.jsonLd.join('')).not.toMatch(/aggregateRating|"@type":"Review"/)
    }
    // the two language versions point at each other with the same set of alternates
    expect(heads[0]!.alternates).toEqual(heads[1]!.alternates)
  })
}

test('the FAQPage carries exactly the visible questions and answers, under the page’s own address', async ({ page }) => {
  for (const path of ['/', '/en', '/leistungen/technisches-seo', '/en/locations/munich']) {
    await page.goto(path)
    const { jsonLd, canonical } = await headOf(page)
    const visible = await page.evaluate(() =>
      [...document.querySelectorAll('[data-faq] details')].map((details) => ({
        question: details.querySelector('summary')?.textContent?.trim() ?? '',
        answer: [...details.querySelectorAll('.faq-answer p')].map((paragraph) => paragraph.textContent).join('\n\n'),
      })),
    )
    const faqs = jsonLdNodes(jsonLd).filter((node) => node['@type'] === 'FAQPage') as {
      '@id': string
      mainEntity: { name: string; acceptedAnswer: { text: string } }[]
    }[]
    expect(faqs, path).toHaveLength(1)
    expect(visible.length, path).toBeGreaterThan(2)
    expect(faqs[0]!.mainEntity.map((question) => ({ question: question.name, answer: question.acceptedAnswer.text })), path).toEqual(visible)
    expect(new URL(faqs[0]!['@id']).href, path).toBe(new URL('#faq', canonical ?? '').href)
  }
})

test('the Open Graph image route draws only titles from the CMS', async ({ request }) => {
  expect((await request.get('/og?locale=de&title=Irgendein%20Text')).status()).toBe(404)
  expect((await request.get('/og?locale=fr&title=Lokalsicht')).status()).toBe(400)
  expect((await request.get('/og')).status()).toBe(400)
})

test('sitemap.xml lists every public page in both languages with alternates, and each answers 200', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  for (const [, dePath, enPath] of PAGE_TYPES) {
    expect(urls.map(normalized)).toContain(absolute(dePath))
    expect(urls.map(normalized)).toContain(absolute(enPath))
  }
  expect(urls.filter((url) => url.includes('/en/')).length).toBeGreaterThan(30)
  expect(new Set(urls).size).toBe(urls.length)
  // every <url> carries its language alternates
  const entries = xml.split('<url>').slice(1)
  expect(entries.every((entry) => entry.includes('hreflang="de"') && entry.includes('hreflang="x-default"'))).toBe(true)
  for (const url of urls) {
    const page = await request.get(local(url), { maxRedirects: 0 })
    expect(page.status(), url).toBe(200)
  }
})

test('robots.txt allows the site, points at the sitemap and keeps private areas out', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)
  expect(text).toMatch(/Allow: \/\n/)
  for (const path of ['/api/', '/admin', '/en/admin', '/dashboard', '/en/dashboard']) expect(text).toContain(`Disallow: ${path}\n`)
})
