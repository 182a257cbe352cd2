import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { Container } from '@/components/ui/container'
import type { Locale } from '@/i18n/routing'
import { pathFor, staticAlternates } from '@/lib/routing/paths'

/** The 404 page's text and the ways onward a lost visitor most likely wants, in one language. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  const links = [
    { label: t('home'), href: pathFor(locale, '/') },
    { label: t('services'), href: pathFor(locale, '/services') },
    { label: t('locations'), href: pathFor(locale, '/locations') },
    { label: t('contact'), href: pathFor(locale, '/contact') },
  ]
  return (
    <Container className="py-24 sm:py-32">
      <p className="font-display text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('heading')}</h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-600">{t('text')}</p>
      <ul className="mt-10 grid max-w-2xl gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} className="onward-link arrow-after">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  )
}

/** The whole 404 page in one language: header, the 404 text with the links onward, footer. */
export function NotFoundView({ locale }: { locale: Locale }) {
  return (
    <PageShell locale={locale} alternates={staticAlternates('/')}>
      <NotFoundContent locale={locale} />
    </PageShell>
  )
}
