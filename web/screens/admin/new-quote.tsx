import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CustomerPicker } from '@/components/admin/customer-picker'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { quoteFormFields } from '@/components/admin/quote-form-fields'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { priceList } from '@/lib/admin/contracts'
import { customerForNewRecord } from '@/lib/admin/customers'
import { leadChoices } from '@/lib/admin/quotes'
import { requireAdmin } from '@/lib/auth/session'
import { addMonths, firstOfMonth } from '@/lib/contracts/terms'
import { addDays, todayInBerlin } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'
import { saveQuoteAction } from './quote-actions'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.quotes' }))('new'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** A new quote for a customer (chosen first): valid for 30 days, monthly services from the first of next month. */
export default async function NewQuotePage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/quotes/new')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'admin.quotes' })
  const customer = await customerForNewRecord(admin, one(query.customer))
  if (!customer) {
    return <CustomerPicker locale={locale} admin={admin} active="/admin/quotes" title={t('new')} basePath={basePath} search={one(query.q).slice(0, 100)} />
  }
  const today = todayInBerlin()
  const [services, leads, common] = await Promise.all([priceList(), leadChoices(admin), getTranslations({ locale, namespace: 'admin.common' })])
  return (
    <PortalShell locale={locale} user={admin} active="/admin/quotes">
      <AdminPageHeader title={t('newFor', { company: customer.company })} intro={t('formIntro')} />
      <div className={`mt-8 max-w-4xl ${panelClass}`}>
        <ActionForm
          action={saveQuoteAction}
          permalink={`${basePath}?customer=${customer.id}`}
          columns={2}
          labels={await actionFormLabels(locale, t('create'), common('saving'))}
          fields={await quoteFormFields({ locale, customerId: customer.id, services, leads, defaults: { validUntil: addDays(today, 30), startDate: addMonths(firstOfMonth(today), 1) } })}
        />
      </div>
    </PortalShell>
  )
}
