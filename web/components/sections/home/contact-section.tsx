import { MapPin } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ContactForm } from '@/components/forms/lead-forms'
import { ContactChannel, ContactChannels, type ContactSettings } from '@/components/sections/contact-channels'
import { Container } from '@/components/ui/container'
import { osmViewUrl } from '@/lib/contact'
import type { HomeContent } from './types'

/** Contact form (anchor `contact-section`) and the channels: chat, phone, e-mail, address and map. */
export async function ContactSection({ section, settings, locale }: { section: HomeContent['contactSection']; settings: ContactSettings; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const mapUrl = osmViewUrl(settings.geo)
  return (
    <section id="contact-section" aria-labelledby="contact-heading" className="bg-ink-50 py-16 sm:py-24">
      <Container>
        <div data-reveal className="section-head">
          <h2 id="contact-heading" className="section-heading">
            {section?.heading}
          </h2>
          {section?.text && <p className="section-intro">{section.text}</p>}
        </div>
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div data-reveal className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
            <ContactForm locale={locale} />
          </div>
          <ContactChannels settings={settings} locale={locale} reveal>
            <ContactChannel icon={<MapPin aria-hidden="true" className="size-5" />} label={t('address')}>
              <span className="block font-semibold text-ink-900">
                {settings.address?.street}, {settings.address?.postalCode} {settings.address?.city}
              </span>
              {mapUrl && (
                <>
                  <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm font-semibold text-brand-800 underline">
                    {t('openMap')}
                  </a>
                  <span className="mt-1 block text-xs text-ink-600">{t('mapConsentNote')}</span>
                </>
              )}
            </ContactChannel>
          </ContactChannels>
        </div>
      </Container>
    </section>
  )
}
