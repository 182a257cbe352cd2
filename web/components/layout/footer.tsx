import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CONSENT_SETTINGS_HASH } from '@/lib/consent/consent'
import { getLayoutContent } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { Container } from '@/components/ui/container'
import { OpeningHours } from '@/components/ui/opening-hours'
import { Logo } from './logo'

/** Service and city pages the footer links to (spec: four services, five locations). */
const FOOTER_SERVICES = ['service-local-seo', 'service-technical-seo', 'service-content-marketing', 'service-seo-audit']
const FOOTER_CITIES = ['city-berlin', 'city-hamburg', 'city-munich', 'city-frankfurt', 'city-cologne']

function FooterColumn({ heading, links }: { heading: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="footer-heading">{heading}</h2>
      <ul className="footer-links">
        {/* Index keys: a fixed list, and each key is written into every page's payload. */}
        {links.map((link, index) => (
          <li key={index}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export async function Footer({ locale }: { locale: Locale }) {
  const [t, nav, content] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'nav' }),
    getLayoutContent(locale),
  ])
  const settings = content.settings
  const services = FOOTER_SERVICES.flatMap((id) => {
    const service = content.services.find((candidate) => candidate._id === id)
    return service?.slug && service.title
      ? [{ label: service.title, href: pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } }) }]
      : []
  })
  const cities = FOOTER_CITIES.flatMap((id) => {
    const city = content.cities.find((candidate) => candidate._id === id)
    return city?.slug && city.name
      ? [{ label: city.name, href: pathFor(locale, { pathname: '/locations/[city]', params: { city: city.slug } }) }]
      : []
  })
  const company = [
    { label: t('reviews'), href: pathFor(locale, '/reviews') },
    { label: nav('about'), href: pathFor(locale, '/about') },
    { label: nav('portfolio'), href: pathFor(locale, '/portfolio') },
    { label: nav('blog'), href: pathFor(locale, '/blog') },
    { label: t('contact'), href: pathFor(locale, '/contact') },
    { label: t('customerPortal'), href: pathFor(locale, '/login') },
  ]
  const legal = [
    { label: t('imprint'), href: pathFor(locale, '/imprint') },
    { label: t('privacy'), href: pathFor(locale, '/privacy') },
    { label: t('terms'), href: pathFor(locale, '/terms') },
    // Reopens the consent banner's settings (web/components/consent/consent-banner.client.tsx).
    { label: t('cookieSettings'), href: `#${CONSENT_SETTINGS_HASH}` },
  ]

  return (
    <footer id="site-footer" className="bg-ink-950 text-ink-300">
      <Container className="footer-grid">
        <div>
          <Logo name={settings?.companyName ?? 'Lokalsicht'} inverted />
          {settings?.footerText && <p className="mt-4 max-w-sm leading-relaxed">{settings.footerText}</p>}
          {settings && (
            <address className="mt-6 space-y-1 not-italic">
              <p>{settings.legalName}</p>
              <p>
                {settings.address?.street}, {settings.address?.postalCode} {settings.address?.city}
              </p>
              <p>
                <a href={`tel:${settings.phoneE164}`} className="hover:text-white">
                  {settings.phone}
                </a>
              </p>
              <p>
                <a href={`mailto:${settings.email}`} className="hover:text-white">
                  {settings.email}
                </a>
              </p>
              <div className="pt-2">
                <span className="sr-only">{t('hours')}: </span>
                <OpeningHours locale={locale} hours={settings.openingHours} />
              </div>
            </address>
          )}
        </div>
        <FooterColumn heading={t('services')} links={services} />
        <FooterColumn heading={t('locations')} links={cities} />
        <FooterColumn heading={t('company')} links={company} />
        <FooterColumn heading={t('legal')} links={legal} />
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-ink-300">
          {t('rights', { year: new Date().getFullYear(), company: settings?.legalName ?? 'Lokalsicht GmbH' })}
        </Container>
      </div>
    </footer>
  )
}
