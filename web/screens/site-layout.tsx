import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ErrorCopyProvider } from '@/components/errors/error-copy.client'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { CONSENT_SETTINGS_HASH } from '@/lib/consent/consent'
import { RevealObserver } from '@/components/ui/reveal-observer'
import { EarlyInteractions } from '@/components/hydration/early-interactions.client'
import '@/app/globals.css'

/**
 * The body of every page in a language: the layouts of web/app/(de) and web/app/(en) are this with their
 * language (the language is bound there, so next-intl has it already), inside the one root layout
 * (web/app/layout.tsx, `<html lang>` and `<body>`).
 */
export async function SiteLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [t, tError] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getTranslations({ locale, namespace: 'error' })])
  return (
    <>
      {/* No paint before the page's markup is parsed up to the end of the consent banner, the last
          element before the RSC payload: painting a half-parsed header or hero would show part of it and
          then move it (a layout shift), and a banner painted a frame after the page is a second, larger
          paint that Lighthouse takes as the LCP, after every script has loaded. The markup up to there is
          small (the RSC payload follows it), so the first paint waits for no extra round trip. React
          hoists the link into <head>. */}
      <link rel="expect" href={`#${CONSENT_SETTINGS_HASH}`} blocking="render" />
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      {/* No i18n runtime in the browser: client leaves get their strings as props, the error boundary by context. */}
      <ErrorCopyProvider copy={{ title: tError('title'), text: tError('text'), retry: tError('retry') }}>
        {children}
      </ErrorCopyProvider>
      <ConsentBanner locale={locale} />
      <RevealObserver />
      {/* Holds what is pressed before React has hydrated the page, then replays it. */}
      <EarlyInteractions />
    </>
  )
}
