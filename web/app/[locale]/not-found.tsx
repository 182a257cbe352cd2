import { ArrowRight } from 'lucide-react'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { Container } from '@/components/ui/container'
import { isLocale, routing, type Locale } from '@/i18n/routing'
import { pageTitle } from '@/lib/metadata'
import { pathFor, staticAlternates } from '@/lib/routing/paths'

/** The 404 page in one language, with the ways onward a lost visitor most likely wants. */
async function NotFoundPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const links = [
    { label: t('home'), href: pathFor(locale, '/') },
    { label: t('services'), href: pathFor(locale, '/services') },
    { label: t('locations'), href: pathFor(locale, '/locations') },
    { label: t('contact'), href: pathFor(locale, '/contact') },
  ]
  return (
    <PageShell locale={locale} alternates={staticAlternates('/')}>
      <title>{pageTitle(t('title'))}</title>
      <Container className="py-24 sm:py-32">
        <p className="font-display text-6xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('heading')}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-600">{t('text')}</p>
        <ul className="mt-10 grid max-w-2xl gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex items-center justify-between rounded-2xl border border-ink-100 px-5 py-4 font-semibold text-ink-900 hover:border-brand-300 hover:bg-brand-50"
              >
                {link.label}
                <ArrowRight aria-hidden="true" className="size-5 text-brand-700" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </PageShell>
  )
}

/**
 * The localized 404 page (status 404). Not-found components get no params; the locale layout has set
 * the request's locale (setRequestLocale) before this renders, so `getLocale()` reads it without
 * touching request headers and the page stays static. Only the URL's language is rendered, so every
 * page's payload carries one 404 view, not two.
 */
export default async function NotFound() {
  const locale = await getLocale()
  return <NotFoundPage locale={isLocale(locale) ? locale : routing.defaultLocale} />
}
