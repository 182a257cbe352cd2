/**
 * Site benchmark on the production build: for every page type (German paths) the first-load JavaScript
 * (gzip bytes of the scripts the HTML asks for, ./script-bytes.ts; Playwright + Chromium) and
 * Lighthouse 13 mobile (default emulation and simulated throttling; median of BENCH_RUNS runs), plus the
 * throughput of `next start` for one static page (the imprint) with autocannon. Two references are measured
 * in the same run with the same method: a bare statically generated Next page (generated and built in
 * .bench/bare-next/) and the imprint's rendered HTML as a plain static file (.bench/static/, scripts
 * removed, served from memory by node:http). Budgets are checked against these; a miss is reported with
 * its amount, but only a failed measurement makes the exit code non-zero.
 *
 *   npm run build && npm run bench:site          starts `next start` itself, writes docs/benchmarks.md
 *   BENCH_QUICK=1 npm run bench:site             quick mode: no Lighthouse; page weight (HTML raw/gzip,
 *                                                inline RSC payload, DOM elements) of every page type in
 *                                                German and English plus the throughput; writes
 *                                                .bench/quick.md (BENCH_OUT=file to write elsewhere)
 *
 * The full run measures the page weight too (its own table in docs/benchmarks.md).
 *
 * Environment:
 *   BENCH_RUNS=3            Lighthouse runs per page (median)
 *   BENCH_DURATION=10       seconds of autocannon per server (50 connections, BENCH_CONNECTIONS)
 *   BENCH_MAX_MINUTES=30    no further pages are measured once exceeded (said so in the output)
 *   BENCH_PAGES=home,blog   only these page types (names in the first column of the table)
 *   BENCH_URL=http://…      measure an already running server instead of starting `next start`
 *   BENCH_QUICK=1           page weight and throughput only, see above
 *   BENCH_OUT=path          where quick mode writes its table (default .bench/quick.md)
 *   BENCH_PORT=3300         ports of the servers it starts: this one and the next ones (default: free ports)
 *   CHROMIUM_PATH           default /usr/bin/chromium
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { measureProxyThroughput, type ProxyRow } from './proxy-throughput'
import { ratesInTurns, type Rate } from './throughput-in-turns'
import { firstLoadScriptBytes } from './script-bytes'
import { pageWeight, type PageWeight } from './page-weight'
import { freePort } from '../free-port'

const root = path.resolve(import.meta.dirname, '..', '..')
const benchDir = path.join(root, '.bench')
const bareDir = path.join(benchDir, 'bare-next')
const staticDir = path.join(benchDir, 'static')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const RUNS = positiveInt('BENCH_RUNS', 3)
const DURATION_S = positiveInt('BENCH_DURATION', 10)
const CONNECTIONS = positiveInt('BENCH_CONNECTIONS', 50)
const MAX_MINUTES = positiveInt('BENCH_MAX_MINUTES', 30)
const QUICK = process.env.BENCH_QUICK === '1'
const THROUGHPUT_PATH = '/impressum'

const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbtMs: 150, jsOverBareBytes: 25 * 1024, throughputShareOfBare: 0.5 }
/** Through the proxy (deploy/nginx with its page cache) against the same HTML as a file from the same nginx. */
const PROXY_SHARE_OF_FILE = 0.8
const PROXY_PAGES = ['legal', 'home', 'article']

/**
 * Page types with their German and English paths; `null` = found on another page (the first case study
 * on /portfolio, /en/portfolio). Lighthouse measures the German pages, the page weight both.
 */
const PAGE_TYPES: { name: string; path: string | null; en: string | null }[] = [
  { name: 'home', path: '/', en: '/en' },
  { name: 'services', path: '/leistungen', en: '/en/services' },
  { name: 'service', path: '/leistungen/technisches-seo', en: '/en/services/technical-seo' },
  { name: 'city', path: '/standorte/muenchen', en: '/en/locations/munich' },
  { name: 'locations', path: '/standorte', en: '/en/locations' },
  { name: 'about', path: '/ueber-uns', en: '/en/about' },
  { name: 'team', path: '/unser-team', en: '/en/team' },
  { name: 'reviews', path: '/bewertungen', en: '/en/reviews' },
  { name: 'portfolio', path: '/portfolio', en: '/en/portfolio' },
  { name: 'case-study', path: null, en: null },
  { name: 'blog', path: '/blog', en: '/en/blog' },
  { name: 'article', path: '/blog/lokales-seo-fuer-kleine-unternehmen', en: '/en/blog/local-seo-for-small-businesses' },
  { name: 'contact', path: '/kontakt', en: '/en/contact' },
  { name: 'audit', path: '/kostenloses-audit', en: '/en/free-audit' },
  { name: 'legal', path: '/impressum', en: '/en/imprint' },
]

