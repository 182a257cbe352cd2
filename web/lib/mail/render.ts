import { render } from '@react-email/components'
import { compile } from 'html-to-text'
import type { ReactElement } from 'react'
import type { Locale } from '@/i18n/routing'
import type { SenderDetails } from './sender-details'
import type { FooterLines } from './templates/mail-layout'
import { translator } from '@/i18n/translator'

/**
 * HTML to plain text with react-email's own plain-text options (`render(…, { plainText: true })`: no
 * wrapping, images and `data-skip-in-text` parts left out, a link's address only when it differs from
 * its text), compiled once: react-email compiles them again for every mail, which cost more than the
 * conversion itself.
 */
const htmlToText = compile({
  wordwrap: false,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: '[data-skip-in-text=true]', format: 'skip' },
    { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
  ],
})

/** HTML and plain-text versions of one e-mail, from one rendering. */
export async function renderBoth(element: ReactElement) {
  const html = await render(element)
  return { html, text: htmlToText(html) }
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
