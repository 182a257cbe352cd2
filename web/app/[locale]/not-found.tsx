import { getLocale, getTranslations } from 'next-intl/server'
import { NotFoundView } from '@/components/errors/not-found-view'
import { isLocale, routing } from '@/i18n/routing'
import { pageTitle } from '@/lib/metadata'

/**
 * Next's not-found boundary: what the browser shows when a page calls notFound() (an admin record that
 * does not exist) or a client-side navigation lands on one. Paths that are no page and unknown slugs get
 * the server-rendered NotFoundPage instead (web/components/errors/not-found-page.tsx). Not-found
 * components get no params; the locale layout has set the request's locale (setRequestLocale) before
 * this renders, so `getLocale()` reads it without touching request headers and the page stays static.
 * Only the URL's language is rendered, so every page's payload carries one 404 view, not two.
 */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : routing.defaultLocale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <>
      <title>{pageTitle(t('title'))}</title>
      <NotFoundView locale={locale} />
    </>
  )
}
