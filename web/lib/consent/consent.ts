/**
 * Consent for what the site may load from other hosts (TTDSG § 25, GDPR Art. 6(1)(a)). The site
 * itself sets no tracking cookies; the only category needing consent is external media (the
 * OpenStreetMap map). The choice is kept in a first-party cookie and logged on the server.
 */

/** Bump when the banner's text or categories change: everyone is asked again. */
export const CONSENT_BANNER_VERSION = '2026-11-22'
export const CONSENT_COOKIE = 'lokalsicht_consent'
export const CONSENT_MAX_AGE_DAYS = 365
export const CONSENT_CATEGORIES = ['externalMedia'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type ConsentChoices = Record<ConsentCategory, boolean>

/** Opens the banner's settings from anywhere (footer "Cookie settings" links to this fragment). */
export const CONSENT_SETTINGS_HASH = 'cookie-settings'
/** Fired on window when the visitor saves a choice; detail: ConsentChoices. */
export const CONSENT_CHANGE_EVENT = 'lokalsicht:consent-change'

export interface StoredConsent {
  version: string
  visitorId: string
  choices: ConsentChoices
}

/** Cookie value: `<version>.<visitorId>.<externalMedia 0|1>`. */
export function serializeConsent({ version, visitorId, choices }: StoredConsent): string {
  return [version, visitorId, choices.externalMedia ? '1' : '0'].join('.')
}

export function parseConsent(cookieHeader: string): StoredConsent | null {
  const match = cookieHeader.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]+)`))
  if (!match) return null
  const [version, visitorId, externalMedia] = decodeURIComponent(match[1]!).split('.')
  if (version !== CONSENT_BANNER_VERSION || !visitorId || !/^[0-9a-f-]{36}$/.test(visitorId)) return null
  return { version, visitorId, choices: { externalMedia: externalMedia === '1' } }
}

/** The current visitor's valid consent, read in the browser. */
export function readConsent(): StoredConsent | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie)
}
