import 'server-only'
import type { Locale } from '@/i18n/routing'
import type { LayoutQueryResult } from '@/lib/content/sanity.types'
import { pathFor } from '@/lib/routing/paths'
import { getTranslations } from 'next-intl/server'
import { type NavItem, navMenu } from './nav-menu'

/** The header's navigation, built once on the server; client leaves receive it as plain data. */
export async function buildNavigation(locale: Locale, content: LayoutQueryResult): Promise<NavItem[]> {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const services = content.services.flatMap((service) =>
    service.slug && service.title
      ? [{ label: service.title, href: pathFor(locale, { pathname: '/services/[slug]', params: { slug: service.slug } }) }]
      : [],
  )
  const cities = content.cities.flatMap((city) =>
    city.slug && city.name
      ? [{ label: city.name, href: pathFor(locale, { pathname: '/locations/[city]', params: { city: city.slug } }) }]
      : [],
  )
  return [
    { label: t('home'), href: pathFor(locale, '/') },
    { label: t('about'), href: pathFor(locale, '/about') },
    { label: t('team'), href: pathFor(locale, '/team') },
    {
      label: t('services'),
      href: pathFor(locale, '/services'),
      menu: navMenu({ label: t('allServices'), href: pathFor(locale, '/services') }, services),
    },
    { label: t('portfolio'), href: pathFor(locale, '/portfolio') },
    {
      label: t('locations'),
      href: pathFor(locale, '/locations'),
      menu: navMenu({ label: t('allLocations'), href: pathFor(locale, '/locations') }, cities),
    },
    { label: t('blog'), href: pathFor(locale, '/blog') },
    { label: t('contact'), href: pathFor(locale, '/contact') },
  ]
}
