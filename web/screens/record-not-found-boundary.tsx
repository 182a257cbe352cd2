import { NotFoundBoundary } from '@/components/errors/not-found-boundary'
import type { Locale } from '@/i18n/routing'

/**
 * The not-found boundary of the portal's and the admin's record pages (the not-found.tsx in each of their
 * folders, web/lib/routing/record-pages.ts): the whole 404 page when a client-side navigation asks for a
 * record that does not exist. A page load of one gets the prerendered page instead (./record-not-found.tsx).
 */
export default function RecordNotFoundBoundary({ locale }: { locale: Locale }) {
  return <NotFoundBoundary withShell locale={locale} />
}