function positiveInt(name: string, fallback: number) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) fail(`${name} must be a positive whole number, not "${raw}".`)
  return value
}

function fail(message: string): never {
  console.error(`bench:site: ${message}`)
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------------
// Servers: every server this script starts runs in its own process group and is killed with it, also
// when the script fails or is interrupted.

const processGroups = new Set<number>()
const closers = new Set<() => void>()

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

process.on('exit', () => {
  for (const close of closers) close()
  for (const pid of processGroups) killGroup(pid, 'SIGKILL')
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\nbench:site: ${signal}, stopping the servers.`)
    process.exit(130)
  })
}

function spawnGroup(command: string, args: string[], cwd: string, label: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so that its children go with it
  })
  if (child.pid) processGroups.add(child.pid)
  const output: string[] = []
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString())
    if (output.length > 200) output.shift()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.once('exit', () => child.pid && processGroups.delete(child.pid))
  Object.assign(child, { benchLabel: label, benchOutput: output })
  return child
}

const outputOf = (child: ChildProcess) => ((child as ChildProcess & { benchOutput?: string[] }).benchOutput ?? []).join('').trim()

async function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  killGroup(child.pid, 'SIGTERM')
  const timer = setTimeout(() => child.pid && killGroup(child.pid, 'SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
  // Whatever the leader left behind in its group.
  killGroup(child.pid, 'SIGKILL')
}

let nextFixedPort = process.env.BENCH_PORT ? positiveInt('BENCH_PORT', 3300) : undefined

/** BENCH_PORT and the ports after it when given, free ports otherwise. */
async function serverPort(): Promise<number> {
  if (nextFixedPort !== undefined) return nextFixedPort++
  return freePort()
}

async function waitUntilServing(baseUrl: string, child: ChildProcess, label: string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode}:\n${outputOf(child)}`)
    try {
      const response = await fetch(baseUrl, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
  }
  throw new Error(`${label} did not answer on ${baseUrl} within 90 s:\n${outputOf(child)}`)
}

async function startNext(cwd: string, label: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const port = await serverPort()
  const child = spawnGroup(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], cwd, label, { NODE_ENV: 'production' })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitUntilServing(baseUrl, child, label)
  return { baseUrl, child }
}

// ---------------------------------------------------------------------------------------------------
// References

const BARE_FILES: Record<string, string> = {
  'app/layout.tsx': `export const metadata = { title: 'Bare Next page', description: 'Reference page for the site benchmark.' }

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>A statically generated page with a heading and a paragraph, the reference of the site benchmark.</p>
    </main>
  )
}
`,
  // turbopack.root is the repository, not this folder: Turbopack compiles no file outside its root, and
  // node_modules here is a symlink into the repository ("Could not find the Next.js package" otherwise).
  'next.config.mjs': `import path from 'node:path'

/** @type {import('next').NextConfig} */
const config = { turbopack: { root: path.resolve(import.meta.dirname, '..', '..') } }

export default config
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2023',
        lib: ['dom', 'dom.iterable', 'ES2023'],
        skipLibCheck: true,
        strict: true,
        noEmit: true,
        esModuleInterop: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        resolveJsonModule: true,
        isolatedModules: true,
        jsx: 'react-jsx',
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
      exclude: ['node_modules'],
    },
    null,
    2,
  )}\n`,
}

/** Generates and builds the bare Next app; skips the build when its sources and the Next version are unchanged. */
async function buildBareNext(nextVersion: string) {
  await mkdir(path.join(bareDir, 'app'), { recursive: true })
  for (const [file, content] of Object.entries(BARE_FILES)) await writeFile(path.join(bareDir, file), content)
  if (!existsSync(path.join(bareDir, 'node_modules'))) await symlink('../../node_modules', path.join(bareDir, 'node_modules'))
  const stamp = createHash('sha256').update(nextVersion).update(JSON.stringify(BARE_FILES)).digest('hex')
  const stampFile = path.join(bareDir, '.next', 'bench-stamp')
  if (existsSync(path.join(bareDir, '.next', 'BUILD_ID')) && existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) {
    console.log('▶ bare Next page: build is up to date')
    return
  }
  console.log('▶ bare Next page: npx next build in .bench/bare-next/')
  await rm(path.join(bareDir, '.next'), { recursive: true, force: true })
  const build = spawnGroup('npx', ['next', 'build'], bareDir, 'bare next build', { NEXT_TELEMETRY_DISABLED: '1' })
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve))
  if (code !== 0) throw new Error(`next build of the bare page failed (exit ${code}):\n${outputOf(build)}`)
  await writeFile(stampFile, stamp)
}

