import 'server-only'
import { getTranslations } from 'next-intl/server'
import type { ActionField } from '@/components/forms/action-form.client'
import type { Locale } from '@/i18n/routing'
import type { Customer } from '@/lib/db/schema'

/** The fields of a customer record (new and edit), filled with `customer` where given. */
export async function customerFields(locale: Locale, customer?: Customer | null): Promise<ActionField[]> {
  const t = await getTranslations({ locale, namespace: 'admin.customers' })
  return [
    { name: 'locale', type: 'hidden', defaultValue: locale },
    { name: 'company', label: t('company'), type: 'text', required: true, maxLength: 200, defaultValue: customer?.company ?? '' },
    { name: 'name', label: t('contact'), type: 'text', required: true, maxLength: 200, defaultValue: customer?.name ?? '' },
    { name: 'email', label: t('email'), type: 'email', maxLength: 254, defaultValue: customer?.email ?? '', hint: t('emailHint') },
    { name: 'phone', label: t('phone'), type: 'tel', maxLength: 40, defaultValue: customer?.phone ?? '' },
    { name: 'street', label: t('street'), type: 'text', maxLength: 200, defaultValue: customer?.street ?? '' },
    { name: 'postalCode', label: t('postalCode'), type: 'text', maxLength: 10, defaultValue: customer?.postalCode ?? '' },
    { name: 'city', label: t('city'), type: 'text', maxLength: 100, defaultValue: customer?.city ?? '' },
    { name: 'country', label: t('country'), type: 'text', maxLength: 2, defaultValue: customer?.country ?? 'DE', hint: t('countryHint') },
    { name: 'vatId', label: t('vatId'), type: 'text', maxLength: 20, defaultValue: customer?.vatId ?? '', hint: t('vatIdHint') },
    {
      name: 'language',
      label: t('language'),
      type: 'select',
      defaultValue: customer?.locale ?? 'de',
      options: [
        { value: 'de', label: 'Deutsch' },
        { value: 'en', label: 'English' },
      ],
    },
  ]
}
