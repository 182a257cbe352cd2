import type { Metadata } from 'next'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { notFoundMetadata } from '@/lib/seo/not-found-metadata'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  return notFoundMetadata((await params).locale)
}

/**
 * The 404 page as a prerendered page with the status 404, rendered on the server. The proxy shows it in
 * place of a portal or admin page whose record does not exist (web/lib/routing/record-pages.ts): such a
 * page is rendered per request, and its notFound() answers with an empty document that only the browser
 * fills (see NotFoundStatus); this one has its content, its language and its title without JavaScript.
 */
export default async function RecordNotFoundPage({ params }: ScreenProps) {
  return <NotFoundPage locale={(await params).locale} />
}
