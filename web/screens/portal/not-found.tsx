import { NotFoundBoundary } from '@/components/errors/not-found-boundary'
import type { Locale } from '@/i18n/routing'

/** A record that does not exist (notFound()): the whole 404 page, see NotFoundBoundary. */
export default function NotFound({ locale }: { locale: Locale }) {
  return <NotFoundBoundary withShell locale={locale} />
}
