import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/free-port'
import type { PageResult, Row } from '../../scripts/bench/site/measure-page'
import { quickReport, runStamp, siteReport, weightTable, type SiteRun } from '../../scripts/bench/site/report'

const page = (over: Partial<PageResult> = {}): PageResult => ({
  jsBytes: 120_000,
  scripts: 9,
  performance: 97,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1834.4,
  tbtMs: 12.6,
  cls: 0,
  failedAudits: [],
  ...over,
})
const rate = (rps: number, non2xx = 0) => ({ rps, p50: 21, p99: 80, requests: Math.round(rps * 10), non2xx, errors: 0 })
const weight = { htmlBytes: 51_200, htmlGzipBytes: 12_288, rscBytes: 30_720, rscGzipBytes: 8_192, rscScripts: 14, domElements: 412 }

const bare: Row = { label: 'bare Next page (reference)', path: '/', status: 'measured', result: page({ jsBytes: 100_000, failedAudits: ['seo: meta-description'] }) }

const run = (over: Partial<SiteRun> = {}): SiteRun => ({
  stamp: '2026-11-28 20:15 UTC · commit abc1234 · 2 × CPU · Node v24.0.0 · Next 16.4.6',
  nextVersion: '16.4.6',
  runs: 3,
  seconds: 10,
  connections: 50,
  maxMinutes: 30,
  selected: undefined,
  timeLimitHit: false,
  failures: [],
  rows: [
    { label: 'home', path: '/', status: 'measured', result: page() },
    { label: 'services', path: '/leistungen', status: 'measured', result: page({ performance: 88, cls: 0.0123, tbtMs: 310.2, jsBytes: 200_000 }) },
    { label: 'case-study', path: '/portfolio/…', status: 'missing', note: 'missing (no case study linked on /portfolio)' },
  ],
  references: [bare, { label: 'static HTML (reference)', path: '/', status: 'measured', result: page({ jsBytes: 0, scripts: 0 }) }],
  throughputRows: [
    { label: 'this site, imprint', url: 'http://127.0.0.1:4000/impressum', result: rate(700, 3) },
    { label: 'bare Next page (reference)', url: 'http://127.0.0.1:4001/', result: rate(2000) },
    { label: 'static HTML (reference)', url: 'http://127.0.0.1:4002/', result: rate(9000) },
  ],
  proxyRows: [
    { page: 'legal', path: '/impressum', proxy: 5000.3, file: 6000.9, requests: 50_000 },
    { page: 'home', path: '/', proxy: 3000, file: 6000, requests: 30_000 },
  ],
  weightRows: [
    { label: 'home', de: { path: '/', weight }, en: { path: '/en', weight } },
    { label: 'case-study', de: { path: '/portfolio/…', error: 'no case study on /portfolio (200)' } },
  ],
  ...over,
})

