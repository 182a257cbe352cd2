'use client'

import { useTranslations } from 'next-intl'

/** A translated error boundary: the page stays usable and offers a retry. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('error')
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-4xl font-bold">{t('title')}</h1>
      <p className="mt-4 text-lg text-ink-600">{t('text')}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {t('retry')}
      </button>
    </main>
  )
}
