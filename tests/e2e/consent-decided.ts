import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CONSENT_BANNER_VERSION, CONSENT_COOKIE, serializeConsent } from '../../web/lib/consent/consent'

/**
 * Playwright global setup: a browser state in which the visitor has already answered the consent
 * banner (external media rejected), used by every test that is not about the banner itself, so the
 * fixed banner does not cover what those tests click. tests/e2e/consent.spec.ts starts without it.
 */
export const CONSENT_DECIDED_STATE = path.resolve(import.meta.dirname, '../../.playwright/consent-decided.json')

export default function writeConsentDecidedState() {
  const value = serializeConsent({ version: CONSENT_BANNER_VERSION, visitorId: randomUUID(), choices: { externalMedia: false } })
  mkdirSync(path.dirname(CONSENT_DECIDED_STATE), { recursive: true })
  writeFileSync(
    CONSENT_DECIDED_STATE,
    JSON.stringify({
      cookies: [{ name: CONSENT_COOKIE, value, domain: 'localhost', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    }),
  )
}
