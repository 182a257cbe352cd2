import type { ReactNode } from 'react'
import { PageShell } from '@/components/layout/page-shell'
import { Container } from '@/components/ui/container'
import type { Locale } from '@/i18n/routing'
import type { Alternates } from '@/lib/routing/paths'

/** The frame of the sign-in pages: the site's header and footer around one card. */
export function AuthPage({
  locale,
  alternates,
  heading,
  intro,
  notice,
  aside,
  children,
}: {
  locale: Locale
  alternates: Alternates
  heading: string
  intro?: ReactNode
  notice?: string | null
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <PageShell locale={locale} alternates={alternates}>
      <Container className="py-12 sm:py-20">
        <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <section aria-labelledby="auth-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-10">
            <h1 id="auth-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {heading}
            </h1>
            {intro && <p className="mt-3 mb-8 leading-relaxed text-ink-600">{intro}</p>}
            {notice && (
              <p role="status" className="mb-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
                {notice}
              </p>
            )}
            {children}
          </section>
          {aside && <div>{aside}</div>}
        </div>
      </Container>
    </PageShell>
  )
}
