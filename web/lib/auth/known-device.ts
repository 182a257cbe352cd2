import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { parseCookies } from 'better-auth/cookies'
import { pseudonym } from '@/lib/http/pseudonym'
import { serverSecret } from '@/lib/secrets'
import { siteUrl } from '@/lib/site-url'

/**
 * A known device: after a successful sign-in the browser keeps a signed cookie naming the account it
 * signed in to. With it, failed guesses of others cannot lock the owner out: the attempt counts against
 * this device's own bucket instead of the account's (the client's bucket still applies), as OWASP's
 * "device cookies" describe. Anyone can lock an account for strangers; no one can lock it for the
 * browsers its owner uses. The cookie holds no personal data: an id, the time and an HMAC over both
 * and the account's e-mail pseudonym, so it counts only for that account.
 */
export const KNOWN_DEVICE_COOKIE = 'lokalsicht.known-device'
const VALID_DAYS = 365
const DAY_MS = 24 * 60 * 60 * 1000

function signature(email: string, deviceId: string, issued: number): Buffer {
  return createHmac('sha256', serverSecret('AUTH_SECRET')).update(`known-device:${pseudonym('email', email)}:${deviceId}:${issued}`).digest()
}

/** The cookie's value for a browser that has just signed in to `email`. */
export function knownDeviceValue(email: string, now = Date.now()): string {
  const deviceId = randomBytes(12).toString('base64url')
  return `${deviceId}.${now}.${signature(email, deviceId, now).toString('base64url')}`
}

/** The cookie's attributes: a year, HTTP only, sent on the site's own requests. */
export function knownDeviceCookie(value: string) {
  return { name: KNOWN_DEVICE_COOKIE, value, httpOnly: true, sameSite: 'lax' as const, secure: siteUrl().startsWith('https://'), path: '/', maxAge: VALID_DAYS * 24 * 60 * 60 }
}

/** The device id when the request carries a valid, unexpired device cookie for `email`; else null. */
export function knownDeviceOf(headers: Headers, email: string, now = Date.now()): string | null {
  const value = parseCookies(headers.get('cookie') ?? '').get(KNOWN_DEVICE_COOKIE)
  const match = value ? /^([A-Za-z0-9_-]{16})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value) : null
  if (!match) return null
  const [, deviceId, issuedText, given] = match as unknown as [string, string, string, string]
  const issued = Number(issuedText)
  if (issued > now + 60_000 || now - issued > VALID_DAYS * DAY_MS) return null
  const expected = signature(email, deviceId, issued)
  const actual = Buffer.from(given, 'base64url')
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null
}
