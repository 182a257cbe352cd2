import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getFormatter, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { RichText } from '@/components/portable-text/rich-text'
import { Container } from '@/components/ui/container'
import { isLocale } from '@/i18n/routing'
import { getLegalPage } from '@/lib/content/loaders'
import { pageMetadata } from '@/lib/metadata'
import { staticAlternates } from '@/lib/routing/paths'
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
    const format = await getFormatter({ locale })
    return (
      <PageShell locale={locale} alternates={alternates}>
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
