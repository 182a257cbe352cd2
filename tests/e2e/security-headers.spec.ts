import { expect, test, type APIResponse } from '@playwright/test'
import { germanPathnames, localizedTemplate } from '../../web/i18n/route-table.mjs'

/**
 * Security headers on the production build: every page route of the route table in both languages, the
 * studio, API answers and files. A page served from Next's cache carries the hashes of its inline
 * scripts (web/cache/); a page rendered per request carries a fresh nonce (web/proxy.ts). Which of the
 * two a page is, the test reads from the response itself, so a page that turns dynamic (or static)
 * without the proxy's matcher following fails here.
 */
test.use({ storageState: { cookies: [], origins: [] } })

/** A sample value for each route parameter: published documents of the seed. */
const SAMPLE_PARAMS: Record<string, Record<'de' | 'en', string>> = {
  slug: { de: 'local-seo', en: 'local-seo' },
  city: { de: 'muenchen', en: 'munich' },
  id: { de: '00000000-0000-4000-8000-000000000000', en: '00000000-0000-4000-8000-000000000000' },
}
const SAMPLE_SLUGS: Partial<Record<string, Record<'de' | 'en', string>>> = {
  '/portfolio/[slug]': { de: 'zahnarztpraxis-hamburg', en: 'dental-practice-hamburg' },
  '/blog/[slug]': { de: 'lokales-seo-fuer-kleine-unternehmen', en: 'local-seo-for-small-businesses' },
}

function samplePath(route: keyof typeof germanPathnames, locale: 'de' | 'en'): string {
  return localizedTemplate(route, locale).replace(/\[(\w+)\]/g, (_, name: string) => {
    if (name === 'slug' && SAMPLE_SLUGS[route]) return SAMPLE_SLUGS[route]![locale]
    return SAMPLE_PARAMS[name]![locale]
  })
}

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
}

function expectBaseHeaders(response: APIResponse) {
  const headers = response.headers()
  for (const [name, value] of Object.entries(BASE_HEADERS)) expect(headers[name], name).toBe(value)
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-powered-by']).toBeUndefined()
}

/** The response's one policy: two policies would both apply, so there must not be two. */
function onePolicy(response: APIResponse): string {
  const policies = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy')
  expect(policies, 'exactly one Content-Security-Policy header').toHaveLength(1)
  return policies[0]!.value
}

function scriptSources(policy: string): string[] {
  const directive = policy.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '))
  return directive!.split(/\s+/).slice(1)
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!))
    .map(([, , text]) => text!)
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return `'sha256-${Buffer.from(digest).toString('base64')}'`
}

for (const route of Object.keys(germanPathnames) as (keyof typeof germanPathnames)[]) {
  for (const locale of ['de', 'en'] as const) {
    const path = samplePath(route, locale)
    test(`${path}: one policy that allows exactly the page's own inline scripts`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), 'a page, a 404 or a redirect to sign in').toBeLessThan(500)
      expectBaseHeaders(response)
      const policy = onePolicy(response)
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("object-src 'none'")
      const sources = scriptSources(policy)
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      const nonce = sources.find((source) => source.startsWith("'nonce-"))
      const fromCache = response.headers()['x-nextjs-cache'] !== undefined || response.headers()['x-nextjs-prerender'] !== undefined
      if (fromCache) expect(nonce, 'a cached page carries hashes, not a nonce').toBeUndefined()
      else expect(nonce, 'a page rendered per request carries a nonce').toBeDefined()
      if (response.status() >= 300 && response.status() < 400) return
      const html = await response.text()
      for (const script of inlineScripts(html)) {
        const allowed = sources.includes(await sha256(script)) || (nonce !== undefined && html.includes(`nonce="${nonce.slice(7, -1)}"`))
        expect(allowed, `inline script allowed: ${script.slice(0, 80)}`).toBe(true)
      }
    })
  }
}

test('two requests to a page rendered per request get two different nonces', async ({ request }) => {
  const nonces = await Promise.all(
    [1, 2].map(async () => scriptSources(onePolicy(await request.get('/login'))).find((source) => source.startsWith("'nonce-"))),
  )
  expect(nonces[0]).toBeDefined()
  expect(nonces[0]).not.toBe(nonces[1])
})

for (const path of ['/api/contact', '/og?title=x', '/sitemap.xml', '/robots.txt', '/blog/rss.xml', '/en/blog/rss.xml', '/icon.svg', '/icons.svg']) {
  test(`${path}: nothing may run in a response that is not a page`, async ({ request }) => {
    const response = await request.get(path)
    expectBaseHeaders(response)
    expect(onePolicy(response)).toContain("default-src 'none'")
  })
}

test('the studio page: scripts from the site only (it has no inline script), and the local Content Lake for its calls', async ({ request }) => {
  const response = await request.get('/studio')
  expectBaseHeaders(response)
  const policy = onePolicy(response)
  const html = await response.text()
  expect(inlineScripts(html)).toEqual([])
  expect(scriptSources(policy)).toEqual(["'self'"])
  const contentApi = html.match(/<meta name="[^"]+" content="(https:\/\/[^"]+)"/)?.[1]
  expect(contentApi).toBeDefined()
  expect(policy).toMatch(new RegExp(`connect-src [^;]*${new URL(contentApi!).origin.replace(/[.]/g, '\\.')}`))
})

for (const path of ['/', '/en/blog', '/kontakt', '/login', '/en/services/local-seo']) {
  test(`${path}: the page runs under its policy, and an injected inline script does not`, async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    // The real response with one script added, as an HTML injection would add it; headers unchanged.
    await page.route(path === '/' ? /\/$/ : new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`), async (route) => {
      const response = await route.fetch()
      const body = (await response.text()).replace('</body>', '<script>window.__injected = true</script></body>')
      await route.fulfill({ response, body })
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined()
    expect(violations, 'only the injected script is refused').toHaveLength(1)
    // Next's runtime started: its inline scripts ran (the router is there).
    expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('object')
  })
}
