/**
 * bench:site's markdown: the page table with its budgets, the page weight, the throughput of `next start`
 * and through the proxy, and the whole of docs/benchmarks.md (or the quick mode's file) around them.
 * Everything it writes comes in as arguments (runStamp reads the clock and the CPUs unless given them).
 */
import os from 'node:os'
import type { ProxyRow } from '../proxy-throughput'
import type { PageResult, Row } from './measure-page'
import type { WeightRow } from './page-weights'
import type { ThroughputRow } from './throughput'

export const BUDGET = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbtMs: 150, jsOverBareBytes: 25 * 1024, throughputShareOfBare: 0.5 }
/** Through the proxy (deploy/nginx with its page cache) against the same HTML as a file from the same nginx. */
export const PROXY_SHARE_OF_FILE = 0.8

/** What one run measured, and how. */
export interface SiteRun {
  /** The line's start: time, commit, CPUs, Node, Next (runStamp). */
  stamp: string
  nextVersion: string
  /** Lighthouse runs per page (BENCH_RUNS). */
  runs: number
  /** autocannon seconds per server (BENCH_DURATION) and connections (BENCH_CONNECTIONS). */
  seconds: number
  connections: number
  /** BENCH_MAX_MINUTES, named when `timeLimitHit`. */
  maxMinutes: number
  selected: string[] | undefined
  timeLimitHit: boolean
  failures: string[]
  rows: Row[]
  references: Row[]
  throughputRows: ThroughputRow[]
  proxyRows: ProxyRow[]
  weightRows: WeightRow[]
}

/** `2026-11-28 20:15 UTC · commit abc1234 · 2 × <CPU> · Node v24… · Next 16…` */
export function runStamp(commit: string, nextVersion: string, now = new Date(), cpus = os.cpus()) {
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC · commit ${commit} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'} · Node ${process.version} · Next ${nextVersion}`
}