/**
 * The imprint's rendered HTML as a plain static file: scripts (except JSON-LD) and script preloads removed;
 * the stylesheets, fonts and images it loads are saved next to it so that it looks the same.
 */
async function saveStaticCopy(projectUrl: string, browser: Browser) {
  await rm(staticDir, { recursive: true, force: true })
  await mkdir(staticDir, { recursive: true })
  const response = await fetch(`${projectUrl}${THROUGHPUT_PATH}`)
  if (!response.ok) throw new Error(`${THROUGHPUT_PATH} answered ${response.status}; cannot make the static copy.`)
  const html = (await response.text())
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag, attributes: string) => (/application\/ld\+json/i.test(attributes) ? tag : ''))
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
  await writeFile(path.join(staticDir, 'index.html'), html)
  // The browser asks for /favicon.ico on its own; without it the copy would log a 404 in the console.
  const favicon = await fetch(`${projectUrl}/favicon.ico`)
  if (favicon.ok) await writeFile(path.join(staticDir, 'favicon.ico'), Buffer.from(await favicon.arrayBuffer()))

  // The assets the page loads on a phone-sized and on a desktop viewport (images may differ by srcset).
  for (const viewport of [
    { width: 412, height: 823, deviceScaleFactor: 1.75 },
    { width: 1350, height: 940, deviceScaleFactor: 1 },
  ]) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: viewport.deviceScaleFactor })
    const page = await context.newPage()
    const saves: Promise<void>[] = []
    page.on('response', (asset) => {
      const type = asset.request().resourceType()
      const url = new URL(asset.url())
      if (!['stylesheet', 'font', 'image'].includes(type) || url.origin !== projectUrl || !asset.ok()) return
      const file = path.join(staticDir, decodeURIComponent(url.pathname))
      if (!file.startsWith(staticDir + path.sep)) return
      saves.push(
        asset.body().then(async (body) => {
          await mkdir(path.dirname(file), { recursive: true })
          await writeFile(file, body)
        }),
      )
    })
    await page.goto(`${projectUrl}${THROUGHPUT_PATH}`, { waitUntil: 'networkidle' })
    await Promise.all(saves)
    await context.close()
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
}

/** Serves .bench/static/ from memory (gzip for text when asked for, as next start does). */
async function startStaticServer(): Promise<string> {
  const files = new Map<string, { body: Buffer; gzip: Buffer | null; type: string }>()
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(file)
      else {
        const body = await readFile(file)
        const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream'
        const urlPath = `/${path.relative(staticDir, file).split(path.sep).join('/')}`
        files.set(urlPath === '/index.html' ? '/' : urlPath, { body, gzip: /^(text|image\/svg)/.test(type) ? gzipSync(body) : null, type })
      }
    }
  }
  await walk(staticDir)
  const server = http.createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    const gzip = file.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    const body = gzip ? file.gzip! : file.body
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      'cache-control': file.type.startsWith('text/html') ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      vary: 'Accept-Encoding',
    })
    response.end(body)
  })
  const port = await serverPort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  closers.add(() => server.close())
  return `http://127.0.0.1:${port}`
}

// ---------------------------------------------------------------------------------------------------
// Measurements

interface PageResult {
  jsBytes: number
  scripts: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Weighted audits of accessibility, best practices and SEO that did not pass in some run. */
  failedAudits: string[]
}

