import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { invoiceEditorLabels } from '@/components/admin/invoice-editor-labels'
import { InvoiceEditor } from '@/components/admin/invoice-editor.client'
import { CustomerPicker } from '@/components/admin/customer-picker'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { PortalShell } from '@/components/portal/portal-shell'
import { customerForNewRecord } from '@/lib/admin/customers'
import { requireAdmin } from '@/lib/auth/session'
import { defaultPaymentTermDays } from '@/lib/invoices/seller'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { saveDraftAction } from './invoice-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.invoices' }))('new'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** A new draft invoice for a customer (chosen first, by search, when the page is opened without one). */
export default async function NewInvoicePage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/invoices/new')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'admin.invoices' })
  const customer = await customerForNewRecord(admin, one(query.customer))

  if (!customer) {
    return <CustomerPicker locale={locale} admin={admin} active="/admin/invoices" title={t('new')} basePath={basePath} search={one(query.q).slice(0, 100)} />
  }

  return (
    <PortalShell locale={locale} user={admin} active="/admin/invoices">
      <AdminPageHeader title={t('newFor', { company: customer.company })} intro={t('newIntro')} />
      <div className={`mt-8 ${panelClass}`}>
        <InvoiceEditor
          action={saveDraftAction}
          locale={locale}
          hidden={{ locale, customerId: customer.id }}
          labels={await invoiceEditorLabels(locale, t('saveDraft'))}
          initial={{
            description: '',
            language: customer.locale,
            servicePeriodStart: '',
            servicePeriodEnd: '',
            vatRate: '19',
            paymentTermDays: String(await defaultPaymentTermDays()),
            lines: [],
          }}
        />
      </div>
    </PortalShell>
  )
}
