import { Clock, Mail, MessageCircle, Phone } from '@/components/ui/svg-icon'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { OpeningHours } from '@/components/ui/opening-hours'
import { chatUrl } from '@/lib/contact'
import type { LayoutQueryResult } from '@/lib/content/sanity.types'

export type ContactSettings = NonNullable<LayoutQueryResult['settings']>

/** One channel: an icon, a small label and its value. */
export function ContactChannel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="channel">
      <span className="channel-icon">{icon}</span>
      {/* A div, not a span: a channel's value may be a list (the opening hours). */}
      <div>
        <span className="small-note">{label}</span>
        {children}
      </div>
    </li>
  )
}

/**
 * The ways to reach the agency from site settings: chat (a plain link to the chat app, new tab), phone,
 * e-mail and opening hours; `children` adds further channels (the home page adds the address).
 */
export async function ContactChannels({
  settings,
  locale,
  reveal = false,
  children,
}: {
  settings: ContactSettings
  locale: Locale
  reveal?: boolean
  children?: ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const chat = chatUrl(settings.chatNumber)
  return (
    <ul data-reveal={reveal || undefined} className="space-y-4">
      {chat && (
        <ContactChannel icon={<MessageCircle aria-hidden="true" className="size-5" />} label={t('chat')}>
          <a href={chat} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 hover:underline">
            {settings.phone}
            <span className="sr-only"> – {t('chatNewTab')}</span>
          </a>
        </ContactChannel>
      )}
      <ContactChannel icon={<Phone aria-hidden="true" className="size-5" />} label={t('phone')}>
        <a href={`tel:${settings.phoneE164}`} className="font-semibold text-brand-800 hover:underline">
          {settings.phone}
        </a>
      </ContactChannel>
      <ContactChannel icon={<Mail aria-hidden="true" className="size-5" />} label={t('email')}>
        <a href={`mailto:${settings.email}`} className="font-semibold text-brand-800 hover:underline">
          {settings.email}
        </a>
      </ContactChannel>
      <ContactChannel icon={<Clock aria-hidden="true" className="size-5" />} label={t('openingHours')}>
        <div className="font-semibold text-ink-900">
          <OpeningHours locale={locale} hours={settings.openingHours} />
        </div>
      </ContactChannel>
      {children}
    </ul>
  )
}
