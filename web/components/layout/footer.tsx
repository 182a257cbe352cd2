import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CONSENT_SETTINGS_HASH } from '@/lib/consent/consent'
import { getLayoutContent } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { openingHoursLines } from '@/components/ui/opening-hours'
import { type FooterLink, FooterView } from './footer-view.client'

/** Service and city pages the footer links to (spec: four services, five locations). */
const FOOTER_SERVICES = ['service-local-seo', 'service-technical-seo', 'service-content-marketing', 'service-seo-audit']
const FOOTER_CITIES = ['city-berlin', 'city-hamburg', 'city-munich', 'city-frankfurt', 'city-cologne']

export async function Footer({ locale }: { locale: Locale }) {
  const [t, nav, content] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getLayoutContent(locale),
  ])
  const settings = content.settings
  const services = FOOTER_SERVICES.flatMap((id): FooterLink[] => {
    const service = content.services.find((candidate) => candidate._id === id)
    return service?.slug && service.title ? [[service.title, pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } })]] : []
  })
  const cities = FOOTER_CITIES.flatMap((id): FooterLink[] => {
    const city = content.cities.find((candidate) => candidate._id === id)
    return city?.slug && city.name ? [[city.name, pathFor(locale, { pathname: '/locations/[city]', params: { city: city.slug } })]] : []
  })
  const company: FooterLink[] = [
    [t('reviews'), pathFor(locale, '/reviews')],
    [nav('about'), pathFor(locale, '/about')],
    [nav('portfolio'), pathFor(locale, '/portfolio')],
    [nav('blog'), pathFor(locale, '/blog')],
    [t('contact'), pathFor(locale, '/contact')],
    [t('customerPortal'), pathFor(locale, '/login')],
  ]
  const legal: FooterLink[] = [
    [t('imprint'), pathFor(locale, '/imprint')],
    [t('privacy'), pathFor(locale, '/privacy')],
    [t('terms'), pathFor(locale, '/terms')],
    // Reopens the consent banner's settings (web/components/consent/consent-banner.client.tsx).
    [t('cookieSettings'), `#${CONSENT_SETTINGS_HASH}`],
  ]

  return (
    <FooterView
      data={{
        company: settings?.companyName ?? 'Lokalsicht',
        text: settings?.footerText ?? null,
        contact: settings
          ? {
              legalName: settings.legalName,
              street: `${settings.address?.street}, ${settings.address?.postalCode} ${settings.address?.city}`,
              phone: settings.phone,
              phoneE164: settings.phoneE164,
              email: settings.email,
              hoursLabel: t('hours'),
              hours: (await openingHoursLines(locale, settings.openingHours)).map((line) => line.text),
            }
          : null,
        columns: [
          [t('services'), services],
          [t('locations'), cities],
          [t('company'), company],
          [t('legal'), legal],
        ],
        rights: t('rights', { year: new Date().getFullYear(), company: settings?.legalName ?? 'Lokalsicht GmbH' }),
      }}
    />
  )
}
