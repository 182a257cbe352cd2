/**
 * First-load JS and Lighthouse (mobile, median of 3) of the customer portal's dashboard and invoice list,
 * signed in as the demo customer, on the production build (`npm run build` first; embedded database,
 * where the demo accounts exist and sign in from this machine). The speed issue asks for these two pages
 * next to the marketing pages of `npm run bench:site`, measured the same way.
 *
 *   npm run bench:portal-pages      writes docs/benchmarks-portal-pages.md
 */
import type { ChildProcess } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { DEMO_CUSTOMER } from '../../web/lib/demo-accounts'
import { cookiesOf, submitPageForm } from './form-post'
import { startProductionServer } from './harness'
import { firstLoadScriptBytes } from './script-bytes'

const PORT = Number(process.env.BENCH_PORT ?? 3193)
const BASE = `http://localhost:${PORT}`
const RUNS = 3
const PAGES = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'invoice list', path: '/dashboard/rechnungen' },
]
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const root = path.resolve(import.meta.dirname, '../..')

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Compressed bytes of the scripts the signed-in page's HTML asks for (./script-bytes.ts). */
async function firstLoadJs(cookie: string, url: string) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    const context = await browser.newContext()
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name: name!, value: value.join('='), url: BASE }
      }),
    )
    const page = await context.newPage()
    const { response, jsBytes, scripts } = await firstLoadScriptBytes(page, url)
    if (!response?.ok() || new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} was not shown signed in (status ${response?.status()}, at ${page.url()})`)
    }
    return { jsBytes, scripts }
  } finally {
    await browser.close()
  }
}

/** Lighthouse's default mobile run with the session cookie, each run in a fresh Chromium. */
async function lighthouseMedian(cookie: string, url: string) {
  const runs: { performance: number; lcp: number; tbt: number; cls: number }[] = []
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: cookie },
      })
      const lhr = result?.lhr
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.code ?? 'no result'}`)
      if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`Lighthouse ended at ${lhr.finalDisplayedUrl}, not signed in`)
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      })
    } finally {
      chrome.kill()
    }
  }
  return {
    performance: median(runs.map((run) => run.performance)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
  }
}

let server: ChildProcess | undefined
try {
  server = await startProductionServer(PORT, {})
  const signIn = await submitPageForm(BASE, '/login', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })
  const cookie = cookiesOf(signIn)
  if (signIn.status !== 303 || !cookie) throw new Error(`sign-in as the demo customer answered ${signIn.status}`)

  const rows: string[] = []
  for (const { name, path: pagePath } of PAGES) {
    const url = `${BASE}${pagePath}`
    console.log(`▶ ${name} ${pagePath}`)
    const js = await firstLoadJs(cookie, url)
    const lh = await lighthouseMedian(cookie, url)
    rows.push(
      `| ${name} | ${pagePath} | ${(js.jsBytes / 1024).toFixed(1)} KB (${js.scripts}) | ${lh.performance} | ${Math.round(lh.lcp)} ms | ${Math.round(lh.tbt)} ms | ${lh.cls.toFixed(3)} |`,
    )
  }
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
  const report = [
    '# Customer portal pages, signed in',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${os.cpus().length} × ${cpu} · Node ${process.version} · Lighthouse median of ${RUNS} runs`,
    '',
    '| page | path | first-load JS, gzip (scripts) | perf | LCP | TBT | CLS |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '`npm run build && npm run bench:portal-pages` (scripts/bench/portal-pages.ts) starts `next start` of the production',
    'build on the embedded database, signs in as the demo customer through the login form, and measures each page',
    "with that session: first-load JS as in docs/benchmarks.md (compressed bytes of the scripts the page's HTML asks for,",
    'also those its inline loader adds after the first paint; fresh browser context), and Lighthouse 13.5 with its',
    'default mobile settings and the session cookie',
    '(performance only; each run in a fresh Chromium; a run that does not end on the page itself counts as failed).',
    'Compare with the marketing pages and the bare Next page in docs/benchmarks.md, measured on the same machine.',
    '',
  ].join('\n')
  const out = path.join(root, 'docs', 'benchmarks-portal-pages.md')
  await writeFile(out, report)
  console.log(`\n${rows.join('\n')}\n\nWritten to ${path.relative(root, out)}.`)
} finally {
  server?.kill()
}
