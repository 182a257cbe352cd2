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

/** Opening hours from site settings as "Mo–Fr 09:00–18:00 Uhr" / "Mon–Fri 09:00–18:00". */
export async function OpeningHours({ locale, hours }: { locale: Locale; hours: Hours[] | null | undefined }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <ul>
      {(hours ?? []).map((entry, index) => {
        const days = (entry.days ?? []).filter(isDay)
        const first = days[0]
        const last = days.at(-1)
        if (!first || !last) return null
        const label = first === last ? t(`weekdays.${first}`) : `${t(`weekdays.${first}`)}–${t(`weekdays.${last}`)}`
        return (
          <li key={entry._key ?? index}>
            {t('hoursRange', { days: label, opens: entry.opens ?? '', closes: entry.closes ?? '' })}
          </li>
        )
      })}
    </ul>
  )
}
