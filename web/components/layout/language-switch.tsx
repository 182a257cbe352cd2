import { Globe } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import { type Locale, routing } from '@/i18n/routing'
import type { Alternates } from '@/lib/routing/paths'

/**
 * Links to the same page in the other language (its own slug where slugs differ). A plain link: the
 * other language is another root layout (`<html lang>`), so a full navigation is right.
 */
export async function LanguageSwitch({ locale, alternates }: { locale: Locale; alternates: Alternates }) {
  const other = routing.locales.find((candidate) => candidate !== locale)!
  const t = await getTranslations({ locale, namespace: 'nav' })
  const href = alternates[other]
  const short = other.toUpperCase()
  if (!href) {
    return (
      <span className="inline-flex min-h-11 items-center px-3 text-sm text-ink-500" title={t('switchUnavailable')}>
        <span className="sr-only">{t('switchUnavailable')}</span>
        <span aria-hidden="true">{short}</span>
      </span>
    )
  }
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      title={t('switchLanguageLabel')}
      data-testid="language-switch"
      className="pill-link"
    >
      <Globe aria-hidden="true" className="size-4" />
      {t('switchLanguage')}
    </a>
  )
}
