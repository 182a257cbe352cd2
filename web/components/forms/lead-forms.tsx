import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import type { Locale } from '@/i18n/routing'
import { pathFor } from '@/lib/routing/paths'
import type { FieldConfig, LeadFormLabels } from './lead-form.client'
import { LeadForm } from './lead-form.island'

/** Server wrappers: translate every label once and hand the client form plain strings. */
async function formLabels(locale: Locale, form: 'audit' | 'contact'): Promise<LeadFormLabels> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  return {
    ...(await commonFormLabels(locale)),
    submit: t(`${form}.submit`),
    success: t(`${form}.success`),
    failure: t(`${form}.failure`),
  }
}

/** The labels every lead form shares (status, required marker, error messages). */
export async function commonFormLabels(locale: Locale): Promise<Omit<LeadFormLabels, 'submit' | 'success' | 'failure'>> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  return {
    submitting: t('submitting'),
    errorSummary: t('errorSummary'),
    required: t('required'),
    errors: {
      required: t('errors.required'),
      email: t('errors.email'),
      url: t('errors.url'),
      tooLong: t('errors.tooLong', { max: '{max}' }),
      phone: t('errors.phone'),
      date: t('errors.date'),
      dateRange: t('errors.dateRange'),
      timeSlot: t('errors.timeSlot'),
      rating: t('errors.rating'),
    },
  }
}

export async function PrivacyNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  return t.rich('privacyNotice', {
    link: (chunks) => (
      <Link href={pathFor(locale, '/privacy')} prefetch={false} className="font-medium text-brand-800 underline">
        {chunks}
      </Link>
    ),
  })
}

async function nameAndEmailFields(locale: Locale): Promise<FieldConfig[]> {
  const t = await getTranslations({ locale, namespace: 'forms' })
  return [
    { name: 'firstName', label: t('firstName'), type: 'text', required: true, autoComplete: 'given-name', maxLength: 100 },
    { name: 'lastName', label: t('lastName'), type: 'text', required: true, autoComplete: 'family-name', maxLength: 100 },
    { name: 'email', label: t('email'), type: 'email', required: true, autoComplete: 'email', maxLength: 254 },
  ]
}

export async function AuditForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const fields: FieldConfig[] = [
    ...(await nameAndEmailFields(locale)),
    {
      name: 'website',
      label: t('website'),
      type: 'url',
      inputMode: 'url',
      required: true,
      autoComplete: 'url',
      placeholder: t('websitePlaceholder'),
      maxLength: 300,
    },
    { name: 'subject', label: t('subject'), type: 'text', required: false, maxLength: 200, wide: true },
    { name: 'message', label: t('messageOptional'), type: 'textarea', required: false, maxLength: 5000, minHeight: 120 },
  ]
  return (
    <LeadForm
      form="audit"
      endpoint="/api/audit-request"
      fields={fields}
      labels={await formLabels(locale, 'audit')}
      privacyNotice={<PrivacyNotice locale={locale} />}
      locale={locale}
    />
  )
}

export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'forms' })
  const fields: FieldConfig[] = [
    ...(await nameAndEmailFields(locale)),
    { name: 'phone', label: t('phone'), type: 'tel', required: false, autoComplete: 'tel', maxLength: 40 },
    { name: 'message', label: t('message'), type: 'textarea', required: true, maxLength: 5000, minHeight: 140 },
  ]
  return (
    <LeadForm
      form="contact"
      endpoint="/api/contact"
      fields={fields}
      labels={await formLabels(locale, 'contact')}
      privacyNotice={<PrivacyNotice locale={locale} />}
      locale={locale}
    />
  )
}
