import { request as httpRequest } from 'node:http'
import { expect, test } from '@playwright/test'
import { type FreshServer, startFreshServer } from './support/fresh-server'

/** Old spellings resolved from the CMS (slug pages and the catch-all) and fixed ones from next.config. */
const REDIRECTS: [from: string, to: string][] = [
  ['/standorte/munich', '/standorte/muenchen'],
  ['/en/services/onpage-seo-optimierung', '/en/services/onpage-seo'],
  ['/en/locations/muenchen', '/en/locations/munich'],
  ['/services/technisches-seo-performance', '/leistungen/technisches-seo'],
  ['/local-seo', '/leistungen/local-seo'],
  ['/en/technical-seo', '/en/services/technical-seo'],
  ['/blog/en/technical-seo-checklist', '/en/blog/technical-seo-checklist'],
  ['/uber-uns', '/ueber-uns'],
]

/** Status and every raw `Location` header line (fetch would join repeated lines into one `a, b`). */
function rawGet(url: string): Promise<{ status: number; locations: string[] }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, (response) => {
      const locations: string[] = []
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        if (response.rawHeaders[index]!.toLowerCase() === 'location') locations.push(response.rawHeaders[index + 1]!)
      }
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, locations }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

let server: FreshServer

test.describe('legacy redirects on a freshly started server', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startFreshServer()
  })
  test.afterAll(async () => server?.stop())

  // `next start` repeats the Location line on the request that renders a redirect into its cache
  // (vercel/next.js#82117): one destination here, one line from the proxy (deploy/nginx, tests/int/nginx-proxy.test.ts).
  test('lead to one destination, on the first request and later ones, in one hop', async () => {
    for (const [from, to] of REDIRECTS) {
      for (const attempt of ['first', 'second']) {
        const { status, locations } = await rawGet(`${server.origin}${from}`)
        expect([301, 308], `${from} (${attempt} request)`).toContain(status)
        expect(locations.length, `${from} (${attempt} request)`).toBeGreaterThan(0)
        expect([...new Set(locations.map((location) => new URL(location, server.origin).pathname))], `${from} (${attempt} request)`).toEqual([to])
      }
      const target = await rawGet(`${server.origin}${to}`)
      expect(target.status, `${to} answers without another redirect`).toBe(200)
    }
  })
})
