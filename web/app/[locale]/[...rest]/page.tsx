import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { isLocale } from '@/i18n/routing'
import { getRouteSlugs } from '@/lib/content/loaders'
import { resolveLegacyPath } from '@/lib/routing/resolve-legacy-path'

/**
 * Every path that is no page: German paths arrive here as `/de/_/…` (next.config.mjs rewrites),
 * English ones as `/en/…`. Old spellings and CMS redirect documents answer with a redirect; anything
 * else gets the localized 404 page with status 404.
 */
export default async function UnmatchedPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { locale, rest } = await params
  if (!isLocale(locale)) notFound()
  // A German request without the `_` marker was rewritten from a route of the table whose page does
  // not exist (yet): nothing to resolve.
  if (locale === 'de' && rest[0] !== '_') notFound()
  const segments = locale === 'de' ? rest.slice(1) : rest
  const path = `/${segments.map((segment) => decodeURIComponent(segment)).join('/')}`
  const resolution = resolveLegacyPath(locale, path, await getRouteSlugs())
  if (resolution?.permanent) permanentRedirect(resolution.destination)
  if (resolution) redirect(resolution.destination)
  notFound()
}
