import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { isLocale, routing } from '@/i18n/routing'
import { getRouteSlugs } from '@/lib/content/loaders'
import { resolveLegacyPath } from '@/lib/routing/resolve-legacy-path'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'

/**
 * No path is known in advance, but each one is rendered once and then served from the cache like any
 * static page: only a prerendered page gets its 404 status from <NotFoundStatus> (see there).
 */
export function generateStaticParams(): Awaited<PageProps<'/[locale]/[...rest]'>['params']>[] {
  return []
}

type Params = PageProps<'/[locale]/[...rest]'>['params']

async function languageOf(params: Params) {
  const { locale } = await params
  return isLocale(locale) ? locale : routing.defaultLocale
}

export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  return notFoundMetadata(await languageOf(params))
}

/** `/a/b` from the URL's segments; null for a malformed escape (`%E0%A4`), which is no old spelling either. */
function decodedPath(segments: string[]): string | null {
  try {
    return `/${segments.map((segment) => decodeURIComponent(segment)).join('/')}`
  } catch {
    return null
  }
}

/**
 * Every path that is no page: German paths arrive here as `/de/_/…` (next.config.mjs rewrites),
 * English ones as `/en/…`. Old spellings and CMS redirect documents answer with a redirect; anything
 * else gets the server-rendered 404 page of the URL's language with status 404.
 */
export default async function UnmatchedPath({ params }: PageProps<'/[locale]/[...rest]'>) {
  const { rest } = await params
  const locale = await languageOf(params)
  setRequestLocale(locale)
  // A German request without the `_` marker was rewritten from a route of the table whose page does
  // not exist (yet): nothing to resolve.
  if (locale === 'en' || rest[0] === '_') {
    const segments = locale === 'de' ? rest.slice(1) : rest
    const path = decodedPath(segments)
    const resolution = path === null ? null : resolveLegacyPath(locale, path, await getRouteSlugs())
    if (resolution?.permanent) permanentRedirect(resolution.destination)
    if (resolution) redirect(resolution.destination)
  }
  return <NotFoundPage locale={locale} />
}
