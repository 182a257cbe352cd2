import { getTranslations } from 'next-intl/server'
import { AuditForm, ContactForm } from '@/components/forms/lead-forms'
import { MeetingForm } from '@/components/forms/meeting-form'
import type { Locale } from '@/i18n/routing'

export type ArticleFormType = 'contact' | 'audit' | 'meeting'

const FORMS = { contact: ContactForm, audit: AuditForm, meeting: MeetingForm }

/** The form an article embeds (its `formType` in the CMS), with a heading and a short invitation. */
export async function ArticleForm({ type, locale }: { type: string | null | undefined; locale: Locale }) {
  if (type !== 'contact' && type !== 'audit' && type !== 'meeting') return null
  const t = await getTranslations({ locale, namespace: 'blog.form' })
  const Form = FORMS[type]
  return (
    <section id="article-form" aria-labelledby="article-form-heading" data-form-type={type} className="bg-ink-50 py-16 sm:py-20">
      <div className="mx-auto w-full max-w-3xl px-4 sm:px-6">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-10">
          <h2 id="article-form-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t(`${type}.heading`)}
          </h2>
          <p className="mt-3 mb-8 text-lg leading-relaxed text-ink-600">{t(`${type}.text`)}</p>
          <Form locale={locale} />
        </div>
      </div>
    </section>
  )
}
