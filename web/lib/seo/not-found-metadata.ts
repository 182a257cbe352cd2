import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { pageTitle } from '@/lib/metadata'

/**
 * The 404 page's title; no canonical, no alternates. Its `noindex` comes from Next, which adds
 * `<meta name="robots" content="noindex">` to every response with status 404.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: { absolute: pageTitle(t('title')) } }
}
