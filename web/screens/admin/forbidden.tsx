import { ShieldAlert } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { buttonClassName } from '@/components/ui/button-link'
import type { Locale } from '@/i18n/routing'
import { pageTitle } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'

/**
 * "Access Denied" with status 403, for signed-in people on a page their role may not see: only the admin
 * pages call forbidden() (requireAdmin). The boundary lives beside the admin pages of each language tree
 * and not beside its layout because Next serialises a boundary's view into the payload of every page below
 * it; the public pages need none.
 *
 * A boundary has no metadata of its own, so it writes its title and robots tag itself; the prerendered
 * page that shows the same view (web/screens/access-denied.tsx) has its metadata and passes
 * `withHead={false}`.
 */
export default async function Forbidden({ locale, withHead = true }: { locale: Locale; withHead?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'accessDenied' })
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 sm:py-32">
      {withHead && <title>{pageTitle(t('title'))}</title>}
      {withHead && <meta name="robots" content="noindex" />}
      <ShieldAlert aria-hidden="true" className="size-14 text-red-700" />
      <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
      <p className="mt-6 text-lg leading-relaxed text-ink-700">{t('text')}</p>
      <p className="mt-10 flex flex-wrap gap-4">
        <IntentLink href={pathFor(locale, '/dashboard')} className={buttonClassName('primary')}>
          {t('back')}
        </IntentLink>
        <IntentLink href={pathFor(locale, '/')} className={buttonClassName('secondary')}>
          {t('home')}
        </IntentLink>
      </p>
    </main>
  )
}