/** Compressed bytes of the scripts the page's HTML asks for (./script-bytes.ts). */
async function firstLoadJs(browser: Browser, url: string) {
  const context = await browser.newContext()
  try {
    const { response, jsBytes, scripts } = await firstLoadScriptBytes(await context.newPage(), url)
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()} in the browser`)
    return { jsBytes, scripts }
  } finally {
    await context.close()
  }
}

/** What a failed audit is about, shortly: the first items of its table (e.g. the console errors). */
function auditDetail(details: unknown) {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
  const texts = items.slice(0, 3).map((item) => {
    const text = [item.description, item.url, item.source, (item.node as { snippet?: string } | undefined)?.snippet]
      .filter((value) => typeof value === 'string' && value)
      .slice(0, 2)
      .join(' ')
    return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').slice(0, 120)
  })
  const shown = texts.filter(Boolean)
  return shown.length ? ` (${shown.join('; ')}${items.length > 3 ? `; +${items.length - 3} more` : ''})` : ''
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Chromium flags for Lighthouse: Lighthouse's defaults for headless Chromium without a GPU. Known
 * artifact on this machine: without a GPU, headless Chromium stamps a page's first paint at a later
 * draw, about 1–2 s late (imprint: first paint 2.25 s although parsing ended at 0.34 s), and Lighthouse
 * cuts its simulated FCP/LCP at the observed paint, so every script that ran before it counts towards
 * LCP. `--run-all-compositor-stages-before-draw` removes the delay (0.38 s), but then some runs never
 * paint at all (NO_FCP), so the benchmark keeps the defaults and the artifact applies to every row,
 * the references included.
 */
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu']
/** How often a page's Lighthouse run is repeated when Chromium's trace missed the navigation (NO_NAVSTART). */
const TRACE_RETRIES = 3

/** Lighthouse 13, default (mobile) settings, each run in a fresh Chromium; the median of every value. */
async function lighthouseMedian(url: string) {
  const runs: Omit<PageResult, 'jsBytes' | 'scripts' | 'failedAudits'>[] = []
  const failedAudits = new Set<string>()
  let retriesLeft = TRACE_RETRIES
  for (let run = 0; run < RUNS; run++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS })
    processGroups.add(chrome.pid)
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`)
      if (lhr.runtimeError?.code === 'NO_NAVSTART' && retriesLeft > 0) {
        // Chromium's trace missed the navigation (a recording flake on a busy machine, not a page
        // fault): this run is repeated, at most TRACE_RETRIES times per page, and said in the log.
        retriesLeft--
        console.log(`  Lighthouse NO_NAVSTART on ${url}: run ${run + 1} repeated`)
        run--
        continue
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      const score = (id: string) => {
        const value = lhr.categories[id]?.score
        if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`)
        return Math.round(value * 100)
      }
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue
        if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}: ${lhr.audits[id]?.errorMessage ?? 'no value'}`)
        return value
      }
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const score = lhr.audits[ref.id]?.score
          if (ref.weight > 0 && typeof score === 'number' && score < 1) failedAudits.add(`${category}: ${ref.id}${auditDetail(lhr.audits[ref.id]?.details)}`)
        }
      }
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
      })
    } finally {
      chrome.kill()
      processGroups.delete(chrome.pid)
    }
  }
  const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]))
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    failedAudits: [...failedAudits].sort(),
  }
}

async function measurePage(browser: Browser, url: string): Promise<PageResult> {
  // One request first, so that neither measurement pays for a cold route.
  await (await fetch(url)).arrayBuffer()
  return { ...(await firstLoadJs(browser, url)), ...(await lighthouseMedian(url)) }
}

/** The first case study linked from the portfolio page of a language. */
async function caseStudyPath(projectUrl: string, portfolioPath: string) {
  const portfolio = await fetch(`${projectUrl}${portfolioPath}`)
  const html = portfolio.ok ? await portfolio.text() : ''
  const link = html.match(new RegExp(`href="(${portfolioPath}/[^"#?]+)"`))?.[1]
  return { link, status: portfolio.status }
}

interface WeightRow {
  label: string
  de?: { path: string; weight?: PageWeight; error?: string }
  en?: { path: string; weight?: PageWeight; error?: string }
}

/** Page weight of every (selected) page type in both languages, and of the bare page. */
async function measureWeights(browser: Browser, projectUrl: string, bareUrl: string | undefined, selected: string[] | undefined) {
  const weightRows: WeightRow[] = []
  const one = async (pagePath: string | null, portfolioPath: string) => {
    try {
      if (pagePath === null) {
        const { link, status } = await caseStudyPath(projectUrl, portfolioPath)
        if (!link) return { path: `${portfolioPath}/…`, error: `no case study on ${portfolioPath} (${status})` }
        pagePath = link
      }
      await (await fetch(`${projectUrl}${pagePath}`)).arrayBuffer() // not a cold route
      return { path: pagePath, weight: await pageWeight(browser, `${projectUrl}${pagePath}`) }
    } catch (error) {
      failures.push(`page weight ${pagePath}: ${String(error)}`)
      return { path: pagePath ?? `${portfolioPath}/…`, error: String(error).split('\n')[0] }
    }
  }
  for (const type of PAGE_TYPES) {
    if (selected && !selected.includes(type.name)) continue
    console.log(`▶ page weight: ${type.name}`)
    weightRows.push({ label: type.name, de: await one(type.path, '/portfolio'), en: await one(type.en, '/en/portfolio') })
  }
  if (bareUrl) {
    try {
      weightRows.push({ label: 'bare Next page (reference)', de: { path: '/', weight: await pageWeight(browser, `${bareUrl}/`) } })
    } catch (error) {
      failures.push(`page weight, bare page: ${String(error)}`)
    }
  }
  return weightRows
}

