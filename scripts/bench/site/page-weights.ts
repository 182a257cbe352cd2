/**
 * The page weight of every (selected) page type of bench:site in German and English, and of the bare
 * page: HTML raw and gzip, the inline RSC payload, DOM elements (../page-weight.ts).
 */
import type { Browser } from '@playwright/test'
import { pageWeight, type PageWeight } from '../page-weight'
import { caseStudyPath, PAGE_TYPES } from './page-types'

export interface WeightRow {
  label: string
  de?: { path: string; weight?: PageWeight; error?: string }
  en?: { path: string; weight?: PageWeight; error?: string }
}

/** Page weight of every (selected) page type in both languages, and of the bare page; what failed is added to `failures`. */
export async function measureWeights(
  browser: Browser,
  projectUrl: string,
  bareUrl: string | undefined,
  selected: string[] | undefined,
  failures: string[],
): Promise<WeightRow[]> {
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
