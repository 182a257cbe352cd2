/**
 * Page weight of one rendered page, the quick figures of the site benchmark (scripts/bench/site.ts,
 * BENCH_QUICK=1): the HTML as the server sends it (raw and gzip-compressed here with zlib's default
 * level), the part of it that is the inline RSC payload (the `<script>self.__next_f.push(…)</script>`
 * elements, tags included, raw and gzip), and the number of elements in the DOM once the page has loaded
 * in Chromium (what Lighthouse's dom-size audit counts: every element of the document).
 *
 * Also usable on its own against a running server, to see which pages grew:
 *
 *   npx tsx scripts/bench/page-weight.ts http://127.0.0.1:3300/ http://127.0.0.1:3300/en
 */
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

export interface PageWeight {
  htmlBytes: number
  htmlGzipBytes: number
  rscBytes: number
  rscGzipBytes: number
  rscScripts: number
  domElements: number
}

const RSC_SCRIPT = /<script\b[^>]*>\s*self\.__next_f\.push\([\s\S]*?<\/script>/g

/** The inline RSC payload scripts of an HTML document. */
export function rscScripts(html: string) {
  return html.match(RSC_SCRIPT) ?? []
}

/**
 * The RSC payload as React reads it: the strings pushed with `self.__next_f.push([1, "…"])`, joined.
 * Handy to see what fills it (`npx tsx scripts/bench/page-weight.ts --payload <url>`).
 */
export function rscPayload(html: string) {
  let payload = ''
  for (const script of rscScripts(html)) {
    const body = script.replace(/^<script\b[^>]*>\s*self\.__next_f\.push\(/, '').replace(/\)\s*<\/script>$/, '')
    try {
      const entry = JSON.parse(body) as unknown[]
      if (entry[0] === 1 && typeof entry[1] === 'string') payload += entry[1]
    } catch {
      // not a plain array literal (e.g. the bootstrap push); not part of the payload text
    }
  }
  return payload
}

export async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  const html = await response.text()
  const scripts = rscScripts(html)
  const rsc = scripts.join('')
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const loaded = await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    if (!loaded?.ok()) throw new Error(`${url} answered ${loaded?.status()} in the browser`)
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length)
    return {
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html).length,
      rscBytes: Buffer.byteLength(rsc),
      rscGzipBytes: gzipSync(rsc).length,
      rscScripts: scripts.length,
      domElements,
    }
  } finally {
    await context.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  if (args[0] === '--payload') {
    const html = await (await fetch(args[1]!)).text()
    process.stdout.write(rscPayload(html))
  } else {
    const { chromium } = await import('@playwright/test')
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    })
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    console.log('| page | HTML KB | HTML gzip KB | RSC KB | RSC gzip KB | DOM elements |')
    console.log('|---|---:|---:|---:|---:|---:|')
    for (const url of args) {
      const w = await pageWeight(browser, url)
      console.log(`| ${new URL(url).pathname} | ${kb(w.htmlBytes)} | ${kb(w.htmlGzipBytes)} | ${kb(w.rscBytes)} | ${kb(w.rscGzipBytes)} | ${w.domElements} |`)
    }
    await browser.close()
  }
}
