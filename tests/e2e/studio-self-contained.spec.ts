import { expect, test, type Page } from '@playwright/test'
import { CONTENT_API_META } from '../../studio/env'
import { signInAsDemoAdmin } from './support/studio'

/**
 * The studio is self-contained: signed in as the demo admin, opening the studio, a document and the
 * navbar's help menu sends no request to any host but the site's own origin and the Content API's
 * (fonts shipped with the build, telemetry and update checks off, the SDK's calls by project host name
 * pointed at the API, requests to Sanity's hosts answered in the page), its Content-Security-Policy
 * refuses nothing, its Inter comes from the site, and leaving it sends no telemetry beacon.
 */
test.setTimeout(240_000)
// The Content API's certificate is made on the machine at first start (docs/content.md, "Content studio").
test.use({ ignoreHTTPSErrors: true })

const SERVICE_ID = 'service-local-seo'
/** Where the test notes the beacons the browser was asked to send (localStorage of the site's origin). */
const BEACONS_KEY = 'e2e:studio-beacons'

type Violation = { blockedURI: string; violatedDirective: string; sourceFile: string }

declare global {
  interface Window {
    __cspViolations?: Violation[]
  }
}

/** An address's origin, WebSocket addresses as their HTTP counterpart (wss://host → https://host). */
const originOf = (address: string) => new URL(address.replace(/^ws(s?):/, 'http$1:')).origin

/** Every request, WebSocket and CSP complaint of `page` from now on. */
function recordTraffic(page: Page) {
  const requests: string[] = []
  const cspConsole: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  page.on('websocket', (socket) => requests.push(socket.url()))
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) cspConsole.push(message.text())
  })
  return { requests, cspConsole }
}

test('the studio loads nothing from other hosts, sends no telemetry, and its Content-Security-Policy refuses nothing', async ({ page, baseURL }) => {
  await page.addInitScript((beaconsKey) => {
    window.__cspViolations = []
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolations!.push({ blockedURI: event.blockedURI, violatedDirective: event.violatedDirective, sourceFile: event.sourceFile }),
      true,
    )
    // Beacons that reach the browser's own sendBeacon, noted where the next page can read them (a beacon
    // sent while a page unloads is not reported as one of its requests).
    const sendBeacon = Navigator.prototype.sendBeacon
    Navigator.prototype.sendBeacon = function (url, data) {
      localStorage.setItem(beaconsKey, JSON.stringify([...JSON.parse(localStorage.getItem(beaconsKey) ?? '[]'), String(url)]))
      return sendBeacon.call(this, url, data)
    }
  }, BEACONS_KEY)
  await signInAsDemoAdmin(page)
  const traffic = recordTraffic(page)

  // A document: the structure, the form with its inputs, previews, presence and the document's listeners.
  await page.goto(`/studio/intent/edit/id=${SERVICE_ID};type=service/`)
  await expect(page.getByLabel('Preis (EUR, netto)')).toBeVisible({ timeout: 120_000 })

  // The navbar's help and resources menu (its feedback check, the help resources and the version check).
  await page.getByTestId('button-resources-menu').click()
  await expect(page.getByTestId('menu-button-resources')).toBeVisible({ timeout: 30_000 })
  // Let it settle: the calls that start after the first render (telemetry consent, the current user,
  // the menu's checks) and the fonts the rendered text needs.
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(5_000)

  const contentApi = await page.locator(`meta[name="${CONTENT_API_META}"]`).getAttribute('content')
  expect(contentApi, 'the app writes the Content API address into the studio page').toBeTruthy()
  const allowed = new Set([new URL(baseURL!).origin, originOf(contentApi!)])

  // Requests to other hosts (data: and blob: URLs never leave the page). Soft: a failure lists every kind of problem.
  const foreign = traffic.requests.filter((address) => !/^(data|blob):/.test(address) && !allowed.has(originOf(address)))
  expect.soft([...new Set(foreign)], `requests beyond ${[...allowed].join(' and ')}`).toEqual([])

  // Hosted features the Content Lake has no backend for are switched off (studio/sanity.config.ts): the
  // studio does not ask about tasks, announcements or the Scheduled Publishing plugin's schedules, nor
  // load their code, which made opening a document ~0.8 s slower (docs/benchmarks-studio.md).
  const unavailableFeatures = /\/journey\/(tasks|announcements)\b|\/schedules\/|\/keyvalue\/studio\.announcement/
  expect.soft(traffic.requests.filter((address) => unavailableFeatures.test(new URL(address).pathname)), 'requests about features switched off').toEqual([])

  const violations = await page.evaluate(() => window.__cspViolations ?? [])
  expect.soft(violations, 'Content-Security-Policy violations').toEqual([])
  expect.soft(traffic.cspConsole, 'console errors about the Content-Security-Policy').toEqual([])

  // The studio's typeface is Inter, loaded from the site's own origin.
  const fonts = await page.evaluate(() => ({
    interLoaded: [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Inter' && face.status === 'loaded').length,
    files: performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.woff2?(\?|$)/.test(name)),
  }))
  expect.soft(fonts.interLoaded, 'Inter font faces loaded').toBeGreaterThan(0)
  expect.soft(fonts.files.length, 'font files fetched').toBeGreaterThan(0)
  for (const file of fonts.files) expect.soft(originOf(file), `font ${file}`).toBe(new URL(baseURL!).origin)

  // No telemetry is sent, not even when the studio is left (Sanity's telemetry store sends what it has
  // buffered as a beacon on `pagehide`, whatever the consent).
  await page.goto('/')
  const beacons = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], BEACONS_KEY)
  expect.soft(beacons, 'beacons sent').toEqual([])
  expect.soft(traffic.requests.filter((address) => /\/intake\/batch\b/.test(address)), 'telemetry sent').toEqual([])
})
