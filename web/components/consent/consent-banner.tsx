import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CONSENT_BANNER_VERSION, CONSENT_COOKIE, CONSENT_SETTINGS_HASH } from '@/lib/consent/consent'
import { pathFor } from '@/lib/routing/paths'
import { ConsentBanner as ConsentBannerClient } from './consent-banner.client'

/** Hides the server-rendered banner before the first paint when a valid choice is stored. */
const hideWhenDecided = `try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=${CONSENT_BANNER_VERSION.replace(/[-.]/g, '\\$&')}\\./.test(document.cookie))document.documentElement.classList.add('consent-given')}catch(e){}`

/**
 * Runs once the parser has read the whole banner. Until then the banner stays invisible (globals.css):
 * a paint while the banner is half parsed would show it shorter, and as it is pinned to the bottom its
 * top would then jump up (a layout shift). Without JavaScript the banner is shown as is.
 */
const showWhenParsed = `document.documentElement.classList.add('consent-parsed')`

export async function ConsentBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consent' })
  // The footer's "cookie settings" link targets this element (#cookie-settings), which holds the banner.
  return (
    <div id={CONSENT_SETTINGS_HASH}>
      <script dangerouslySetInnerHTML={{ __html: hideWhenDecided }} />
      <ConsentBannerClient
        locale={locale}
        privacyHref={pathFor(locale, '/privacy')}
        labels={{
          heading: t('heading'),
          text: t('text'),
          privacyLink: t('privacyLink'),
          acceptAll: t('acceptAll'),
          rejectAll: t('rejectAll'),
          settings: t('settings'),
          settingsHeading: t('settingsHeading'),
          save: t('save'),
          alwaysOn: t('alwaysOn'),
          necessary: { title: t('categories.necessary.title'), text: t('categories.necessary.text') },
          externalMedia: { title: t('categories.externalMedia.title'), text: t('categories.externalMedia.text') },
        }}
      />
      <script dangerouslySetInnerHTML={{ __html: showWhenParsed }} />
    </div>
  )
}