function weightTable(weightRows: WeightRow[]) {
  const k = (bytes: number) => (bytes / 1024).toFixed(1)
  const cells = (cell: WeightRow['de']) => {
    if (!cell) return ['—', '', '', '', '', '']
    if (!cell.weight) return [`${cell.path}: failed (${cell.error})`, '', '', '', '', '']
    const w = cell.weight
    return [cell.path, k(w.htmlBytes), k(w.htmlGzipBytes), k(w.rscBytes), k(w.rscGzipBytes), String(w.domElements)]
  }
  return [
    '| page | German path | HTML KB | gzip KB | RSC KB | RSC gzip KB | DOM | English path | HTML KB | gzip KB | RSC KB | RSC gzip KB | DOM |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|',
    ...weightRows.map((row) => `| ${[row.label, ...cells(row.de), ...cells(row.en)].join(' | ')} |`),
  ].join('\n')
}

const WEIGHT_METHOD =
  'HTML is the document as `next start` sends it (asked for without compression; gzip = zlib default level on it). RSC is the inline RSC payload inside it: every `<script>self.__next_f.push(…)</script>` element, tags included. DOM is the number of elements (`document.getElementsByTagName(\'*\')`) once the page has loaded in Chromium at the default 1280 × 720 viewport, after hydration.'

// ---------------------------------------------------------------------------------------------------
// Output

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const clsText = (value: number) => (value === 0 ? '0' : value.toFixed(3))

function budgetMisses(result: PageResult, bare: PageResult | undefined) {
  const misses: string[] = []
  const score = (label: string, value: number, minimum: number) => value < minimum && misses.push(`${label} ${value} (−${minimum - value})`)
  score('perf', result.performance, BUDGET.performance)
  score('a11y', result.accessibility, BUDGET.accessibility)
  score('BP', result.bestPractices, BUDGET.bestPractices)
  score('SEO', result.seo, BUDGET.seo)
  if (result.cls > BUDGET.cls) misses.push(`CLS ${clsText(result.cls)} (+${clsText(result.cls - BUDGET.cls)})`)
  if (result.tbtMs > BUDGET.tbtMs) misses.push(`TBT ${ms(result.tbtMs)} (+${ms(result.tbtMs - BUDGET.tbtMs)})`)
  if (bare) {
    const limit = bare.jsBytes + BUDGET.jsOverBareBytes
    if (result.jsBytes > limit) misses.push(`JS ${kb(result.jsBytes)} (+${kb(result.jsBytes - limit)})`)
  }
  return misses.length ? misses.join(', ') : '✓'
}

type Row = { label: string; path: string; status: 'measured'; result: PageResult } | { label: string; path: string; status: 'missing' | 'skipped' | 'failed'; note: string }

function pageRow(row: Row, bare: PageResult | undefined, withBudget: boolean) {
  if (row.status !== 'measured') return `| ${row.label} | ${row.path} | ${row.note} |  |  |  |  |  |  |  |  |${withBudget ? '  |' : ''}`
  const r = row.result
  const cells = [row.label, row.path, `${kb(r.jsBytes)} (${r.scripts})`, r.performance, r.accessibility, r.bestPractices, r.seo, ms(r.lcpMs), ms(r.tbtMs), clsText(r.cls)]
  if (withBudget) cells.push(budgetMisses(r, bare))
  return `| ${cells.join(' | ')} |`
}

// ---------------------------------------------------------------------------------------------------

const startedAt = Date.now()
const deadline = startedAt + MAX_MINUTES * 60_000
const selected = process.env.BENCH_PAGES?.split(',').map((name) => name.trim()).filter(Boolean)
if (selected) {
  const unknown = selected.filter((name) => !PAGE_TYPES.some((type) => type.name === name))
  if (unknown.length) fail(`unknown page type(s) in BENCH_PAGES: ${unknown.join(', ')}. Known: ${PAGE_TYPES.map((type) => type.name).join(', ')}.`)
}
if (!process.env.BENCH_URL && !existsSync(path.join(root, 'web', '.next', 'BUILD_ID'))) {
  fail('web/.next has no production build. Run `npm run build` first (or give BENCH_URL of a running server).')
}
if (!existsSync(chromePath)) fail(`no Chromium at ${chromePath} (set CHROMIUM_PATH).`)

const nextVersion = JSON.parse(await readFile(path.join(root, 'node_modules/next/package.json'), 'utf8')).version as string
const commit = (() => {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim()
    return dirty ? `${hash} (with uncommitted changes)` : hash
  } catch {
    return 'unknown'
  }
})()

const failures: string[] = []
const rows: Row[] = []
const references: Row[] = []
const throughputRows: { label: string; url: string; result?: Rate; error?: string }[] = []
let proxyRows: ProxyRow[] = []
let timeLimitHit = false
let weightRows: WeightRow[] = []
const children: ChildProcess[] = []
let browser: Browser | undefined
// A hard stop well after the soft limit, in case a measurement hangs.
const watchdog = setTimeout(
  () => {
    console.error(`bench:site: still running ${MAX_MINUTES + 15} minutes after the start; aborting.`)
    process.exit(2)
  },
  (MAX_MINUTES + 15) * 60_000,
)

