'use client'

import { useErrorCopy } from '@/components/errors/error-copy.client'

/** A translated error boundary: the page stays usable and offers a retry. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const copy = useErrorCopy()
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-4xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-lg text-ink-600">{copy.text}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        {copy.retry}
      </button>
    </main>
  )
}
