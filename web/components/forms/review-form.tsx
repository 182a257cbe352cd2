import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { FieldConfig } from './lead-form.client'
import { LeadForm } from './lead-form.island'
import { commonFormLabels, PrivacyNotice } from './lead-forms'

const RATINGS = [5, 4, 3, 2, 1] as const

/**
 * The review form of the reviews page: name, a required star rating (1–5, a radio group) and the
 * comment. Validated with `reviewSchema` in the browser and posted as JSON to `/api/reviews`; the review
 * stays pending until an admin approves it.
 */
export async function ReviewForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'reviewsPage.form' })
  const fields: FieldConfig[] = [
    { name: 'name', label: t('name'), type: 'text', required: true, autoComplete: 'name', placeholder: t('namePlaceholder'), maxLength: 100, wide: true },
    {
      name: 'rating',
      label: t('rating'),
      type: 'radio',
      required: true,
      wide: true,
      options: RATINGS.map((rating) => ({ value: String(rating), label: t(`ratings.${rating}`), stars: rating })),
    },
    { name: 'comment', label: t('comment'), type: 'textarea', required: true, maxLength: 2000, minHeight: 140 },
  ]
  return (
    <LeadForm
      form="review"
      endpoint="/api/reviews"
      fields={fields}
      labels={{
        ...(await commonFormLabels(locale)),
        submit: t('submit'),
        submitting: t('submitting'),
        success: t('success'),
        failure: t('failure'),
      }}
      privacyNotice={<PrivacyNotice locale={locale} />}
      locale={locale}
    />
  )
}
