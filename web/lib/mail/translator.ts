import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/routing'
import de from '@/messages/de.json'
import en from '@/messages/en.json'

const catalogues = { de, en }

/** Server-side messages outside React (route handlers, e-mails), typed like the pages' messages. */
export function translator<Namespace extends 'mail' | 'api' | 'forms'>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: catalogues[locale], namespace })
}
