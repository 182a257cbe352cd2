import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { PriceListQueryResult } from '@/lib/content/sanity.types'
import type { Quote, QuoteItem } from '@/lib/db/schema'
import { formatEuro } from '@/lib/invoices/money'
import type { ActionField } from '@/components/forms/action-form.client'

interface Lead {
  id: string
  kind: string
  name: string | null
  firstName: string | null
  lastName: string | null
  website: string | null
  createdAt: Date
}

/**
 * The fields of the quote form (new and draft): the quote's title, validity, start, VAT rate, note and
 * the enquiry it answers, then a fixed number of lines (one more than written, at least three), each
 * with a service from the price list, its name, monthly or once, quantity, price and minimum term.
 */
export async function quoteFormFields({
  locale,
  customerId,
  quote,
  items = [],
  services,
  leads,
  defaults,
}: {
  locale: Locale
  customerId: string
  quote?: Quote
  items?: QuoteItem[]
  services: PriceListQueryResult
  leads: Lead[]
  defaults: { validUntil: string; startDate: string }
}): Promise<ActionField[]> {
  const t = await getTranslations({ locale, namespace: 'admin.quotes' })
  const serviceOptions = [
    { value: '', label: t('noService') },
    ...services.map((service) => ({ value: service._id, label: `${service.title[locale] ?? service.title.de ?? service._id} · ${formatEuro((service.priceEur ?? 0) * 100, locale)}` })),
  ]
  const leadOptions = [{ value: '', label: t('noLead') }, ...leads.map((lead) => ({ value: lead.id, label: `${lead.kind === 'meeting' ? lead.name : [lead.firstName, lead.lastName].filter(Boolean).join(' ')}${lead.website ? ` (${lead.website})` : ''}` }))]
  const rows = Math.min(10, Math.max(3, items.length + 1))
  const lineFields = Array.from({ length: rows }, (_, index): ActionField[] => {
    const item = items[index]
    const label = (field: 'service' | 'description' | 'billing' | 'quantity' | 'price' | 'term') => t('lineField', { field: t(`line.${field}`), row: index + 1 })
    return [
      { name: `items.${index}.serviceId`, type: 'select', label: label('service'), options: serviceOptions, defaultValue: item?.serviceId ?? '' },
      { name: `items.${index}.description`, type: 'text', label: label('description'), maxLength: 300, defaultValue: item?.description ?? '' },
      {
        name: `items.${index}.billing`,
        type: 'select',
        label: label('billing'),
        options: [
          { value: 'monthly', label: t('billing.monthly') },
          { value: 'once', label: t('billing.once') },
        ],
        defaultValue: item?.billing ?? 'monthly',
      },
      { name: `items.${index}.quantity`, type: 'text', label: label('quantity'), maxLength: 12, defaultValue: item ? String(Number(item.quantity)) : '1' },
      { name: `items.${index}.unitPrice`, type: 'text', label: label('price'), maxLength: 20, defaultValue: item ? (item.unitPriceCents / 100).toFixed(2) : '' },
      { name: `items.${index}.term`, type: 'text', label: label('term'), maxLength: 3, defaultValue: item?.minimumTermMonths ? String(item.minimumTermMonths) : '' },
    ]
  }).flat()
  return [
    { name: 'locale', type: 'hidden', defaultValue: locale },
    { name: 'customerId', type: 'hidden', defaultValue: customerId },
    ...(quote ? [{ name: 'id', type: 'hidden' as const, defaultValue: quote.id }] : []),
    { name: 'title', type: 'text', label: t('titleField'), required: true, maxLength: 200, wide: true, defaultValue: quote?.title ?? '' },
    { name: 'validUntil', type: 'date', label: t('validUntil'), required: true, defaultValue: quote?.validUntil ?? defaults.validUntil },
    { name: 'startDate', type: 'date', label: t('startDate'), required: true, hint: t('startHint'), defaultValue: quote?.startDate ?? defaults.startDate },
    {
      name: 'vatRate',
      type: 'select',
      label: t('vatRate'),
      required: true,
      defaultValue: String(quote?.vatRate ?? 19),
      options: ['19', '7', '0'].map((rate) => ({ value: rate, label: `${rate} %` })),
    },
    { name: 'leadId', type: 'select', label: t('lead'), options: leadOptions, defaultValue: quote?.leadId ?? '' },
    { name: 'note', type: 'textarea', label: t('note'), maxLength: 2000, wide: true, defaultValue: quote?.note ?? '' },
    ...lineFields,
  ]
}
