'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import {
  CONSENT_BANNER_VERSION,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_SETTINGS_HASH,
  type ConsentChoices,
  parseConsent,
  readConsent,
  serializeConsent,
} from '@/lib/consent/consent'
import { CONSENT_NOT_ASKED_CLASS, isConsentFreePath } from '@/lib/consent/consent-free-paths'

export interface ConsentBannerLabels {
  heading: string
  text: string
  privacyLink: string
  acceptAll: string
  rejectAll: string
  settings: string
  settingsHeading: string
  save: string
  alwaysOn: string
  necessary: { title: string; text: string }
  externalMedia: { title: string; text: string }
}

type View = 'banner' | 'settings' | 'closed'

/** Accept and reject look the same: neither choice is nudged (DSK guidance on consent banners). */
const choiceButton = 'consent-button consent-button-choice'
const quietButton = 'consent-button consent-button-quiet'

function saveConsent(choices: ConsentChoices, locale: string) {
  const visitorId = readConsent()?.visitorId ?? crypto.randomUUID()
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${serializeConsent({ version: CONSENT_BANNER_VERSION, visitorId, choices })}; Max-Age=${CONSENT_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`
  document.documentElement.classList.add('consent-given')
  void fetch('/api/consent', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ visitorId, bannerVersion: CONSENT_BANNER_VERSION, choices, locale }),
  }).catch(() => {})
  window.dispatchEvent(new CustomEvent<ConsentChoices>(CONSENT_CHANGE_EVENT, { detail: choices }))
}

/**
 * The consent banner. Server-rendered visible (so it paints with the page); an inline script in the
 * layout hides it before paint when a valid choice is stored. "Cookie settings" in the footer links to
 * #cookie-settings, which reopens it with the per-category settings.
 */
function subscribe(callback: () => void) {
  window.addEventListener(CONSENT_CHANGE_EVENT, callback)
  window.addEventListener('hashchange', callback)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, callback)
    window.removeEventListener('hashchange', callback)
  }
}
const cookieSnapshot = () => document.cookie
const hashSnapshot = () => location.hash
const serverSnapshot = () => ''

export function ConsentBanner({
  labels,
  privacyHref,
  locale,
  consentFreePrefixes,
}: {
  labels: ConsentBannerLabels
  privacyHref: string
  locale: string
  /** The private sections, where the banner does not ask (web/lib/consent/consent-free-paths.ts). */
  consentFreePrefixes: string[]
}) {
  const id = useId()
  const consentFree = isConsentFreePath(usePathname(), consentFreePrefixes)
  // The server renders the undecided banner; the browser knows the cookie and the URL fragment.
  const stored = parseConsent(useSyncExternalStore(subscribe, cookieSnapshot, serverSnapshot))
  const hashOpensSettings = useSyncExternalStore(subscribe, hashSnapshot, serverSnapshot) === `#${CONSENT_SETTINGS_HASH}`
  const [settingsRequested, setSettingsRequested] = useState(false)
  const [externalMediaDraft, setExternalMediaDraft] = useState<boolean | null>(null)
  const settingsHeading = useRef<HTMLHeadingElement>(null)

  const view: View = settingsRequested || hashOpensSettings ? 'settings' : stored || consentFree ? 'closed' : 'banner'

  // The inline script set the class for the first page; client navigations change it here.
  useEffect(() => {
    document.documentElement.classList.toggle(CONSENT_NOT_ASKED_CLASS, consentFree)
  }, [consentFree])
  const externalMedia = externalMediaDraft ?? stored?.choices.externalMedia ?? false

  useEffect(() => {
    // Client-side navigation to the fragment uses pushState (no hashchange), so clicks are caught too.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[href$="#${CONSENT_SETTINGS_HASH}"]`)
      if (!link) return
      event.preventDefault()
      setExternalMediaDraft(null)
      setSettingsRequested(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (view === 'settings') settingsHeading.current?.focus()
  }, [view])

  const decide = (choices: ConsentChoices) => {
    if (location.hash === `#${CONSENT_SETTINGS_HASH}`) history.replaceState(null, '', location.pathname + location.search)
    setSettingsRequested(false)
    setExternalMediaDraft(null)
    saveConsent(choices, locale)
  }

  if (view === 'closed') return null
  const headingId = `${id}-heading`
  return (
    <section
      data-consent-banner=""
      data-view={view}
      aria-labelledby={headingId}
      className="consent-banner"
    >
      {view === 'banner' ? (
        <>
          <h2 id={headingId} className="font-display text-lg font-bold text-ink-950">
            {labels.heading}
          </h2>
          <p className="mt-2 text-sm leading-relaxed">
            {`${labels.text} `}
            <a href={privacyHref} className="font-medium text-brand-800 underline">
              {labels.privacyLink}
            </a>
          </p>
        </>
      ) : (
        <>
          <h2 id={headingId} ref={settingsHeading} tabIndex={-1} className="font-display text-lg font-bold text-ink-950 focus:outline-none">
            {labels.settingsHeading}
          </h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="rounded-xl bg-ink-50 p-3">
              <div className="flex items-center justify-between gap-3 font-semibold text-ink-950">
                <span>{labels.necessary.title}</span>
                <span className="text-xs font-medium text-ink-600">{labels.alwaysOn}</span>
              </div>
              <p className="mt-1 leading-relaxed">{labels.necessary.text}</p>
            </li>
            <li className="rounded-xl bg-ink-50 p-3">
              <div className="flex items-center gap-3">
                <input
                  id={`${id}-external-media`}
                  type="checkbox"
                  checked={externalMedia}
                  onChange={(event) => setExternalMediaDraft(event.target.checked)}
                  aria-describedby={`${id}-external-media-text`}
                  className="size-5 accent-brand-700"
                />
                <label htmlFor={`${id}-external-media`} className="font-semibold text-ink-950">
                  {labels.externalMedia.title}
                </label>
              </div>
              <p id={`${id}-external-media-text`} className="mt-1 leading-relaxed">
                {labels.externalMedia.text}
              </p>
            </li>
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={choiceButton} onClick={() => decide({ externalMedia: true })}>
          {labels.acceptAll}
        </button>
        <button type="button" className={choiceButton} onClick={() => decide({ externalMedia: false })}>
          {labels.rejectAll}
        </button>
        {view === 'banner' ? (
          <button type="button" className={quietButton} onClick={() => setSettingsRequested(true)}>
            {labels.settings}
          </button>
        ) : (
          <button type="button" className={quietButton} onClick={() => decide({ externalMedia })}>
            {labels.save}
          </button>
        )}
      </div>
    </section>
  )
}
