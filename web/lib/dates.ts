const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })

/** Today in Berlin as YYYY-MM-DD (the agency's calendar day, also for due dates). */
export function todayInBerlin(now = new Date()): string {
  return berlinDay.format(now)
}

/** YYYY-MM-DD plus a number of days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

// Building an Intl formatter costs far more than using one: keep one per language and style.
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** "25. November 2026" / "25 November 2026" for a YYYY-MM-DD day. */
export function formatDay(isoDay: string, locale: 'de' | 'en', style: 'full' | 'long' | 'medium' = 'long'): string {
  const key = `${locale}:${style}`
  let format = dayFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { dateStyle: style, timeZone: 'UTC' })
    dayFormats.set(key, format)
  }
  return format.format(new Date(`${isoDay}T00:00:00Z`))
}

const dateTimes = {
  de: new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
}

/** "25.11.2026, 07:30" / "25 Nov 2026, 07:30", Berlin time. */
export function formatDateTime(date: Date, locale: 'de' | 'en'): string {
  return dateTimes[locale].format(date)
}
