'use client'

import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { CONSENT_CHANGE_EVENT, parseConsent } from '@/lib/consent/consent'

function subscribe(callback: () => void) {
  window.addEventListener(CONSENT_CHANGE_EVENT, callback)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, callback)
}
const cookieSnapshot = () => document.cookie
// The server (and hydration) always renders the placeholder: it cannot know the visitor's choice.
const serverSnapshot = () => ''

/**
 * Two-click map: a local placeholder (rendered by the server and passed in as `children`) with a "Load
 * map" button. Only after that click, or when the visitor has allowed external media in the consent
 * banner, is OpenStreetMap's iframe rendered, so no request reaches OpenStreetMap before. The click
 * counts for this view only; a lasting choice is made in the cookie settings.
 */
export function TwoClickMap({ src, title, loadLabel, children }: { src: string; title: string; loadLabel: string; children: ReactNode }) {
  const allowed = parseConsent(useSyncExternalStore(subscribe, cookieSnapshot, serverSnapshot))?.choices.externalMedia === true
  const [clicked, setClicked] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  // The button disappears with the click; focus moves to the map instead of falling back to the page.
  useEffect(() => {
    if (clicked) frame.current?.focus()
  }, [clicked])
  // Once the map's page has loaded (another site, in a process of its own), the focus is confirmed on
  // it, unless the visitor has moved on meanwhile: Chromium may drop it while the frame changes process.
  const keepFocusOnMap = () => {
    const active = document.activeElement
    if (clicked && (active === frame.current || active === document.body || active === null)) frame.current?.focus()
  }

  if (allowed || clicked) {
    return (
      <iframe
        ref={frame}
        onLoad={keepFocusOnMap}
        src={src}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        className="block aspect-[4/3] w-full rounded-3xl border-0 bg-ink-100 shadow-sm ring-1 ring-ink-100 sm:aspect-[16/10]"
        data-testid="map-frame"
      />
    )
  }
  return (
    <div
      data-testid="map-placeholder"
      className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-3xl bg-[linear-gradient(135deg,var(--color-brand-50),var(--color-ink-100))] p-6 text-center ring-1 ring-ink-200 sm:aspect-[16/10] sm:p-10"
    >
      {children}
      <button
        type="button"
        onClick={() => setClicked(true)}
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {loadLabel}
      </button>
    </div>
  )
}
