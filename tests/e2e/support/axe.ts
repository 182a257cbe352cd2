import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.2 AA as axe tags it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe over a page (or part of it) as every e2e test runs it: the WCAG 2.2 AA rules, and the experimental
 * rule for label in name (WCAG 2.5.3: a control's accessible name contains its visible text, so that
 * voice control finds "Pay now"), which axe leaves off unless asked (second audit, finding 14).
 */
export function axe(page: Page): AxeBuilder {
  // options() replaces what withTags() set: rules first.
  return new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(WCAG_TAGS)
}

/** What axe finds on the page, one line per rule with the elements it names ([] when nothing). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axe(page).analyze()
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}
