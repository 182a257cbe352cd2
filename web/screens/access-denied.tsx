import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ForbiddenStatus } from '@/components/errors/not-found-status'
import { privatePageMetadata } from '@/lib/metadata'
import type { ScreenProps } from '@/lib/routing/screen'
import Forbidden from './admin/forbidden'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'accessDenied' }))('title'))
}

/**
 * "Access Denied" as a prerendered page with the status 403, rendered on the server. The proxy shows it in
 * place of an admin page to anyone signed in without the admin role (web/proxy.ts): a page rendered per
 * request that calls forbidden() answers with an empty document that only the browser fills (see
 * NotFoundStatus), this one has its content, its language and its title without JavaScript. The admin
 * pages still check the role themselves (requireAdmin).
 */
export default async function AccessDeniedPage({ params }: ScreenProps) {
  const { locale } = await params
  return (
    <>
      <Forbidden locale={locale} withHead={false} />
      <ForbiddenStatus />
    </>
  )
}
