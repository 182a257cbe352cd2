import { CURRENT_PRIVACY_NOTICE_VERSION } from '../../web/lib/forms/submission-constants'

/** Builds form submissions as the browser sends them, for calling route handlers directly. */
export function meta(locale: 'de' | 'en' = 'de') {
  return { locale, page: locale === 'de' ? '/kontakt' : '/en/contact', privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION, elapsedMs: 9_000 }
}

let address = 0
/** A different client address per call unless one is given, so tests don't share a rate-limit bucket. */
export function nextAddress(): string {
  address++
  return `198.51.100.${address % 250}-${address}`
}

export function postJson(
  path: string,
  body: unknown,
  { headers = {}, address = nextAddress() }: { headers?: Record<string, string>; address?: string } = {},
): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
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
