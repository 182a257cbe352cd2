import type { Locale } from '@/i18n/routing'
import { NotFoundStatus } from './not-found-status'
import { NotFoundView } from './not-found-view'

/**
 * The server-rendered 404 page with status 404, for paths that are no page (the catch-all) and slugs
 * that the CMS does not know. Its title and `noindex` come from `notFoundMetadata`.
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundView locale={locale} />
      <NotFoundStatus />
    </>
  )
}