try {
  let projectUrl = process.env.BENCH_URL?.replace(/\/$/, '')
  if (!projectUrl) {
    console.log('▶ next start (web/)')
    const project = await startNext(path.join(root, 'web'), 'next start (project)')
    children.push(project.child)
    projectUrl = project.baseUrl
  }
  let bareUrl: string | undefined
  try {
    await buildBareNext(nextVersion)
    console.log('▶ next start (.bench/bare-next/)')
    const bareServer = await startNext(bareDir, 'next start (bare page)')
    children.push(bareServer.child)
    bareUrl = bareServer.baseUrl
  } catch (error) {
    failures.push(`bare Next page: ${String(error)}`)
    references.push({ label: 'bare Next page (reference)', path: '/', status: 'failed', note: 'failed: see the log' })
  }

  browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  weightRows = await measureWeights(browser, projectUrl, bareUrl, selected)
  let staticUrl: string | undefined
  if (!QUICK) {
    console.log('▶ static copy of the imprint (.bench/static/)')
    await saveStaticCopy(projectUrl, browser)
    staticUrl = await startStaticServer()
  }

  // Throughput: the imprint and the references in turns (scripts/bench/throughput-in-turns.ts).
  const throughputTargets = (
    [
      ['this site, imprint', `${projectUrl}${THROUGHPUT_PATH}`],
      ['bare Next page (reference)', bareUrl && `${bareUrl}/`],
      ['static HTML (reference)', staticUrl && `${staticUrl}/`],
    ] satisfies [string, string | undefined][]
  ).flatMap(([label, url]) => (url ? [{ label, url }] : []))
  console.log(`▶ throughput: ${throughputTargets.map(({ label }) => label).join(', ')}; ${DURATION_S} s each in turns, ${CONNECTIONS} connections`)
  try {
    const rates = await ratesInTurns(
      throughputTargets.map(({ url }) => url),
      { connections: CONNECTIONS, seconds: DURATION_S },
    )
    throughputTargets.forEach(({ label, url }, index) => throughputRows.push({ label, url, result: rates[index] }))
  } catch (error) {
    failures.push(`throughput: ${String(error)}`)
    throughputTargets.forEach(({ label, url }) => throughputRows.push({ label, url, error: String(error) }))
  }

  // The proxy of the production setup in front of the same `next start`, against files from the same nginx.
  console.log(`▶ throughput through the proxy (nginx, page cache) and of the same HTML as files, ${DURATION_S} s each`)
  try {
    proxyRows = await measureProxyThroughput({
      projectUrl,
      pages: PROXY_PAGES.map((name) => ({ name, path: PAGE_TYPES.find((type) => type.name === name)!.path! })),
      seconds: DURATION_S,
      connections: CONNECTIONS,
    })
  } catch (error) {
    failures.push(`throughput through the proxy: ${String(error)}`)
  }

  // References first: the budgets of the pages depend on the bare page.
  for (const [label, url] of [
    ['bare Next page (reference)', bareUrl && `${bareUrl}/`],
    ['static HTML (reference)', staticUrl && `${staticUrl}/`],
  ] as const) {
    if (!url || QUICK) continue
    console.log(`▶ ${label}`)
    try {
      references.push({ label, path: '/', status: 'measured', result: await measurePage(browser, url) })
    } catch (error) {
      failures.push(`${label}: ${String(error)}`)
      references.push({ label, path: '/', status: 'failed', note: `failed: ${String(error).split('\n')[0]}` })
    }
  }

  for (const type of PAGE_TYPES) {
    if (QUICK || (selected && !selected.includes(type.name))) continue
    let pagePath = type.path
    if (Date.now() > deadline) {
      timeLimitHit = true
      rows.push({ label: type.name, path: pagePath ?? '/portfolio/…', status: 'skipped', note: `not measured (BENCH_MAX_MINUTES=${MAX_MINUTES} exceeded)` })
      continue
    }
    try {
      if (pagePath === null) {
        // The first case study linked from the portfolio page.
        const { link, status } = await caseStudyPath(projectUrl, '/portfolio')
        if (!link) {
          rows.push({ label: type.name, path: '/portfolio/…', status: 'missing', note: status === 200 ? 'missing (no case study linked on /portfolio)' : `missing (/portfolio ${status})` })
          continue
        }
        pagePath = link
      }
      const probe = await fetch(`${projectUrl}${pagePath}`)
      await probe.arrayBuffer()
      if (probe.status === 404) {
        rows.push({ label: type.name, path: pagePath, status: 'missing', note: 'missing (404)' })
        continue
      }
      if (!probe.ok) throw new Error(`answered ${probe.status}`)
      console.log(`▶ ${type.name} ${pagePath}`)
      rows.push({ label: type.name, path: pagePath, status: 'measured', result: await measurePage(browser, `${projectUrl}${pagePath}`) })
    } catch (error) {
      failures.push(`${type.name} ${pagePath}: ${String(error)}`)
      rows.push({ label: type.name, path: pagePath ?? '/portfolio/…', status: 'failed', note: `failed: ${String(error).split('\n')[0]}` })
    }
  }
} catch (error) {
  failures.push(String(error instanceof Error ? (error.stack ?? error.message) : error))
} finally {
  clearTimeout(watchdog)
  await browser?.close().catch(() => {})
  await Promise.all(children.map(stopGroup))
  for (const close of closers) close()
}

