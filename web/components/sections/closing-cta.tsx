import { Mail, Phone, Clock } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { Container } from '@/components/ui/container'
import { OpeningHours } from '@/components/ui/opening-hours'
import { getLayoutContent } from '@/lib/content/loaders'

/** The closing call to action of landing pages: heading, text, phone, e-mail and hours from settings. */
export async function ClosingCta({
  locale,
  heading,
  text,
  children,
}: {
  locale: Locale
  heading: string | null | undefined
  text: string | null | undefined
  children?: React.ReactNode
}) {
  const [t, { settings }] = await Promise.all([getTranslations({ locale, namespace: 'landing' }), getLayoutContent(locale)])
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-brand-800 py-16 text-white sm:py-20">
      <Container className="grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
        <div data-reveal>
          <h2 id="closing-cta-heading" className="text-3xl font-bold text-white sm:text-4xl">
            {heading}
          </h2>
          {text && <p className="mt-4 text-lg leading-relaxed text-brand-100">{text}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
        {settings && (
          <ul data-reveal className="space-y-4 rounded-2xl bg-white/10 p-6 text-lg">
            <li className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 text-accent-300" />
              <span className="sr-only">{`${t('ctaPhone')}: `}</span>
              <a href={`tel:${settings.phoneE164}`} className="font-semibold underline-offset-4 hover:underline">
                {settings.phone}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 text-accent-300" />
              <span className="sr-only">{`${t('ctaEmail')}: `}</span>
              <a href={`mailto:${settings.email}`} className="font-semibold underline-offset-4 hover:underline">
                {settings.email}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="size-5 text-accent-300" />
              <OpeningHours locale={locale} hours={settings.openingHours} />
            </li>
          </ul>
        )}
      </Container>
    </section>
  )
}
