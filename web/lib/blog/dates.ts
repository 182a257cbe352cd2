import type { Locale } from '@/i18n/routing'
import { formatDay } from '@/lib/dates'

/** A publication day (YYYY-MM-DD) as "12. Februar 2026" / "12 February 2026". */
export function formatPostDate(locale: Locale, day: string): string {
  return formatDay(day.slice(0, 10), locale, 'long')
}
