import { getPathname } from '@/i18n/navigation'
import { type Locale, routing } from '@/i18n/routing'

export type Href = Parameters<typeof getPathname>[0]['href']

/** The public path of a page in a language, e.g. ('/services/[slug]', 'de', {slug}) → /leistungen/… */
export function pathFor(locale: Locale, href: Href): string {
  return getPathname({ locale, href })
}

/** Public path per language of one page; `null` where the page does not exist in that language. */
export type Alternates = Record<Locale, string | null>

export function alternatesFor(hrefByLocale: (locale: Locale) => Href | null): Alternates {
  return Object.fromEntries(
    routing.locales.map((locale) => {
      const href = hrefByLocale(locale)
      return [locale, href === null ? null : pathFor(locale, href)]
    }),
  ) as Alternates
}

/** Alternates of a page without per-language slugs. */
export function staticAlternates(href: Href): Alternates {
  return alternatesFor(() => href)
}
