import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
type Day = (typeof DAYS)[number]
const isDay = (day: string): day is Day => (DAYS as readonly string[]).includes(day)

interface Hours {
  _key?: string
  days: string[] | null
  opens: string | null
  closes: string | null
}

/** Opening hours from site settings as lines: "Mo–Fr 09:00–18:00 Uhr" / "Mon–Fri 09:00–18:00". */
export async function openingHoursLines(locale: Locale, hours: Hours[] | null | undefined): Promise<{ key: string; text: string }[]> {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (hours ?? []).flatMap((entry, index) => {
    const days = (entry.days ?? []).filter(isDay)
    const first = days[0]
    const last = days.at(-1)
    if (!first || !last) return []
    const label = first === last ? t(`weekdays.${first}`) : `${t(`weekdays.${first}`)}–${t(`weekdays.${last}`)}`
    return [{ key: entry._key ?? String(index), text: t('hoursRange', { days: label, opens: entry.opens ?? '', closes: entry.closes ?? '' }) }]
  })
}

/** Opening hours from site settings as a list (./opening-hours.tsx's lines). */
export async function OpeningHours({ locale, hours }: { locale: Locale; hours: Hours[] | null | undefined }) {
  const lines = await openingHoursLines(locale, hours)
  return (
    <ul>
      {lines.map((line) => (
        <li key={line.key}>{line.text}</li>
      ))}
    </ul>
  )
}
