import { render } from '@react-email/components'
import type { ReactElement } from 'react'
import type { Locale } from '@/i18n/routing'
import type { SenderDetails } from './sender-details'
import type { FooterLines } from './templates/mail-layout'
import { translator } from '@/i18n/translator'

/** HTML and plain-text versions of one e-mail. */
export async function renderBoth(element: ReactElement) {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { html, text }
}

export function footerLines(locale: Locale, sender: SenderDetails): FooterLines {
  const t = translator(locale, 'mail')
  return {
    register:
      sender.registerCourt && sender.registerNumber
        ? t('footer.register', { court: sender.registerCourt, number: sender.registerNumber })
        : null,
    directors: sender.managingDirectors?.length ? t('footer.directors', { names: sender.managingDirectors.join(', ') }) : null,
  }
}

