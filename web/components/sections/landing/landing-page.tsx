import { ChevronRight, MessageCircle } from '@/components/ui/svg-icon'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Thing } from 'schema-dts'
import type { Locale } from '@/i18n/routing'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { Section } from '@/components/ui/section'
import { chatUrl } from '@/lib/contact'
import { getLayoutContent } from '@/lib/content/loaders'
import type { ServiceBySlugQueryResult } from '@/lib/content/sanity.types'
import { pathFor } from '@/lib/routing/paths'
import { absoluteUrl, breadcrumbList, graph, howTo, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { ClosingCta } from '../closing-cta'
import { FaqAccordion } from '../faq-accordion'
import { FeatureGrid } from '../feature-grid'
import { ProcessSteps } from '../process-steps'

/** The fields service and city pages share (the same landing layout). */
export type LandingContent = Pick<
  NonNullable<ServiceBySlugQueryResult>,
  'hero' | 'benefitsSection' | 'benefits' | 'servicesSection' | 'serviceCards' | 'processSection' | 'process' | 'faqs' | 'cta' | 'seo'
>

/**
 * The landing layout of the spec: hero with free audit and chat, benefits (4), services (6), process
 * 01–04, FAQ (6), closing call to action with phone, e-mail and hours. `children` go after the hero
 * (e.g. a city's facts and local market text). Structured data: the page, its main entity (a Service with
 * its price, or the agency's office serving the city), the process as HowTo and the breadcrumb; the FAQ
 * accordion writes the FAQPage beside it.
 */
export async function LandingPage({
  locale,
  content,
  breadcrumb,
  mainEntity,
  heroExtra,
  children,
}: {
  locale: Locale
  content: LandingContent
  breadcrumb: { label: string; href: string }[]
  mainEntity: Thing
  /** Shown in the hero below its text (a service's price). */
  heroExtra?: ReactNode
  children?: ReactNode
}) {
  const [t, { settings }] = await Promise.all([getTranslations({ locale, namespace: 'landing' }), getLayoutContent(locale)])
  const auditHref = pathFor(locale, '/free-audit')
  const chat = chatUrl(settings?.chatNumber)
  const path = breadcrumb.at(-1)?.href ?? pathFor(locale, '/')

  return (
    <>
      <JsonLd
        data={graph(
          webPage({ path, locale, name: content.seo?.title ?? content.hero?.heading, description: content.seo?.description }),
          mainEntity,
          howTo(path, content.processSection?.heading, content.process),
          breadcrumbList(breadcrumb),
        )}
      />
      <section aria-labelledby="landing-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="py-12 sm:py-20">
          <nav aria-label={t('breadcrumb')}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-600">
              {breadcrumb.map((crumb, index) => (
                <li key={crumb.href} className="flex items-center gap-1">
                  {index > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
                  {index < breadcrumb.length - 1 ? (
                    <Link href={crumb.href} prefetch={false} className="hover:text-brand-800 hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="font-medium text-ink-900">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          {content.hero?.eyebrow && <p className="mt-8 font-semibold text-brand-700">{content.hero.eyebrow}</p>}
          <h1 id="landing-heading" className="mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {content.hero?.heading}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-600 sm:text-xl">{content.hero?.text}</p>
          {heroExtra}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={auditHref} className={buttonClassName('primary')}>
              {t('auditCta')}
            </a>
            {chat && (
              <a href={chat} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary')}>
                <MessageCircle aria-hidden="true" className="size-5" />
                {t('chatCta')}
              </a>
            )}
          </div>
        </Container>
      </section>
      {children}
      <Section id="benefits" heading={content.benefitsSection?.heading} intro={content.benefitsSection?.text}>
        <FeatureGrid items={content.benefits} columns={4} />
      </Section>
      <Section id="services" heading={content.servicesSection?.heading} intro={content.servicesSection?.text} tone="muted">
        <FeatureGrid items={content.serviceCards} columns={3} />
      </Section>
      <Section id="process" heading={content.processSection?.heading} intro={content.processSection?.text}>
        <ProcessSteps steps={content.process} />
      </Section>
      <Section id="faq" heading={t('faqHeading')} tone="muted">
        <FaqAccordion
          name="landing-faq"
          pageUrl={absoluteUrl(path)}
          items={(content.faqs ?? []).map((faq) => ({ key: faq._key, question: faq.question, answer: faq.answer }))}
        />
      </Section>
      <ClosingCta locale={locale} heading={content.cta?.heading} text={content.cta?.text}>
        <a href={auditHref} className={buttonClassName('light')}>
          {content.cta?.buttonLabel || t('auditCta')}
        </a>
      </ClosingCta>
    </>
  )
}
