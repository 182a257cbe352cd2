import { getFormatter, getTranslations } from 'next-intl/server'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { PageShell } from '@/components/layout/page-shell'
import { RichText } from '@/components/portable-text/rich-text'
import { Container } from '@/components/ui/container'
import { getLegalPage } from '@/lib/content/loaders'
import { contentRoute, documentOnly } from '@/lib/routing/content-route'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import type { PortableTextBlock } from '@portabletext/types'
import type { Locale } from '@/i18n/routing'

type Kind = 'imprint' | 'privacy' | 'terms'

/** Imprint, privacy policy and terms: one page component over the legal documents of the CMS. */
export function legalPage(kind: Kind) {
  const route = contentRoute({ route: `/${kind}`, fetch: documentOnly((locale) => getLegalPage(locale, kind)) })
  const { alternates } = route

  async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
    const loaded = await route.load(params)
    if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
    const { locale, page } = loaded
    const [format, nav] = await Promise.all([getFormatter({ locale }), getTranslations({ locale, namespace: 'nav' })])
    const path = alternates[locale] ?? ''
    return (
      <PageShell locale={locale} alternates={alternates}>
        <JsonLd
          data={graph(
            webPage({ path, locale, name: page.title, description: page.seo?.description }),
            breadcrumbList([
              { label: nav('home'), href: pathFor(locale, '/') },
              { label: page.title ?? '', href: path },
            ]),
          )}
        />
        <Container className="max-w-3xl py-16 sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{page.title}</h1>
          {page.lastUpdated && (
            <p className="mt-4 text-sm text-ink-600">
              <time dateTime={page.lastUpdated}>{format.dateTime(new Date(page.lastUpdated), { dateStyle: 'long' })}</time>
            </p>
          )}
          <div className="mt-8 text-ink-800">
            <RichText value={page.body as PortableTextBlock[] | null} />
          </div>
        </Container>
      </PageShell>
    )
  }

  return { generateMetadata: route.generateMetadata, Page }
}
