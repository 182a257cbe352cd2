import { expect, test } from '@playwright/test'
import { checkHtml, type CheckerMessage } from './support/html-checker'

/** Routes whose last segment is a slug from the CMS: one page of each is enough to check the markup. */
const SLUG_PREFIXES = ['/leistungen/', '/en/services/', '/standorte/', '/en/locations/', '/blog/', '/en/blog/', '/portfolio/', '/en/portfolio/']

function pageType(path: string): string {
  const prefix = SLUG_PREFIXES.find((candidate) => path.startsWith(candidate) && path.length > candidate.length)
  return prefix ? `${prefix}[slug]` : path
}

/** Pages the sitemap leaves out: the 404 page (an unknown path and unknown slugs) and the sign-in pages. */
const NOT_IN_SITEMAP: [path: string, status: number][] = [
  ['/diese-seite-gibt-es-nicht', 404],
  ['/en/this-page-does-not-exist', 404],
  ['/leistungen/gibt-es-nicht', 404],
  ['/en/blog/no-such-article', 404],
  ['/login', 200],
  ['/en/login', 200],
  ['/registrierung', 200],
  ['/en/register', 200],
  ['/passwort-vergessen', 200],
  ['/en/forgot-password', 200],
]

/**
 * Where vnu contradicts the HTML standard. vnu 26.9 allows `blocking` on a `<link>` only with
 * rel=stylesheet; the standard also allows it with rel=expect
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect), which the layout uses so that
 * nothing paints before the footer is parsed (no layout shift). Only that element is excused.
 */
function isCheckerGap(message: CheckerMessage): boolean {
  return message.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') && /rel="expect"/.test(message.extract ?? '')
}

const describe = (message: CheckerMessage) => `${message.document}:${message.line ?? '?'} ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`

test('the Nu Html Checker finds no error on any page type in either language, the 404 page or the sign-in pages', async ({ request }, testInfo) => {
  test.setTimeout(240_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const onePerType = new Map<string, string>()
  for (const path of sitemapPaths) if (!onePerType.has(pageType(path))) onePerType.set(pageType(path), path)
  // Fifteen public page types (three legal pages) in two languages: a sitemap that lost pages fails here.
  expect(onePerType.size).toBeGreaterThanOrEqual(34)

  const pages: [string, number][] = [...[...onePerType.values()].map((path): [string, number] => [path, 200]), ...NOT_IN_SITEMAP]
  const documents = []
  for (const [path, status] of pages) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(status)
    documents.push({ name: path, html: await response.text() })
  }

  const messages = await checkHtml(documents)
  const warnings = messages.filter((message) => message.type === 'warning')
  if (warnings.length > 0) {
    // Allowed, but listed in the report so that they are seen.
    await testInfo.attach('html-checker-warnings.txt', { body: warnings.map(describe).join('\n'), contentType: 'text/plain' })
    console.log(`Nu Html Checker warnings (allowed):\n${warnings.map(describe).join('\n')}`)
  }
  const errors = messages.filter((message) => message.type === 'error')
  expect(errors.filter((message) => !isCheckerGap(message)).map(describe)).toEqual([])
})
