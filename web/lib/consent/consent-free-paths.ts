/**
 * Where the consent banner does not ask: the private sections (portal, back office, sign-in), which load
 * nothing that needs consent, so the banner must not cover their controls. The footer's "cookie
 * settings" still open it there. `prefixes` are privatePathPrefixes() (web/lib/seo/public-pages.ts).
 */
export function consentFreePathPattern(prefixes: readonly string[]): RegExp {
  const escaped = prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  return new RegExp(`^(?:${escaped.join('|')})(?:/|$)`)
}

export function isConsentFreePath(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.length > 0 && consentFreePathPattern(prefixes).test(pathname)
}

/** The class on <html> that hides the undecided banner (globals.css) on such a page. */
export const CONSENT_NOT_ASKED_CLASS = 'consent-not-asked'
