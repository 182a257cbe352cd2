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
 *
 * This file runs the steps in order; the parts are in ./site/: settings.ts (the environment above),
 * page-types.ts, servers.ts (process groups, `next start`, ports), bare-next-app.ts and static-copy.ts (the
 * references), measure-page.ts and lighthouse.ts (first-load JS, Lighthouse), page-weights.ts,
 * throughput.ts (autocannon, the proxy) and report.ts (the markdown).
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import type { ProxyRow } from './proxy-throughput'
import { buildBareNext } from './site/bare-next-app'
import { measurePageTypes, measureReferences, type Row } from './site/measure-page'
import { PAGE_TYPES } from './site/page-types'
import { measureWeights, type WeightRow } from './site/page-weights'
import { quickReport, runStamp, siteReport, type SiteRun } from './site/report'
import { closeAll, startNext, stopGroup } from './site/servers'
import { bareDir, benchDir, chromePath, CONNECTIONS, DURATION_S, fail, MAX_MINUTES, QUICK, root, RUNS } from './site/settings'
import { saveStaticCopy, startStaticServer } from './site/static-copy'
import { measureProxy, measureThroughput, type ThroughputRow } from './site/throughput'

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
let rows: Row[] = []
const references: Row[] = []
let throughputRows: ThroughputRow[] = []
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
  weightRows = await measureWeights(browser, projectUrl, bareUrl, selected, failures)
  let staticUrl: string | undefined
  if (!QUICK) {
    console.log('▶ static copy of the imprint (.bench/static/)')
    await saveStaticCopy(projectUrl, browser)
    staticUrl = await startStaticServer()
  }

  // Throughput: the imprint and the references in turns (scripts/bench/throughput-in-turns.ts).
  throughputRows = await measureThroughput({ projectUrl, bareUrl, staticUrl }, failures)
  // The proxy of the production setup in front of the same `next start`, against files from the same nginx.
  proxyRows = await measureProxy(projectUrl, failures)

  if (!QUICK) {
    // References first: the budgets of the pages depend on the bare page.
    const referenceUrls = [
      ['bare Next page (reference)', bareUrl && `${bareUrl}/`],
      ['static HTML (reference)', staticUrl && `${staticUrl}/`],
    ] as const
    references.push(...(await measureReferences(browser, referenceUrls, failures)))
    ;({ rows, timeLimitHit } = await measurePageTypes(browser, projectUrl, selected, deadline, failures))
  }
} catch (error) {
  failures.push(String(error instanceof Error ? (error.stack ?? error.message) : error))
} finally {
  clearTimeout(watchdog)
  await browser?.close().catch(() => {})
  await Promise.all(children.map(stopGroup))
  closeAll()
}

const run: SiteRun = {
  stamp: runStamp(commit, nextVersion),
  nextVersion,
  runs: RUNS,
  seconds: DURATION_S,
  connections: CONNECTIONS,
  maxMinutes: MAX_MINUTES,
  selected,
  timeLimitHit,
  failures,
  rows,
  references,
  throughputRows,
  proxyRows,
  weightRows,
}

const [markdown, out] = QUICK
  ? [quickReport(run), process.env.BENCH_OUT ? path.resolve(process.env.BENCH_OUT) : path.join(benchDir, 'quick.md')]
  : [siteReport(run), path.join(root, 'docs', 'benchmarks.md')]
console.log(`\n${markdown}`)
await mkdir(path.dirname(out), { recursive: true })
await writeFile(out, markdown)
console.log(`Written to ${path.relative(root, out)} (${((Date.now() - startedAt) / 60_000).toFixed(1)} min in all).`)
if (failures.length) {
  console.error(`\nbench:site: ${failures.length} measurement(s) failed:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
  process.exit(1)
}
process.exit(0)
