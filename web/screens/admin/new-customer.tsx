import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { customerFields } from '@/components/admin/customer-fields'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { requireAdmin } from '@/lib/auth/session'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { createCustomerAction } from './new-customer-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.customers' }))('new'))
}

/** A new customer record, with or without a login (the invitation lets them set a password). */
export default async function NewCustomerPage({ params }: ScreenProps) {
  const { locale } = await params
  const admin = await requireAdmin(locale, pathFor(locale, '/admin/customers/new'))
  const t = await getTranslations({ locale, namespace: 'admin.customers' })
  return (
    <PortalShell locale={locale} user={admin} active="/admin/customers">
      <AdminPageHeader title={t('new')} intro={t('newIntro')} />
      <div className={`mt-8 max-w-4xl ${panelClass}`}>
        <ActionForm
          action={createCustomerAction}
          columns={2}
          labels={await actionFormLabels(locale, t('create'), t('creating'))}
          fields={[...(await customerFields(locale)), { name: 'invite', label: t('invite'), type: 'checkbox', defaultChecked: true, hint: t('inviteHint') }]}
        />
      </div>
    </PortalShell>
  )
}
