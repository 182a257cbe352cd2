import { NotFoundBoundary } from '@/components/errors/not-found-boundary'
import type { Locale } from '@/i18n/routing'

/**
 * The reviews page is rendered per request, so its missing CMS document is answered with notFound()
 * (status 404) and this view. It reaches only Next's data requests (a client-side navigation): for a page
 * load the proxy shows the prerendered 404 page instead (web/lib/http/page-substitutes.ts). The
 * prerendered pages render <NotFoundPage> themselves (content-route.ts).
 */
export default function NotFound({ locale }: { locale: Locale }) {
  return <NotFoundBoundary withShell={false} locale={locale} />
}