const bare = references.find((row) => row.label.startsWith('bare'))
const bareResult = bare?.status === 'measured' ? bare.result : undefined
const bareRps = throughputRows.find((row) => row.label.startsWith('bare'))?.result?.rps

const header = '| page | path | first-load JS, gzip (scripts) | perf | a11y | BP | SEO | LCP | TBT | CLS | budget |'
const pageTable = [
  header,
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ...rows.map((row) => pageRow(row, bareResult, true)),
  ...references.map((row) => pageRow(row, undefined, false).replace(/ \|$/, ' | — |')),
].join('\n')

const throughputTable = [
  '| server | page | requests/s | latency p50 | latency p99 | requests | non-2xx | errors | budget |',
  '|---|---|---:|---:|---:|---:|---:|---:|---|',
  ...throughputRows.map((row) => {
    const pagePath = new URL(row.url).pathname
    if (!row.result) return `| ${row.label} | ${pagePath} | failed: ${row.error?.split('\n')[0]} |  |  |  |  |  |  |`
    const r = row.result
    let budget = '—'
    if (!row.label.includes('reference')) {
      const minimum = bareRps === undefined ? undefined : bareRps * BUDGET.throughputShareOfBare
      budget = minimum === undefined ? '? (no reference)' : r.rps >= minimum ? '✓' : `${r.rps.toFixed(0)} req/s (−${(minimum - r.rps).toFixed(0)} req/s)`
    }
    if (r.non2xx > 0 && budget === '✓') budget = `${r.non2xx} non-2xx`
    else if (r.non2xx > 0) budget += `, ${r.non2xx} non-2xx`
    return `| ${row.label} | ${pagePath} | ${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.requests} | ${r.non2xx} | ${r.errors} | ${budget} |`
  }),
].join('\n')

const proxyTable = [
  `| page | path | through the proxy, requests/s | the same HTML as a file, requests/s | share (goal ≥ ${PROXY_SHARE_OF_FILE * 100} %) |`,
  '|---|---|---:|---:|---:|',
  ...proxyRows.map(
    (row) =>
      `| ${row.page} | ${row.path} | ${row.proxy.toFixed(0)} | ${row.file.toFixed(0)} | ${((row.proxy / row.file) * 100).toFixed(0)} % ${row.proxy >= row.file * PROXY_SHARE_OF_FILE ? '✓' : '✗'} |`,
  ),
].join('\n')
const PROXY_METHOD = `nginx as deploy/nginx/site.conf.template renders it (TLS, HTTP/1.1 from autocannon, brotli and gzip on but not asked for, the page cache of one second with background refresh) in front of the same \`next start\`, and in the same nginx a server of the same TLS that answers the pages' HTML (as \`next start\` sent it) from files; autocannon ${DURATION_S} s × ${CONNECTIONS} connections each, the proxy and the files in turns (five rounds of a fifth of the time each: the CPU's speed drifts within minutes on these machines).`

const auditLines = [...rows, ...references].flatMap((row) =>
  row.status === 'measured' && row.result.failedAudits.length ? [`- ${row.label} (${row.path}): ${row.result.failedAudits.join(', ')}`] : [],
)

const cpus = os.cpus()
const stamp = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · commit ${commit} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'} · Node ${process.version} · Next ${nextVersion}`

