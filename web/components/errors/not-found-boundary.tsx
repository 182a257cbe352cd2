import { getLocale, getTranslations } from 'next-intl/server'
import { isLocale, routing, type Locale } from '@/i18n/routing'
import { pageTitle } from '@/lib/metadata'
import { NotFoundContent, NotFoundView } from './not-found-view'

/**
 * Next's not-found boundary (the not-found.tsx files): what the browser shows when a page calls
 * notFound() or a client-side navigation lands on one. Paths that are no page and unknown slugs get the
 * server-rendered NotFoundPage instead (web/components/errors/not-found-page.tsx). Not-found components
 * get no params; the locale layout has set the request's locale (setRequestLocale) before this renders,
 * so `getLocale()` reads it without touching request headers and the page stays static. Only the URL's
 * language is rendered.
 *
 * Next serialises a boundary's view into the payload of every page below it, whether it shows or not.
 * The admin and portal pages (notFound() for a record that does not exist) get the whole 404 page with
 * header and footer (`withShell`); beside the locale layout, below which every public page lies, the
 * boundary only shows when a page's content is missing from the CMS, and carries the 404 text and the
 * links onward without header and footer, about 14 KB less payload on every public page.
 */
export async function NotFoundBoundary({ withShell }: { withShell: boolean }) {
  const requested = await getLocale()
  const locale: Locale = isLocale(requested) ? requested : routing.defaultLocale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <>
      <title>{pageTitle(t('title'))}</title>
      {withShell ? (
        <NotFoundView locale={locale} />
      ) : (
        <main id="main" tabIndex={-1} className="outline-none">
          <NotFoundContent locale={locale} />
        </main>
      )}
    </>
  )
}
