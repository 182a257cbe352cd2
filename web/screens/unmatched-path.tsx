import type { Metadata } from 'next'
import { permanentRedirect, redirect } from 'next/navigation'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { germanPathOfInternal } from '@/i18n/route-table.mjs'
import { getRouteSlugs } from '@/lib/content/loaders'
import { resolveLegacyPath } from '@/lib/routing/resolve-legacy-path'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'
import type { ScreenProps } from '@/lib/routing/screen'

/**
 * No path is known in advance, but each one is rendered once and then served from the cache like any
 * static page: only a prerendered page gets its 404 status from <NotFoundStatus> (see there).
 */
export function generateStaticParams(): Awaited<ScreenProps<{ rest: string[] }>['params']>[] {
  return []
}

export async function generateMetadata({ params }: ScreenProps<{ rest: string[] }>): Promise<Metadata> {
  return notFoundMetadata((await params).locale)
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
 * Every path of a language that is no page (the catch-all of web/app/(de) and of web/app/(en)/en). Old
 * spellings and CMS redirect documents answer with a redirect, as do `/de` and `/de/…` (German pages have
 * no prefix: `/de/services` → `/leistungen`); anything else gets the server-rendered 404 page of the URL's
 * language with status 404.
 */
export default async function UnmatchedPath({ params }: ScreenProps<{ rest: string[] }>) {
  const { rest, locale } = await params
  const path = decodedPath(rest)
  if (locale === 'de' && path !== null && (path === '/de' || path.startsWith('/de/'))) permanentRedirect(germanPathOfInternal(path))
  const resolution = path === null ? null : resolveLegacyPath(locale, path, await getRouteSlugs())
  if (resolution?.permanent) permanentRedirect(resolution.destination)
  if (resolution) redirect(resolution.destination)
  return <NotFoundPage locale={locale} />
}
