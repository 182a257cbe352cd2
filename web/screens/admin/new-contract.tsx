import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { CustomerPicker } from '@/components/admin/customer-picker'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { priceList } from '@/lib/admin/contracts'
import { customerForNewRecord } from '@/lib/admin/customers'
import { requireAdmin } from '@/lib/auth/session'
import { todayInBerlin } from '@/lib/dates'
import { addMonths, firstOfMonth } from '@/lib/contracts/terms'
import { formatEuro } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'
import { createContractAction } from './contract-actions'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.contracts' }))('new'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/**
 * A new contract for a customer (chosen first): a service of the studio's price list fills the name,
 * the monthly price and the minimum term, each of which the office may overwrite; it starts on the
 * first of next month unless another day is given.
 */
export default async function NewContractPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/contracts/new')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'admin.contracts' })
  const customer = await customerForNewRecord(admin, one(query.customer))
  if (!customer) {
    return <CustomerPicker locale={locale} admin={admin} active="/admin/contracts" title={t('new')} basePath={basePath} search={one(query.q).slice(0, 100)} />
  }
  const [services, common] = await Promise.all([priceList(), getTranslations({ locale, namespace: 'admin.common' })])
  const serviceOptions = [
    { value: '', label: t('byHand') },
    ...services.map((service) => ({
      value: service._id,
      label: t('serviceOption', { title: service.title[locale] ?? service.title.de ?? service._id, price: formatEuro((service.priceEur ?? 0) * 100, locale), months: service.durationMonths ?? 0 }),
    })),
  ]
  return (
    <PortalShell locale={locale} user={admin} active="/admin/contracts">
      <AdminPageHeader title={t('newFor', { company: customer.company })} intro={t('newIntro')} />
      <div className={`mt-8 max-w-3xl ${panelClass}`}>
        <ActionForm
          action={createContractAction}
          permalink={`${basePath}?customer=${customer.id}`}
          columns={2}
          labels={await actionFormLabels(locale, t('create'), common('saving'))}
          fields={[
            { name: 'locale', type: 'hidden', defaultValue: locale },
            { name: 'customerId', type: 'hidden', defaultValue: customer.id },
            { name: 'serviceId', type: 'select', label: t('serviceField'), options: serviceOptions, wide: true },
            { name: 'description', type: 'text', label: t('descriptionField'), hint: t('descriptionHint'), maxLength: 200, wide: true },
            { name: 'monthlyPrice', type: 'text', label: t('priceField'), hint: t('priceHint'), maxLength: 20 },
            {
              name: 'vatRate',
              type: 'select',
              label: t('vatField'),
              required: true,
              defaultValue: '19',
              options: ['19', '7', '0'].map((rate) => ({ value: rate, label: t(`vat.${rate}` as 'vat.19') })),
            },
            { name: 'startDate', type: 'date', label: t('startField'), required: true, defaultValue: addMonths(firstOfMonth(todayInBerlin()), 1) },
            { name: 'minimumTermMonths', type: 'text', label: t('termField'), hint: t('termHint'), maxLength: 2 },
            { name: 'noticePeriodMonths', type: 'text', label: t('noticeField'), hint: t('noticeHint'), maxLength: 2, defaultValue: '1' },
            { name: 'billingDay', type: 'text', label: t('billingDayField'), hint: t('billingDayHint'), maxLength: 2, defaultValue: '1' },
          ]}
        />
      </div>
    </PortalShell>
  )
}
