/**
 * `npm run bench:studio`: what an editor waits for, measured against the production build (`npm run
 * build` first) on a fresh PostgreSQL database with the sample content:
 *  - publish → page updated: a service's price changed and published through the Content Lake's Actions
 *    API (the requests the studio sends), until the German service page shows it (polled every 25 ms);
 *  - studio document open: the real studio in Debian's Chromium, from navigation to the document's form
 *    showing the stored price, the first time in the browser;
 *  - the four waits of an editor (./studio-editor-steps.ts): URL → editable field, switching documents,
 *    edit → Publish enabled, validation of the longest article; the median of BENCH_OPEN_ROUNDS, with the
 *    part spent waiting for server answers.
 * Writes docs/benchmarks-studio.md. BENCH_PUBLISH_ROUNDS (default 20), BENCH_OPEN_ROUNDS (default 5);
 * BENCH_TRACE=1 prints every request of every step (when it started, how long it took).
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { latencySummary, seededBenchDatabase, startProductionServer } from './harness'
import { measureEditorSteps, type EditorStep, type StepTiming } from './studio-editor-steps'

const root = path.resolve(import.meta.dirname, '..', '..')
const port = Number(process.env.BENCH_PORT ?? 3600)
const contentApiPort = port + 43
const site = `http://localhost:${port}`
const contentApi = `https://localhost:${contentApiPort}/v2025-02-19`
const publishRounds = Number(process.env.BENCH_PUBLISH_ROUNDS ?? 20)
const openRounds = Number(process.env.BENCH_OPEN_ROUNDS ?? 5)
const SERVICE = 'service-local-seo'
const database = 'lokalsicht_bench_studio'

const ms = (value: number) => `${value.toFixed(0)} ms`

async function signIn(page: Page) {
  await page.goto(`${site}/login`)
  await page.getByLabel('E-Mail-Adresse').fill(DEMO_ADMIN.email)
  await page.locator('input[name="password"]').fill(DEMO_ADMIN.password)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 })
}

/** A studio token the way the studio gets one (see tests/e2e/support/studio.ts). */
async function studioToken(page: Page): Promise<string> {
  const login = await page.request.get(`${site}/api/studio/login?origin=${encodeURIComponent(`${site}/studio`)}&withSid=true`, { maxRedirects: 0 })
  const sid = new URL(login.headers()['location']!).hash.replace(/^#sid=/, '')
  const exchange = await page.request.get(`${contentApi}/auth/fetch?sid=${sid}`, { ignoreHTTPSErrors: true })
  return ((await exchange.json()) as { token: string }).token
}

async function main() {
  const bench = await seededBenchDatabase(database)
  const env = { DATABASE_URL: bench.url }
  const server = await startProductionServer(port, { ...env, DEMO_MODE: 'true', CONTENT_API_PORT: String(contentApiPort), OUTBOX_INTERVAL_MS: '60000' })
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true, locale: 'de-DE' })
    const page = await context.newPage()
    await signIn(page)
    const token = await studioToken(page)
    const api = async (pathname: string, body: unknown) => {
      const response = await page.request.post(`${contentApi}${pathname}`, { data: body, headers: { authorization: `Bearer ${token}` }, ignoreHTTPSErrors: true })
      if (!response.ok()) throw new Error(`${pathname}: ${response.status()} ${await response.text()}`)
    }
    const load = os.loadavg()[0]!.toFixed(2)

    // Publish → page updated.
    const publishLatencies: number[] = []
    const format = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
    await page.request.get(`${site}/leistungen/local-seo`)
    for (let round = 0; round < publishRounds; round += 1) {
      const price = 1000 + round * 7
      await api('/data/actions/production', {
        actions: [{ actionType: 'sanity.action.document.edit', draftId: `drafts.${SERVICE}`, publishedId: SERVICE, patch: { set: { priceEur: price } } }],
      })
      await api('/data/actions/production', { actions: [{ actionType: 'sanity.action.document.publish', draftId: `drafts.${SERVICE}`, publishedId: SERVICE }] })
      const published = performance.now()
      for (;;) {
        const html = await (await fetch(`${site}/leistungen/local-seo`)).text()
        if (html.includes(format.format(price))) break
        if (performance.now() - published > 30_000) throw new Error(`price ${price} not on the page after 30 s`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      publishLatencies.push(performance.now() - published)
    }

    // Studio document open, the first time in this browser (sign-in, the studio's files, the schema).
    const first = await context.newPage()
    const firstStarted = performance.now()
    await first.goto(`${site}/studio/intent/edit/id=${SERVICE};type=service/`)
    const price = first.getByLabel('Preis (EUR, netto)')
    await price.waitFor({ state: 'visible', timeout: 120_000 })
    for (let waited = 0; (await price.inputValue()) === '' && waited < 60_000; waited += 50) await first.waitForTimeout(50)
    const firstOpen = performance.now() - firstStarted
    await first.close()

    const query = async <T,>(groq: string, params: Record<string, unknown> = {}) => {
      const search = new URLSearchParams({ query: groq, perspective: 'raw' })
      for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
      const response = await page.request.get(`${contentApi}/data/query/production?${search}`, { headers: { authorization: `Bearer ${token}` }, ignoreHTTPSErrors: true })
      return ((await response.json()) as { result: T }).result
    }
    const steps = await measureEditorSteps(context, site, { query }, openRounds)

    const publish = latencySummary(publishLatencies)
    const median = (timings: StepTiming[], key: keyof StepTiming) => latencySummary(timings.map((timing) => timing[key])).p50
    const goals: Record<EditorStep, [string, number]> = {
      open: ['URL → editable field (a document opened in a new tab)', 2_500],
      switch: ['switching to another document in the list', 700],
      publishEnabled: ['edit → Publish enabled', 500],
      validation: ['validation of the longest article (its title emptied 1.5 s after the last edit → the error shows)', 1_000],
    }
    const stepRows = (Object.keys(goals) as EditorStep[])
      .map((step) => {
        const [label, goal] = goals[step]
        const total = median(steps[step], 'total')
        return `| ${label} | ${steps[step].length} | ${ms(total)} | ${ms(median(steps[step], 'waitingForServer'))} | ${ms(Math.min(...steps[step].map((t) => t.total)))}–${ms(Math.max(...steps[step].map((t) => t.total)))} | ≤ ${ms(goal)} ${total <= goal ? '✓' : '✗'} |`
      })
      .join('\n')
    const report = `# Studio benchmarks (measured)

\`npm run bench:studio\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version},
load average ${load} at the start; the production build on a fresh PostgreSQL database with the sample content,
Chromium ${browser.version()}.

| what | runs | p50 | p95 | max |
|---|---:|---:|---:|---:|
| publish → German service page shows the new price | ${publish.requests} | ${ms(publish.p50)} | ${ms(publish.p95)} | ${ms(Math.max(...publishLatencies))} |
| studio: open a document, first time in the browser (sign-in, bundle, schema) | 1 | ${ms(firstOpen)} | | |

The editor's waits, median of ${openRounds} (the browser has the studio's files cached); "waiting for the
server" is the part of it during which a request to the Content API or the site was in flight (event
streams and the presence socket, which stay open, and the studio's files, which come from the browser's
cache, not counted); the rest is the studio's own work:

| what | runs | median | of it waiting for the server | range | goal |
|---|---:|---:|---:|---:|---|
${stepRows}

Publish: an edit of the draft and a publish through the Content Lake's Actions API (what the studio sends
when someone clicks "Publish"); the time runs from the publish's answer to the first GET of
/leistungen/local-seo that shows the price (polled every 25 ms). The editor's waits: scripts/bench/studio-editor-steps.ts.
`
    await writeFile(path.join(root, 'docs', 'benchmarks-studio.md'), report)
    console.log(report)
  } finally {
    await browser.close()
    server.kill()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await bench.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
