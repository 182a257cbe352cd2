// The one routing definition of the site. Plain JavaScript so that next.config.mjs can read it too;
// `routing.ts` (next-intl), the redirects of next.config.mjs, the route folders and the tests follow it.
//
// Internal route names are the English paths. English pages live under /en with exactly these paths
// (the folders of web/app/(en)/en), German pages have no prefix and use the German paths below (the folders
// of web/app/(de)); tests/unit/routing.test.ts checks that the folders and this table agree.

export const locales = /** @type {const} */ (['de', 'en'])
export const defaultLocale = 'de'

/** Internal pathname → German pathname (English = internal pathname). */
export const germanPathnames = /** @type {const} */ ({
  '/': '/',
  '/about': '/ueber-uns',
  '/team': '/unser-team',
  '/services': '/leistungen',
  '/services/[slug]': '/leistungen/[slug]',
  '/locations': '/standorte',
  '/locations/[city]': '/standorte/[city]',
  '/portfolio': '/portfolio',
  '/portfolio/[slug]': '/portfolio/[slug]',
  '/blog': '/blog',
  '/blog/[slug]': '/blog/[slug]',
  '/reviews': '/bewertungen',
  '/contact': '/kontakt',
  '/free-audit': '/kostenloses-audit',
  '/imprint': '/impressum',
  '/privacy': '/datenschutz',
  '/terms': '/agb',
  '/login': '/login',
  '/register': '/registrierung',
  '/forgot-password': '/passwort-vergessen',
  '/reset-password': '/passwort-zuruecksetzen',
  '/dashboard': '/dashboard',
  '/dashboard/invoices': '/dashboard/rechnungen',
  '/dashboard/projects': '/dashboard/projekte',
  '/dashboard/contracts': '/dashboard/vertraege',
  '/dashboard/quotes': '/dashboard/angebote',
  '/dashboard/settings': '/dashboard/einstellungen',
  '/admin/dashboard': '/admin/dashboard',
  '/admin/customers': '/admin/kunden',
  '/admin/customers/new': '/admin/kunden/neu',
  '/admin/customers/[id]': '/admin/kunden/[id]',
  '/admin/invoices': '/admin/rechnungen',
  '/admin/invoices/new': '/admin/rechnungen/neu',
  '/admin/invoices/[id]': '/admin/rechnungen/[id]',
  '/admin/quotes': '/admin/angebote',
  '/admin/quotes/new': '/admin/angebote/neu',
  '/admin/quotes/[id]': '/admin/angebote/[id]',
  '/admin/contracts': '/admin/vertraege',
  '/admin/direct-debits': '/admin/lastschriften',
  '/admin/contracts/new': '/admin/vertraege/neu',
  '/admin/contracts/[id]': '/admin/vertraege/[id]',
  '/admin/projects': '/admin/projekte',
  '/admin/projects/new': '/admin/projekte/neu',
  '/admin/projects/[id]': '/admin/projekte/[id]',
  '/admin/leads': '/admin/anfragen',
  '/admin/leads/[id]': '/admin/anfragen/[id]',
  '/admin/reviews': '/admin/bewertungen',
  '/admin/outbox': '/admin/postausgang',
  '/admin/users': '/admin/benutzer',
  '/admin/api-tokens': '/admin/api-schluessel',
  '/access-denied': '/kein-zugriff',
  '/not-found': '/nicht-gefunden',
})

/**
 * Fixed permanent redirects of decisions.md: another spelling → an internal route in a language.
 * (Redirects that depend on content — old service, city and article slugs — are resolved from the CMS
 * at request time, see web/lib/routing/resolve-legacy-path.ts.)
 * @type {{ source: string; route: keyof typeof germanPathnames; locale: 'de' | 'en' }[]}
 */
export const fixedRedirects = [
  { source: '/uber-uns', route: '/about', locale: 'de' },
  { source: '/unsere-geschichte', route: '/about', locale: 'de' },
  { source: '/en/our-story', route: '/about', locale: 'en' },
  { source: '/en/dashboard/orders', route: '/dashboard/projects', locale: 'en' },
  { source: '/admin', route: '/admin/dashboard', locale: 'de' },
  { source: '/en/admin', route: '/admin/dashboard', locale: 'en' },
]

/** The internal routes as patterns; static ones first, so `/admin/customers/new` wins over `[id]`. */
const internalRoutePatterns = Object.entries(germanPathnames)
  .map(([route, german]) => ({
    pattern: new RegExp(`^${route.replace(/\[(\w+)\]/g, '(?<$1>[^/]+)')}$`),
    german,
    dynamic: route.includes('['),
  }))
  .sort((a, b) => Number(a.dynamic) - Number(b.dynamic))

/**
 * Where `/de` and `/de/…` redirect permanently: `/de/services/x` → `/leistungen/x`, `/de` → `/`, any
 * other `/de/…` → the same path without the prefix. German pages have no prefix; a `/de/…` path reaches
 * the German catch-all (web/screens/unmatched-path.tsx), so no other request tests 40 redirect rules.
 * @param {string} pathname a path that is `/de` or starts with `/de/`
 * @returns {string}
 */
export function germanPathOfInternal(pathname) {
  const internal = pathname.replace(/^\/de(?=\/|$)/, '') || '/'
  for (const { pattern, german } of internalRoutePatterns) {
    const match = pattern.exec(internal)
    if (match) return german.replace(/\[(\w+)\]/g, (_, name) => match.groups?.[name] ?? '')
  }
  return internal
}

/**
 * The public path of an internal route in a language, with `[param]` placeholders kept.
 * @param {keyof typeof germanPathnames} route
 * @param {'de' | 'en'} locale
 * @returns {string}
 */
export function localizedTemplate(route, locale) {
  const german = germanPathnames[route]
  if (german === undefined) throw new Error(`Unknown route ${route}`)
  if (locale === 'de') return german
  return route === '/' ? '/en' : `/en${route}`
}
