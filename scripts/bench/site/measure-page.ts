/**
 * The pages of bench:site: each one's first-load JavaScript (gzip bytes of the scripts its HTML asks for,
 * ../script-bytes.ts; Playwright + Chromium) and its Lighthouse median (./lighthouse.ts); the references
 * first, then the German page of every (selected) page type.
 */
import type { Browser } from '@playwright/test'
import { firstLoadScriptBytes } from '../script-bytes'
import { lighthouseMedian, type LighthouseResult } from './lighthouse'
import { caseStudyPath, PAGE_TYPES } from './page-types'
import { MAX_MINUTES } from './settings'

export interface PageResult extends LighthouseResult {
  jsBytes: number
  scripts: number
}

/** A row of the page table: measured, or why not. */
export type Row = { label: string; path: string; status: 'measured'; result: PageResult } | { label: string; path: string; status: 'missing' | 'skipped' | 'failed'; note: string }

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

async function measurePage(browser: Browser, url: string): Promise<PageResult> {
  // One request first, so that neither measurement pays for a cold route.
  await (await fetch(url)).arrayBuffer()
  return { ...(await firstLoadJs(browser, url)), ...(await lighthouseMedian(url)) }
}

/** The references that are running (label and URL; none = it failed to start); what failed is added to `failures`. */
export async function measureReferences(browser: Browser, targets: readonly (readonly [string, string | undefined])[], failures: string[]): Promise<Row[]> {
  const references: Row[] = []
  for (const [label, url] of targets) {
    if (!url) continue
    console.log(`▶ ${label}`)
    try {
      references.push({ label, path: '/', status: 'measured', result: await measurePage(browser, url) })
    } catch (error) {
      failures.push(`${label}: ${String(error)}`)
      references.push({ label, path: '/', status: 'failed', note: `failed: ${String(error).split('\n')[0]}` })
    }
  }
  return references
}

/**
 * The German page of every (selected) page type; a page that answers 404 is missing, the case study is the
 * first one linked on /portfolio, and once `deadline` has passed the rest are not measured (`timeLimitHit`).
 */
export async function measurePageTypes(
  browser: Browser,
  projectUrl: string,
  selected: string[] | undefined,
  deadline: number,
  failures: string[],
): Promise<{ rows: Row[]; timeLimitHit: boolean }> {
  const rows: Row[] = []
  let timeLimitHit = false
  for (const type of PAGE_TYPES) {
    if (selected && !selected.includes(type.name)) continue
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
  return { rows, timeLimitHit }
}
