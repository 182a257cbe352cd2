import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { MEETING_TIME_SLOTS } from '@/lib/forms/schemas'
import type { FieldConfig } from './lead-form.client'
import { LeadForm } from './lead-form.island'
import { commonFormLabels, PrivacyNotice } from './lead-forms'

/**
 * Meeting request (embedded in blog articles): name, e-mail, phone, preferred day and time slot
 * (morning 9–12, afternoon 12–17, evening 17–20), message. Validated with `meetingRequestSchema` in the
 * browser and posted as JSON to `/api/meeting-request`.
 */
export async function MeetingForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog.meeting' })
  const fields: FieldConfig[] = [
    { name: 'name', label: t('name'), type: 'text', required: true, autoComplete: 'name', maxLength: 200 },
    { name: 'email', label: t('email'), type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
    { name: 'phone', label: t('phone'), type: 'tel', required: false, autoComplete: 'tel', maxLength: 40 },
    { name: 'preferredDate', label: t('preferredDate'), type: 'date', required: true },
    {
      name: 'timeSlot',
      label: t('timeSlot'),
      type: 'radio',
      required: true,
      wide: true,
      options: MEETING_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`timeSlots.${slot}`) })),
    },
    { name: 'message', label: t('message'), type: 'textarea', required: false, maxLength: 5000, minHeight: 120 },
  ]
  return (
    <LeadForm
      form="meeting"
      endpoint="/api/meeting-request"
      fields={fields}
      labels={{ ...(await commonFormLabels(locale)), submit: t('submit'), success: t('success'), failure: t('failure') }}
      privacyNotice={<PrivacyNotice locale={locale} />}
      locale={locale}
    />
  )
}
