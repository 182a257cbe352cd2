import { NotFoundBoundary } from '@/components/errors/not-found-boundary'
import type { Locale } from '@/i18n/routing'

/**
 * The reviews page is rendered per request, so its missing CMS document is answered with notFound()
 * (status 404) and this view; the prerendered pages render <NotFoundPage> instead (content-route.ts).
 */
export default function NotFound({ locale }: { locale: Locale }) {
  return <NotFoundBoundary withShell={false} locale={locale} />
}
