'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { HYDRATED_EVENT, holdEarlyInteractions } from './early-interactions'

/**
 * Puts the inline script of early-interactions.ts into the page's <head> (HTML only: inserted while the
 * server renders the document, so it is not repeated in the RSC payload nor shipped in this component's
 * browser code), and once React has hydrated the page tells it to replay what it held. Rendered last in
 * <body>: its effect runs after those of everything before it (the islands' listeners are in place by
 * then).
 */
export function EarlyInteractions() {
  // Next asks again at every flush of the document and inserts whatever it gets: the script only once.
  const inserted = useRef(false)
  useServerInsertedHTML(() => {
    if (typeof window !== 'undefined' || inserted.current) return null
    inserted.current = true
    return <script key="hold-early-interactions" dangerouslySetInnerHTML={{ __html: holdEarlyInteractions }} />
  })
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
