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

/** The doctype react-email's `render` writes (XHTML 1.0 Transitional, what e-mail clients expect). */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

/**
 * HTML and plain-text versions of one e-mail, from one rendering. The templates are synchronous, so
 * React's `renderToStaticMarkup` (React's API for non-interactive HTML such as e-mails) renders them: a
 * third of the time react-email's `render` took, which streams and waits for suspended parts there are
 * none of, and without the markers React leaves for hydration (`<!-- -->`). Imported when first needed,
 * as react-email imports it: React Server Components may not import react-dom/server statically.
 */
export async function renderBoth(element: ReactElement) {
  const { renderToStaticMarkup } = await import('react-dom/server')
  const html = DOCTYPE + renderToStaticMarkup(element)
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
