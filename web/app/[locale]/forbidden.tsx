import { ShieldAlert } from 'lucide-react'
import Link from 'next/link'
import { getLocale, getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { isLocale, routing } from '@/i18n/routing'
import { pageTitle } from '@/lib/metadata'
import { pathFor, staticAlternates } from '@/lib/routing/paths'

/** "Access Denied" with status 403, for signed-in people on a page their role may not see. */
export default async function Forbidden() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : routing.defaultLocale
  const t = await getTranslations({ locale, namespace: 'accessDenied' })
  return (
    <PageShell locale={locale} alternates={staticAlternates('/dashboard')}>
      <title>{pageTitle(t('title'))}</title>
      <meta name="robots" content="noindex" />
      <Container className="py-24 sm:py-32">
        <ShieldAlert aria-hidden="true" className="size-14 text-red-700" />
        <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-700">{t('text')}</p>
        <Link href={pathFor(locale, '/dashboard')} className={buttonClassName('primary', 'mt-10')}>
          {t('back')}
        </Link>
      </Container>
    </PageShell>
  )
}
