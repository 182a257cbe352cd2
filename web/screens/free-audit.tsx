import { getTranslations } from 'next-intl/server'
import { AuditForm } from '@/components/forms/lead-forms'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { FeatureGrid } from '@/components/sections/feature-grid'
import { IntroHero } from '@/components/sections/intro-hero'
import { ProcessSteps } from '@/components/sections/process-steps'
import { buttonClassName } from '@/components/ui/button-link'
import { Section } from '@/components/ui/section'
import { getFreeAuditPage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, howTo, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute, documentOnly } from '@/lib/routing/content-route'
import type { ScreenProps } from '@/lib/routing/screen'

const freeAuditRoute = contentRoute({
  route: '/free-audit',
  fetch: documentOnly(getFreeAuditPage),
})
const { alternates } = freeAuditRoute

export const generateMetadata = freeAuditRoute.generateMetadata

/**
 * The free SEO audit, target of every "free audit" button: the request form right beside the hero, then
 * the six areas the audit covers and its four steps, all from the CMS singleton `freeAuditPage`.
 */
export default async function FreeAuditPage({ params }: ScreenProps) {
  const loaded = await freeAuditRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page } = loaded
  const [t, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'freeAuditPage' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(
          webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'WebPage' }),
          howTo(alternates[locale] ?? '', page.hero?.heading, page.steps),
          breadcrumbList([
            { label: nav('home'), href: pathFor(locale, '/') },
            { label: page.hero?.heading ?? '', href: alternates[locale] ?? '' },
          ]),
        )} />
      <IntroHero hero={page.hero} id="free-audit-heading">
        <section
          id="audit-form"
          aria-labelledby="audit-form-heading"
          className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-ink-100 sm:p-8"
        >
          <h2 id="audit-form-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {t('formHeading')}
          </h2>
          <AuditForm locale={locale} />
        </section>
      </IntroHero>

      <Section id="audit-covers" heading={page.covers?.heading} intro={page.covers?.text} tone="muted">
        <FeatureGrid items={page.covers?.items} columns={3} />
      </Section>

      {page.steps && page.steps.length > 0 && (
        <Section id="audit-steps" heading={t('stepsHeading')}>
          <ProcessSteps steps={page.steps} />
        </Section>
      )}

      {page.cta?.heading && (
        <ClosingCta locale={locale} heading={page.cta.heading} text={page.cta.text}>
          <a href="#audit-form" className={buttonClassName('light')}>
            {page.cta.buttonLabel}
          </a>
        </ClosingCta>
      )}
    </PageShell>
  )
}
