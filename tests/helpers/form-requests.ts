import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../web/lib/forms/submission-constants'
import { PEER_ADDRESS_HEADER } from '../../web/lib/http/client-address'

/** Builds form submissions as the browser sends them, for calling route handlers directly. */
export function meta(locale: 'de' | 'en' = 'de') {
  return { locale, page: locale === 'de' ? '/kontakt' : '/en/contact', privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION, elapsedMs: 9_000 }
}

let address = 0
/** A different client address per call unless one is given, so tests don't share a rate-limit bucket. */
export function nextAddress(): string {
  address = (address + 1) % 2 ** 24
  // A valid address: anything else counts as `unknown`, one bucket for all (web/lib/http/client-address.ts).
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
}

export function postJson(
  path: string,
  body: unknown,
  { headers = {}, address = nextAddress() }: { headers?: Record<string, string>; address?: string } = {},
): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    // The client's address as the socket peer, which our patched Next server passes on (web/lib/http/client-address.ts).
    headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export const validContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: `erika.${Math.random().toString(36).slice(2)}@example.org`,
  phone: '+49 30 1234567',
  message: 'Wir möchten in Berlin-Mitte besser gefunden werden.',
  ...meta('de'),
  ...overrides,
})

export const validAudit = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'John',
  lastName: 'Smith',
  email: `john.${Math.random().toString(36).slice(2)}@example.com`,
  website: 'www.smith-bakery.example',
  subject: 'Local rankings',
  message: '',
  ...meta('en'),
  ...overrides,
})

/** A day `days` from today (Berlin), as the date input sends it. */
export function dayFromToday(days: number): string {
  const day = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

export const validMeeting = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Schulz',
  email: `anna.${Math.random().toString(36).slice(2)}@example.de`,
  phone: '',
  preferredDate: dayFromToday(10),
  timeSlot: 'afternoon',
  message: 'Gern per Video.',
  ...meta('de'),
  ...overrides,
})

export const validReview = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jonas K.',
  comment: `Sehr gute Beratung ${Math.random().toString(36).slice(2)}`,
  rating: 5,
  ...meta('de'),
  ...overrides,
})
