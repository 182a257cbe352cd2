/** Today in Berlin as YYYY-MM-DD (the agency's calendar day, also for due dates). */
export function todayInBerlin(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now)
}

/** YYYY-MM-DD plus a number of days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** "25. November 2026" / "25 November 2026" for a YYYY-MM-DD day. */
export function formatDay(isoDay: string, locale: 'de' | 'en', style: 'long' | 'medium' = 'long'): string {
  return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  )
}
