import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { isLocale, routing } from '@/i18n/routing'
import { siteUrl } from '@/lib/site-url'
import { ErrorCopyProvider } from '@/components/errors/error-copy.client'
import { ConsentBanner } from '@/components/consent/consent-banner'
import { CONSENT_SETTINGS_HASH } from '@/lib/consent/consent'
import { RevealObserver } from '@/components/ui/reveal-observer'
import { EarlyInteractions } from '@/components/hydration/early-interactions.client'
import { inter, jakarta } from '../fonts'
import '../globals.css'

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }))
}

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: 'Lokalsicht',
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const [t, tError] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getTranslations({ locale, namespace: 'error' })])
  return (
    <html lang={locale} className={`${inter.variable} ${jakarta.variable}`}>
      <body>
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
      </body>
    </html>
  )
}
