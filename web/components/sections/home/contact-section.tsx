import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { ContactForm } from '@/components/forms/lead-forms'
import { Container } from '@/components/ui/container'
import { OpeningHours } from '@/components/ui/opening-hours'
import { chatUrl } from '@/lib/contact'
import type { LayoutQueryResult } from '@/lib/content/sanity.types'
import type { HomeContent } from './types'

type Settings = NonNullable<LayoutQueryResult['settings']>

/** Contact form (anchor `contact-section`) and the channels: chat, phone, e-mail, address and map. */
export async function ContactSection({ section, settings, locale }: { section: HomeContent['contactSection']; settings: Settings; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const chat = chatUrl(settings.chatNumber)
  const mapUrl = settings.geo
    ? `https://www.openstreetmap.org/?mlat=${settings.geo.lat}&mlon=${settings.geo.lng}#map=17/${settings.geo.lat}/${settings.geo.lng}`
    : null
  const channel = 'flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100'
  const iconBox = 'inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700'
  return (
    <section id="contact-section" aria-labelledby="contact-heading" className="bg-ink-50 py-16 sm:py-24">
      <Container>
        <div data-reveal className="mx-auto mb-12 max-w-3xl text-center">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {section?.heading}
          </h2>
          {section?.text && <p className="mt-4 text-lg leading-relaxed text-ink-600">{section.text}</p>}
        </div>
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr]">
          <div data-reveal className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 sm:p-8">
            <ContactForm locale={locale} />
          </div>
          <ul data-reveal className="space-y-4">
            {chat && (
              <li className={channel}>
                <span className={iconBox}><MessageCircle aria-hidden="true" className="size-5" /></span>
                <span>
                  <span className="block text-sm text-ink-600">{t('chat')}</span>
                  <a href={chat} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 hover:underline">
                    {settings.phone}
                    <span className="sr-only"> – {t('chatNewTab')}</span>
                  </a>
                </span>
              </li>
            )}
            <li className={channel}>
              <span className={iconBox}><Phone aria-hidden="true" className="size-5" /></span>
              <span>
                <span className="block text-sm text-ink-600">{t('phone')}</span>
                <a href={`tel:${settings.phoneE164}`} className="font-semibold text-brand-800 hover:underline">{settings.phone}</a>
              </span>
            </li>
            <li className={channel}>
              <span className={iconBox}><Mail aria-hidden="true" className="size-5" /></span>
              <span>
                <span className="block text-sm text-ink-600">{t('email')}</span>
                <a href={`mailto:${settings.email}`} className="font-semibold text-brand-800 hover:underline">{settings.email}</a>
              </span>
            </li>
            <li className={channel}>
              <span className={iconBox}><Clock aria-hidden="true" className="size-5" /></span>
              <span>
                <span className="block text-sm text-ink-600">{t('openingHours')}</span>
                <span className="font-semibold text-ink-900"><OpeningHours locale={locale} hours={settings.openingHours} /></span>
              </span>
            </li>
            <li className={channel}>
              <span className={iconBox}><MapPin aria-hidden="true" className="size-5" /></span>
              <span>
                <span className="block text-sm text-ink-600">{t('address')}</span>
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
              </span>
            </li>
          </ul>
        </div>
      </Container>
    </section>
  )
}
