import { type Locale, type Route, routing } from '@/i18n/routing'

/**
 * A page of the route table: a route without parameters, or a route with its parameters. Built from
 * next-intl's `routing.pathnames` here rather than through `createNavigation`, whose client Link (and the
 * ICU message runtime it carries) would otherwise be shipped to every page that only needs a path string.
 */
export type Href = Route | { pathname: Route; params: Record<string, string> }

function localizedTemplate(route: Route, locale: Locale): string {
  const localized = routing.pathnames[route]
  return typeof localized === 'string' ? localized : localized[locale]
}

/** The public path of a page in a language, e.g. ('de', {pathname: '/services/[slug]', params}) → /leistungen/… */
export function pathFor(locale: Locale, href: Href): string {
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href
  const path = localizedTemplate(pathname, locale).replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`pathFor: missing parameter "${name}" for ${pathname}`)
    return encodeURIComponent(value)
  })
  if (locale === routing.defaultLocale) return path
  return path === '/' ? `/${locale}` : `/${locale}${path}`
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

/** `path?key=value&…` for the keys that have a value (`withQuery('/login', { next: '/dashboard' })`). */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))
  return search.size > 0 ? `${path}?${search}` : path
}
