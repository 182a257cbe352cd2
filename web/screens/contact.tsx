import { MapPin } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import { TwoClickMap } from '@/components/consent/two-click-map.island'
import { ContactForm } from '@/components/forms/lead-forms'
import { PageShell } from '@/components/layout/page-shell'
import { ClosingCta } from '@/components/sections/closing-cta'
import { ContactChannels } from '@/components/sections/contact-channels'
import { IntroHero } from '@/components/sections/intro-hero'
import { buttonClassName } from '@/components/ui/button-link'
import { Container } from '@/components/ui/container'
import { osmEmbedUrl, osmViewUrl } from '@/lib/contact'
import { getContactPage } from '@/lib/content/loaders'
import { pathFor } from '@/lib/routing/paths'
import { breadcrumbList, graph, professionalService, webPage } from '@/lib/seo/structured-data'
import { JsonLd } from '@/components/seo/json-ld'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { contentRoute, documentWithSettings } from '@/lib/routing/content-route'
import type { ScreenProps } from '@/lib/routing/screen'

const contactRoute = contentRoute({
  route: '/contact',
  fetch: documentWithSettings(getContactPage),
})
const { alternates } = contactRoute

export const generateMetadata = contactRoute.generateMetadata

/**
 * Contact: the form, the channels from site settings (chat, phone, e-mail, hours) and the address with
 * a two-click OpenStreetMap map that loads only after the visitor's click or consent.
 */
export default async function ContactPage({ params }: ScreenProps) {
  const loaded = await contactRoute.load(params)
  if (!loaded.found) return <NotFoundPage locale={loaded.locale} />
  const { locale, page, settings } = loaded
  const [t, common, nav] = await Promise.all([
    getTranslations({ locale, namespace: 'contactPage' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
  ])
  const address = settings.address
  const oneLine = [address?.street, [address?.postalCode, address?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const embed = osmEmbedUrl(settings.geo)
  const view = osmViewUrl(settings.geo)

  return (
    <PageShell locale={locale} alternates={alternates}>
      <JsonLd data={graph(
          webPage({ path: alternates[locale] ?? '', locale, name: page.seo?.title, description: page.seo?.description, type: 'ContactPage' }),
          professionalService(settings, []),
          breadcrumbList([
            { label: nav('home'), href: pathFor(locale, '/') },
            { label: nav('contact'), href: alternates[locale] ?? '' },
          ]),
        )} />
      <IntroHero hero={page.hero} id="contact-page-heading" />

      <section aria-labelledby="contact-form-heading" className="pb-16 sm:pb-24">
        <Container className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div id="contact-form" className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {page.formSection?.heading}
            </h2>
            {page.formSection?.text && <p className="mt-3 mb-8 leading-relaxed text-ink-600">{page.formSection.text}</p>}
            <ContactForm locale={locale} />
          </div>
          <div>
            <h2 id="contact-channels-heading" className="mb-6 text-2xl font-bold tracking-tight">
              {t('channelsHeading')}
            </h2>
            <ContactChannels settings={settings} locale={locale} />
          </div>
        </Container>
      </section>

      <section id="visit" aria-labelledby="visit-heading" className="bg-ink-50 py-16 sm:py-24">
        <Container className="grid items-start gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <h2 id="visit-heading" className="section-heading">
              {t('visitHeading')}
            </h2>
            <address className="mt-6 flex items-start gap-4 text-lg not-italic">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <MapPin aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="sr-only">{`${common('address')}: `}</span>
                <span className="block font-semibold text-ink-900">{settings.legalName ?? settings.companyName}</span>
                <span className="block">{address?.street}</span>
                <span className="block">
                  {address?.postalCode} {address?.city}
                </span>
                {address?.country && <span className="block">{address.country}</span>}
              </span>
            </address>
          </div>
          {embed && (
            <div>
              <TwoClickMap src={embed} title={t('mapTitle', { address: oneLine })} loadLabel={t('mapLoad')}>
                <MapPin aria-hidden="true" className="size-10 text-brand-700" />
                <p className="font-semibold text-ink-900">{oneLine}</p>
                {page.mapNote && <p className="max-w-xl text-sm leading-relaxed text-ink-700">{page.mapNote}</p>}
                <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
                  <a href={pathFor(locale, '/privacy')} className="font-medium text-brand-800 underline">
                    {t('privacyLink')}
                  </a>
                  {view && (
                    <a href={view} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-800 underline">
                      {t('mapOpenExternal')}
                    </a>
                  )}
                </p>
              </TwoClickMap>
            </div>
          )}
        </Container>
      </section>

      {page.cta?.heading && (
        <ClosingCta locale={locale} heading={page.cta.heading} text={page.cta.text}>
          <a href="#contact-form" className={buttonClassName('light')}>
            {page.cta.buttonLabel}
          </a>
        </ClosingCta>
      )}
    </PageShell>
  )
}
