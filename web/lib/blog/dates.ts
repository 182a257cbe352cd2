import type { Locale } from '@/i18n/routing'

/** Intl locale of each site language: British English matches the English copy (and og:locale en_GB). */
const DATE_LOCALES: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** A publication day (YYYY-MM-DD) as "12. Februar 2026" / "12 February 2026". */
export function formatPostDate(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`))
}