describe('bench:site report (scripts/bench/site/report.ts)', () => {
  it('writes the page table with the budgets against the bare page, the references without', () => {
    const lines = siteReport(run()).split('\n')
    expect(lines).toContain('| home | / | 117.2 KB (9) | 97 | 100 | 100 | 100 | 1834 ms | 13 ms | 0 | ✓ |')
    expect(lines).toContain(
      '| services | /leistungen | 195.3 KB (9) | 88 | 100 | 100 | 100 | 1834 ms | 310 ms | 0.012 | perf 88 (−7), CLS 0.012 (+0.012), TBT 310 ms (+160 ms), JS 195.3 KB (+72.7 KB) |',
    )
    expect(lines).toContain('| case-study | /portfolio/… | missing (no case study linked on /portfolio) |  |  |  |  |  |  |  |  |  |')
    expect(lines).toContain('| bare Next page (reference) | / | 97.7 KB (9) | 97 | 100 | 100 | 100 | 1834 ms | 13 ms | 0 | — |')
    expect(lines).toContain('- bare Next page (reference) (/): seo: meta-description')
  })

  it('checks the throughput against half of the bare page and the proxy against 80 % of the files', () => {
    const lines = siteReport(run()).split('\n')
    expect(lines).toContain('| this site, imprint | /impressum | 700 | 21 ms | 80 ms | 7000 | 3 | 0 | 700 req/s (−300 req/s), 3 non-2xx |')
    expect(lines).toContain('| static HTML (reference) | / | 9000 | 21 ms | 80 ms | 90000 | 0 | 0 | — |')
    expect(lines).toContain('| legal | /impressum | 5000 | 6001 | 83 % ✓ |')
    expect(lines).toContain('| home | / | 3000 | 6000 | 50 % ✗ |')
    expect(siteReport(run())).toContain('first-load JS ≤ the bare Next page + 25 KB gzip (= 122.7 KB in this run); throughput ≥ 50 % of the bare Next page (= 1000 req/s in this run).')
  })

  it('says what was left out or failed, and the settings of the run', () => {
    const markdown = siteReport(run({ selected: ['home'], timeLimitHit: true, failures: ['a', 'b'], runs: 1, maxMinutes: 5 }))
    expect(markdown.split('\n').slice(0, 9)).toEqual([
      '# Site benchmark',
      '',
      '2026-11-28 20:15 UTC · commit abc1234 · 2 × CPU · Node v24.0.0 · Next 16.4.6 · Lighthouse median of 1 run · autocannon 10 s × 50 connections',
      '',
      'Only the page types home (BENCH_PAGES).',
      '',
      '**The time limit (BENCH_MAX_MINUTES=5) was exceeded: the pages marked "not measured" were skipped.**',
      '',
      '**2 measurement(s) failed**, see the rows marked "failed".',
    ])
    expect(markdown).toContain('each value in the table is the median of the 1 run (LCP, TBT, CLS from the same runs)')
  })

  it('without a bare page, the budgets that need it cannot be checked', () => {
    const markdown = siteReport(run({ references: [], throughputRows: [{ label: 'this site, imprint', url: 'http://h/impressum', result: rate(700) }] }))
    expect(markdown).toContain('| this site, imprint | /impressum | 700 | 21 ms | 80 ms | 7000 | 0 | 0 | ? (no reference) |')
    expect(markdown).toContain('first-load JS ≤ the bare Next page + 25 KB gzip; throughput ≥ 50 % of the bare Next page. A miss')
  })

  it('writes the page weight in KB for both languages', () => {
    expect(weightTable(run().weightRows).split('\n').slice(2)).toEqual([
      '| home | / | 50.0 | 12.0 | 30.0 | 8.0 | 412 | /en | 50.0 | 12.0 | 30.0 | 8.0 | 412 |',
      '| case-study | /portfolio/…: failed (no case study on /portfolio (200)) |  |  |  |  |  | — |  |  |  |  |  |',
    ])
  })

  it('quick mode: page weight and throughput, no Lighthouse', () => {
    const markdown = quickReport(run({ selected: ['home', 'legal'], failures: ['a'] }))
    expect(markdown.startsWith('# Site benchmark, quick mode\n\n2026-11-28 20:15 UTC · commit abc1234 · 2 × CPU · Node v24.0.0 · Next 16.4.6 · autocannon 10 s × 50 connections · only home, legal\n\n**1 measurement(s) failed.**\n\n## Page weight\n')).toBe(true)
    expect(markdown).not.toContain('## Pages')
    expect(markdown).toContain('## Throughput through the proxy')
  })

  it('stamps the run with the minute in UTC, the commit, the CPUs, Node and Next', () => {
    const cpus = [{ model: ' Some CPU ' }, { model: 'Some CPU' }] as never
    expect(runStamp('abc1234', '16.4.6', new Date('2026-11-28T20:15:42Z'), cpus)).toBe(`2026-11-28 20:15 UTC · commit abc1234 · 2 × Some CPU · Node ${process.version} · Next 16.4.6`)
  })
})

describe('freePort (scripts/free-port.ts)', () => {
  it('gives a loopback port that is free: a server can listen on it at once', async () => {
    const port = await freePort()
    expect(port).toBeGreaterThan(0)
    const server = net.createServer()
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
    await new Promise((resolve) => server.close(resolve))
  })

  it('gives different ports to servers that are still listening', async () => {
    const taken = net.createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as net.AddressInfo
    try {
      expect(await freePort()).not.toBe(port)
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })
})