export function weightTable(weightRows: WeightRow[]) {
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

function pageRow(row: Row, bare: PageResult | undefined, withBudget: boolean) {
  if (row.status !== 'measured') return `| ${row.label} | ${row.path} | ${row.note} |  |  |  |  |  |  |  |  |${withBudget ? '  |' : ''}`
  const r = row.result
  const cells = [row.label, row.path, `${kb(r.jsBytes)} (${r.scripts})`, r.performance, r.accessibility, r.bestPractices, r.seo, ms(r.lcpMs), ms(r.tbtMs), clsText(r.cls)]
  if (withBudget) cells.push(budgetMisses(r, bare))
  return `| ${cells.join(' | ')} |`
}

/** The tables and texts both reports share. */
function sections({ rows, references, throughputRows, proxyRows, seconds, connections }: SiteRun) {
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
  const proxyMethod = `nginx as deploy/nginx/site.conf.template renders it (TLS, HTTP/1.1 from autocannon, brotli and gzip on but not asked for, the page cache of one second with background refresh) in front of the same \`next start\`, and in the same nginx a server of the same TLS that answers the pages' HTML (as \`next start\` sent it) from files; autocannon ${seconds} s × ${connections} connections each, the proxy and the files in turns (five rounds of a fifth of the time each: the CPU's speed drifts within minutes on these machines).`

  const auditLines = [...rows, ...references].flatMap((row) =>
    row.status === 'measured' && row.result.failedAudits.length ? [`- ${row.label} (${row.path}): ${row.result.failedAudits.join(', ')}`] : [],
  )

  return { bareResult, bareRps, pageTable, throughputTable, proxyTable, proxyMethod, auditLines }
}

/** .bench/quick.md: page weight and throughput (BENCH_QUICK=1). */
export function quickReport(run: SiteRun): string {
  const { stamp, selected, failures, weightRows, seconds, connections } = run
  const { throughputTable, proxyTable, proxyMethod } = sections(run)
  return `# Site benchmark, quick mode

${stamp} · autocannon ${seconds} s × ${connections} connections${selected ? ` · only ${selected.join(', ')}` : ''}${failures.length ? `\n\n**${failures.length} measurement(s) failed.**` : ''}

## Page weight

${weightTable(weightRows)}

${WEIGHT_METHOD}

## Throughput of \`next start\`

${throughputTable}

## Throughput through the proxy

${proxyTable}

${proxyMethod}
`
}

/** docs/benchmarks.md of a full run. */
export function siteReport(run: SiteRun): string {
  const { stamp, nextVersion, selected, timeLimitHit, failures, weightRows, runs, seconds, connections, maxMinutes } = run
  const { bareResult, bareRps, pageTable, throughputTable, proxyTable, proxyMethod, auditLines } = sections(run)
  const notes = [
    selected ? `Only the page types ${selected.join(', ')} (BENCH_PAGES).` : '',
    timeLimitHit ? `**The time limit (BENCH_MAX_MINUTES=${maxMinutes}) was exceeded: the pages marked "not measured" were skipped.**` : '',
    failures.length ? `**${failures.length} measurement(s) failed**, see the rows marked "failed".` : '',
  ].filter(Boolean)

  return `# Site benchmark

${stamp} · Lighthouse median of ${runs} run${runs === 1 ? '' : 's'} · autocannon ${seconds} s × ${connections} connections${
  notes.length ? `\n\n${notes.join('\n\n')}` : ''
}

Written by \`npm run bench:site\` (a new run replaces this file). What each step of the speed work changed, measured
at the time: [benchmarks-site-history.md](benchmarks-site-history.md).

## Pages

${pageTable}

## Page weight

${weightTable(weightRows)}

${WEIGHT_METHOD}

${auditLines.length ? `Audits that failed in at least one run (accessibility, best practices, SEO):\n\n${auditLines.join('\n')}\n\n` : ''}## Throughput of \`next start\`

${throughputTable}

## Throughput through the proxy

${proxyTable}

${proxyMethod}

## Budgets

Lighthouse performance ≥ ${BUDGET.performance}; accessibility, best practices and SEO = 100; CLS = ${BUDGET.cls}; TBT ≤ ${BUDGET.tbtMs} ms; first-load JS ≤ the bare Next page + ${BUDGET.jsOverBareBytes / 1024} KB gzip${
  bareResult ? ` (= ${kb(bareResult.jsBytes + BUDGET.jsOverBareBytes)} in this run)` : ''
}; throughput ≥ ${BUDGET.throughputShareOfBare * 100} % of the bare Next page${bareRps === undefined ? '' : ` (= ${(bareRps * BUDGET.throughputShareOfBare).toFixed(0)} req/s in this run)`}. A miss shows the value and by how much it missed; ✓ = all met.

## How measured

\`npm run build && npm run bench:site\` (scripts/bench/site.ts) starts \`next start\` of the production build on a free loopback port and measures the German page of every page type; pages that answer 404 are listed as missing, the case study is the first \`/portfolio/…\` link on /portfolio. First-load JS is the sum of the transferred (gzip) bytes of the scripts the page's HTML asks for, in a fresh browser context (Chromium, Playwright): those received before the load event; what loads later on its own (the islands' code after the load event, what the router prefetches) is not counted. Lighthouse 13.5 runs programmatically against Chromium (\`--headless=new --disable-gpu\`; without a GPU, headless Chromium stamps the first paint at a later draw, 2.25 s instead of 0.38 s on the imprint, which pulls every script into Lighthouse's LCP estimate; \`--run-all-compositor-stages-before-draw\` removes that delay but makes some runs fail with NO_FCP, so it is not used), each run in a fresh browser, with its default mobile emulation and simulated throttling, categories performance, accessibility, best practices and SEO; each value in the table is the median of the ${runs} run${runs === 1 ? '' : 's'} (LCP, TBT, CLS from the same runs). Throughput is autocannon on loopback against the imprint (a statically generated page) for ${seconds} s over ${connections} connections after a 1 s warm-up, without compression, the imprint and the two references in turns (five rounds of a fifth of the time each: the CPU's speed drifts by up to a third within minutes on these machines, which measured one after the other showed more than the servers did); non-2xx answers are counted. The references go through the same steps in the same run: a bare statically generated Next ${nextVersion} page (layout plus a heading and a paragraph, generated and built in .bench/bare-next/) served by \`next start\`, and the imprint's rendered HTML as a static file (scripts removed except JSON-LD; its stylesheets, fonts and images kept) served from memory by a minimal node:http server with gzip. The load generator, the browser and the servers share the machine, so compare numbers only within one run.
`
}
