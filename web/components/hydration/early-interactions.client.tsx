'use client'

import { useEffect } from 'react'
import { HYDRATED_EVENT } from './early-interactions'

/**
 * Tells the inline script of early-interactions.ts that React has hydrated the page, so that it replays
 * what it held. Rendered last in <body>: its effect runs after those of everything before it (the
 * islands' listeners are in place by then).
 */
export function HydratedSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
