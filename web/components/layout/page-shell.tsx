import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import type { Alternates } from '@/lib/routing/paths'
import { contentConfig } from '@/lib/content/config'
import { Footer } from './footer'
import { Header } from './header'
import { LiveContent } from './live-content.client'

/**
 * Header, main and footer of every public page. Pages pass their alternates (their own path in each
 * language), so the language switch lands on the same page, even where slugs differ per language.
 * With the local Content Lake the page follows published changes while it is open (LiveContent). (An
 * editor's draft preview gets its click-to-edit overlays from the root layout, web/app/layout.tsx.)
 */
export function PageShell({ locale, alternates, children }: { locale: Locale; alternates: Alternates; children: ReactNode }) {
  return (
    <>
      <Header locale={locale} alternates={alternates} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer locale={locale} />
      {contentConfig.source === 'local' ? <LiveContent /> : null}
    </>
  )
}
