import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/page-shell'
import { FaqAccordion } from '@/components/sections/faq-accordion'
import { ProcessSteps } from '@/components/sections/process-steps'
import { Section } from '@/components/ui/section'
import { AuditSection } from '@/components/sections/home/audit-section'
import { CityGrid } from '@/components/sections/home/city-grid'
import { ContactSection } from '@/components/sections/home/contact-section'
import { FounderSection } from '@/components/sections/home/founder-section'
import { HeroSection } from '@/components/sections/home/hero-section'
import { IntroSection } from '@/components/sections/home/intro-section'
import { ReadyCta } from '@/components/sections/home/ready-cta'
import { ServicesGrid } from '@/components/sections/home/services-grid'
import { StatsSection } from '@/components/sections/home/stats-section'
import { TestimonialsSection } from '@/components/sections/home/testimonials-section'
import { chatUrl } from '@/lib/contact'
import { getHomePage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { absoluteUrl, graph, howTo, organization, professionalService, webPage, website } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute, documentWithSettings } from '@/lib/routing/content-route'
import type { ScreenProps } from '@/lib/routing/screen'

const homeRoute = contentRoute({
  route: '/',
  fetch: documentWithSettings(getHomePage),
})
const { alternates } = homeRoute

export const generateMetadata = homeRoute.generateMetadata

export default async function HomePage({ params }: ScreenProps) {
  const loaded = await homeRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page: home, settings } = loaded
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const homePath = pathFor(locale, '/')
  const anchor = (id: string) => (homePath === '/' ? `/#${id}` : `${homePath}#${id}`)

  return (
    <PageShell locale={locale} alternates={alternates}>
      {/* The agency and the site are described here, on the home page, where search engines look for them;
          the other pages refer to them by their @id. */}
      <JsonLd
        data={graph(
          organization(settings),
          website(settings, locale, homePath),
          webPage({ path: homePath, locale, name: home.seo?.title, description: home.seo?.description }),
          professionalService(settings, (home.cities ?? []).flatMap((city) => (city.name ? [city.name] : []))),
          howTo(homePath, home.processSection?.heading, home.processSection?.steps),
        )}
      />
      <HeroSection
        hero={home.hero}
        company={settings.companyName ?? 'Lokalsicht'}
        auditHref={anchor('audit-section')}
        chatHref={chatUrl(settings.chatNumber)}
        labels={{ query: t('illustrationQuery'), competitor: t('illustrationCompetitor') }}
      />
      <StatsSection stats={home.stats} claims={settings.claims} label={t('statsLabel')} locale={locale} />
      <IntroSection intro={home.intro} />
      <ServicesGrid section={home.servicesSection} services={home.services} locale={locale} learnMore={common('learnMore')} />
      <CityGrid section={home.citiesSection} cities={home.cities} locale={locale} />
      <TestimonialsSection section={home.testimonialsSection} testimonials={home.testimonials} locale={locale} />
      <ReadyCta cta={home.readyCta} contactHref={anchor('contact-section')} />
      <Section id="process" heading={home.processSection?.heading} intro={home.processSection?.text} tone="muted">
        <ProcessSteps steps={home.processSection?.steps} />
      </Section>
      <AuditSection section={home.auditSection} locale={locale} />
      <Section id="faq" heading={home.faqSection?.heading} intro={home.faqSection?.text}>
        <FaqAccordion
          name="home-faq"
          pageUrl={absoluteUrl(homePath)}
          items={(home.faqSection?.items ?? []).map((item) => ({ key: item._id, question: item.question, answer: item.answer }))}
        />
      </Section>
      <FounderSection founder={home.founder} />
      <ContactSection section={home.contactSection} settings={settings} locale={locale} />
    </PageShell>
  )
}
