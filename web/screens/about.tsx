import { MessageCircle } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { PageHero } from '@/components/sections/page-hero'
import { StatList } from '@/components/sections/stat-list'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { Section } from '@/components/ui/section'
import { chatUrl } from '@/lib/contact'
import { getAboutPage, getLayoutContent } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute, documentOnly } from '@/lib/routing/content-route'
import type { ScreenProps } from '@/lib/routing/screen'

const aboutRoute = contentRoute({
  route: '/about',
  fetch: documentOnly(getAboutPage),
})
const { alternates } = aboutRoute

export const generateMetadata = aboutRoute.generateMetadata

/** A heading with its lead on one side, the body's paragraphs (split on blank lines) on the other. */
function StorySection({
  id,
  section,
  tone = 'white',
}: {
  id: string
  section: { heading: string | null; text: string | null; body: string | null } | null
  tone?: 'white' | 'muted'
}) {
  if (!section?.heading) return null
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={tone === 'muted' ? 'bg-ink-50 py-16 sm:py-24' : 'py-16 sm:py-24'}>
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div data-reveal>
          <h2 id={`${id}-heading`} className="section-heading">
            {section.heading}
          </h2>
          {section.text && <p className="mt-4 text-xl leading-relaxed text-ink-700">{section.text}</p>}
        </div>
        <div data-reveal style={{ '--reveal-index': 1 } as React.CSSProperties}>
          {section.body?.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} className="mb-4 text-lg leading-relaxed text-ink-600">
              {paragraph}
            </p>
          ))}
        </div>
      </Container>
    </section>
  )
}

/** About us: story, mission, the agency's figures, three values, and ways to get in touch. */
export default async function AboutPage({ params }: ScreenProps) {
  const loaded = await aboutRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page } = loaded
  const [t, nav, landing, { settings }] = await Promise.all([
    getTranslations({ locale, namespace: 'about' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'landing' }),
    getLayoutContent(locale),
  ])
  const contactHref = pathFor(locale, '/contact')
  const chat = chatUrl(settings?.chatNumber)
  const crumbs = [
    { label: nav('home'), href: pathFor(locale, '/') },
    { label: nav('about'), href: pathFor(locale, '/about') },
  ]
  const chatLink = (variant: 'secondary' | 'ghost') =>
    chat && (
      <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClassName(variant)}>
        <MessageCircle aria-hidden="true" className="size-5" />
        {landing('chatCta')}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    )

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'AboutPage' }), breadcrumbList(crumbs))} />
      <PageHero hero={page.hero} crumbs={crumbs} breadcrumbLabel={landing('breadcrumb')}>
        <a href={contactHref} className={buttonClassName('primary')}>
          {t('contactCta')}
        </a>
        {chatLink('secondary')}
      </PageHero>

      <StorySection id="story" section={page.story} />

      <StorySection id="mission" section={page.mission} tone="muted" />

      <section aria-label={t('statsLabel')} className="border-y border-ink-100 bg-white py-12">
        <Container>
          <StatList stats={page.stats} claims={settings?.claims} locale={locale} />
        </Container>
      </section>

      <Section id="values" heading={t('valuesHeading')}>
        <FeatureGrid items={page.values} columns={3} />
        <p className="mt-10 text-center">
          <a href={pathFor(locale, '/team')} className={buttonClassName('secondary')}>
            {t('meetTeam')}
          </a>
        </p>
      </Section>

      <ClosingCta locale={locale} heading={page.cta?.heading} text={page.cta?.text}>
        <a href={contactHref} className={buttonClassName('light')}>
          {page.cta?.buttonLabel || t('contactCta')}
        </a>
        {chatLink('ghost')}
      </ClosingCta>
    </PageShell>
  )
}
