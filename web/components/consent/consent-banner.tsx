import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CONSENT_SETTINGS_HASH } from '@/lib/consent/consent'
import { pathFor } from '@/lib/routing/paths'
import { privatePathPrefixes } from '@/lib/seo/public-pages'
import { ConsentBanner as ConsentBannerClient } from './consent-banner.island'
import { hideBannerWhenDecided, showBannerWhenParsed } from './inline-scripts'

export async function ConsentBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'consent' })
  // The footer's "cookie settings" link targets this element (#cookie-settings), which holds the banner.
  return (
    <div id={CONSENT_SETTINGS_HASH}>
      <script dangerouslySetInnerHTML={{ __html: hideBannerWhenDecided }} />
      <ConsentBannerClient
        locale={locale}
        privacyHref={pathFor(locale, '/privacy')}
        consentFreePrefixes={privatePathPrefixes()}
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
      <script dangerouslySetInnerHTML={{ __html: showBannerWhenParsed }} />
    </div>
  )
}
