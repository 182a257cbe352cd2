import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PortalShell } from '@/components/portal/portal-shell'
import { isLocale } from '@/i18n/routing'
import { requireAdmin } from '@/lib/auth/session'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/dashboard'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('adminDashboard'))
}

/** The admin area's start page: admins only (customers get 403, signed-out visitors the login). */
export default async function AdminDashboardPage({ params }: PageProps<'/[locale]/admin/dashboard'>) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const user = await requireAdmin(locale, pathFor(locale, '/admin/dashboard'))
  const t = await getTranslations({ locale, namespace: 'portal.shell' })
  return (
    <PortalShell locale={locale} user={user} active="/admin/dashboard">
      <h1 className="text-3xl font-bold tracking-tight">{t('adminDashboard')}</h1>
    </PortalShell>
  )
}
