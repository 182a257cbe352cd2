'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Keeps an open public page current: once the page is idle, it listens to the site's content events
 * (/api/content/live) and, when a change is published (or, in an editor's draft preview, a draft
 * changes), asks the server for the page again (`router.refresh()`: the new content, no reload, the
 * scroll position and what was typed kept). EventSource reconnects by itself after a network loss.
 */
export function LiveContent() {
  const router = useRouter()
  useEffect(() => {
    let events: EventSource | null = null
    const connect = () => {
      events = new EventSource('/api/content/live')
      events.addEventListener('message', () => router.refresh())
    }
    // Not before the page has loaded and settled: nothing here is needed for the first paint.
    const idle = window.requestIdleCallback ? window.requestIdleCallback(connect, { timeout: 5_000 }) : window.setTimeout(connect, 2_000)
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      events?.close()
    }
  }, [router])
  return null
}