if (QUICK) {
  const quick = `# Site benchmark, quick mode

${stamp} · autocannon ${DURATION_S} s × ${CONNECTIONS} connections${selected ? ` · only ${selected.join(', ')}` : ''}${failures.length ? `\n\n**${failures.length} measurement(s) failed.**` : ''}

## Page weight

${weightTable(weightRows)}

${WEIGHT_METHOD}

## Throughput of \`next start\`

${throughputTable}

## Throughput through the proxy

${proxyTable}

${PROXY_METHOD}
`
  const out = process.env.BENCH_OUT ? path.resolve(process.env.BENCH_OUT) : path.join(benchDir, 'quick.md')
  console.log(`\n${quick}`)
  await mkdir(path.dirname(out), { recursive: true })
  await writeFile(out, quick)
  console.log(`Written to ${path.relative(root, out)} (${((Date.now() - startedAt) / 60_000).toFixed(1)} min in all).`)
  if (failures.length) {
    console.error(`\nbench:site: ${failures.length} measurement(s) failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
    process.exit(1)
  }
  process.exit(0)
}
const notes = [
  selected ? `Only the page types ${selected.join(', ')} (BENCH_PAGES).` : '',
  timeLimitHit ? `**The time limit (BENCH_MAX_MINUTES=${MAX_MINUTES}) was exceeded: the pages marked "not measured" were skipped.**` : '',
  failures.length ? `**${failures.length} measurement(s) failed**, see the rows marked "failed".` : '',
].filter(Boolean)

const markdown = `# Site benchmark

${stamp} · Lighthouse median of ${RUNS} run${RUNS === 1 ? '' : 's'} · autocannon ${DURATION_S} s × ${CONNECTIONS} connections${
  notes.length ? `\n\n${notes.join('\n\n')}` : ''
}

## Pages

${pageTable}

## Page weight

${weightTable(weightRows)}

${WEIGHT_METHOD}

${auditLines.length ? `Audits that failed in at least one run (accessibility, best practices, SEO):\n\n${auditLines.join('\n')}\n\n` : ''}## Throughput of \`next start\`

${throughputTable}

## Throughput through the proxy

${proxyTable}

${PROXY_METHOD}

## Budgets

Lighthouse performance ≥ ${BUDGET.performance}; accessibility, best practices and SEO = 100; CLS = ${BUDGET.cls}; TBT ≤ ${BUDGET.tbtMs} ms; first-load JS ≤ the bare Next page + ${BUDGET.jsOverBareBytes / 1024} KB gzip${
  bareResult ? ` (= ${kb(bareResult.jsBytes + BUDGET.jsOverBareBytes)} in this run)` : ''
}; throughput ≥ ${BUDGET.throughputShareOfBare * 100} % of the bare Next page${bareRps === undefined ? '' : ` (= ${(bareRps * BUDGET.throughputShareOfBare).toFixed(0)} req/s in this run)`}. A miss shows the value and by how much it missed; ✓ = all met.

## How measured

\`npm run build && npm run bench:site\` (scripts/bench/site.ts) starts \`next start\` of the production build on a free loopback port and measures the German page of every page type; pages that answer 404 are listed as missing, the case study is the first \`/portfolio/…\` link on /portfolio. First-load JS is the sum of the transferred (gzip) bytes of the scripts the page's HTML asks for, in a fresh browser context (Chromium, Playwright): those received before the load event; what loads later on its own (the islands' code after the load event, what the router prefetches) is not counted. Lighthouse 13.5 runs programmatically against Chromium (\`--headless=new --disable-gpu\`; without a GPU, headless Chromium stamps the first paint at a later draw, 2.25 s instead of 0.38 s on the imprint, which pulls every script into Lighthouse's LCP estimate; \`--run-all-compositor-stages-before-draw\` removes that delay but makes some runs fail with NO_FCP, so it is not used), each run in a fresh browser, with its default mobile emulation and simulated throttling, categories performance, accessibility, best practices and SEO; each value in the table is the median of the ${RUNS} run${RUNS === 1 ? '' : 's'} (LCP, TBT, CLS from the same runs). Throughput is autocannon on loopback against the imprint (a statically generated page) for ${DURATION_S} s over ${CONNECTIONS} connections after a 1 s warm-up, without compression, the imprint and the two references in turns (five rounds of a fifth of the time each: the CPU's speed drifts by up to a third within minutes on these machines, which measured one after the other showed more than the servers did); non-2xx answers are counted. The references go through the same steps in the same run: a bare statically generated Next ${nextVersion} page (layout plus a heading and a paragraph, generated and built in .bench/bare-next/) served by \`next start\`, and the imprint's rendered HTML as a static file (scripts removed except JSON-LD; its stylesheets, fonts and images kept) served from memory by a minimal node:http server with gzip. The load generator, the browser and the servers share the machine, so compare numbers only within one run.
`

console.log(`\n${markdown}`)
await writeFile(path.join(root, 'docs', 'benchmarks.md'), markdown)
console.log(`Written to docs/benchmarks.md (${((Date.now() - startedAt) / 60_000).toFixed(1)} min in all).`)
if (failures.length) {
  console.error(`\nbench:site: ${failures.length} measurement(s) failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
  process.exit(1)
}
process.exit(0)
