import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { RichText } from '@/components/portable-text/rich-text'
import { Container } from '@/components/ui/container'
import { isLocale } from '@/i18n/routing'
import { getLegalPage } from '@/lib/content/loaders'
import { pageMetadata } from '@/lib/metadata'
import { pathFor, staticAlternates } from '@/lib/routing/paths'
import { breadcrumbList, graph, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import type { PortableTextBlock } from '@portabletext/types'

type Kind = 'imprint' | 'privacy' | 'terms'

/** Imprint, privacy policy and terms: one page component over the legal documents of the CMS. */
export function legalPage(kind: Kind) {
  const alternates = staticAlternates(`/${kind}`)

  async function load(params: Promise<{ locale: string }>) {
    const { locale } = await params
    if (!isLocale(locale)) notFound()
    setRequestLocale(locale)
    const page = await getLegalPage(locale, kind)
    if (!page) notFound()
    return { locale, page }
  }

  async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale, page } = await load(params)
    return pageMetadata(locale, page.seo, alternates)
  }

  async function Page({ params }: { params: Promise<{ locale: string }> }) {
    const { locale, page } = await load(params)
    setRequestLocale(locale)
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

  return { generateMetadata, Page }
}
