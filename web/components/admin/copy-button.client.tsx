'use client'

import { useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * Copies a text to the clipboard. Rendered hidden in the server's HTML and shown once hydrated, so it
 * only appears where it can work; without JavaScript the text is selected and copied by hand.
 */
export function CopyButton({ text, labels }: { text: string; labels: { copy: string; copied: string; failed: string } }) {
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false)
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setOutcome('copied')
    } catch {
      setOutcome('failed')
    }
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-3" hidden={!interactive}>
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-11 items-center rounded-full bg-ink-900 px-5 font-semibold text-white hover:bg-ink-800"
      >
        {outcome === 'copied' ? labels.copied : labels.copy}
      </button>
      <span role="status" className="text-sm text-ink-700">
        {outcome === 'failed' ? labels.failed : ''}
      </span>
    </span>
  )
}
