import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { pageTitle } from '@/lib/metadata'
import { NotFoundContent, NotFoundView } from './not-found-view'

/**
 * Next's not-found boundary (the not-found.tsx files): what the browser shows when a page rendered per
 * request calls notFound() (an admin or portal record that does not exist; the reviews page without its
 * CMS document). Prerendered pages render the server-rendered NotFoundPage instead
 * (web/components/errors/not-found-page.tsx, lib/routing/content-route.ts, slug-route.ts). Not-found
 * components get no params: the language tree's not-found.tsx hands over its language
 * (web/lib/routing/screen.tsx, `boundary`).
 *
 * Next serialises a boundary's view into the payload of every page below it, whether it shows or not,
 * so these files sit only beside the pages that need them: the record pages of the admin and the portal
 * get the whole 404 page with header and footer (`withShell`), the reviews page only the 404 text and the
 * links onward.
 */
export async function NotFoundBoundary({ withShell, locale }: { withShell: boolean; locale: Locale }) {
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
