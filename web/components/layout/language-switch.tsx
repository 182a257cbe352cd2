import { getTranslations } from 'next-intl/server'
import { type Locale, routing } from '@/i18n/routing'
import type { Alternates } from '@/lib/routing/paths'
import { type LanguageSwitchData, LanguageSwitchView } from './language-switch-view'

/** The language switch's link to the same page in the other language, or why there is none. */
export async function languageSwitchData(locale: Locale, alternates: Alternates): Promise<LanguageSwitchData> {
  const other = routing.locales.find((candidate) => candidate !== locale)!
  const t = await getTranslations({ locale, namespace: 'nav' })
  const href = alternates[other]
  if (!href) return { href: null, short: other.toUpperCase(), unavailable: t('switchUnavailable') }
  return { href, lang: other, label: t('switchLanguage'), title: t('switchLanguageLabel') }
}

export async function LanguageSwitch({ locale, alternates }: { locale: Locale; alternates: Alternates }) {
  return <LanguageSwitchView data={await languageSwitchData(locale, alternates)} />
}
