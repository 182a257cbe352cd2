import { createTranslator } from 'next-intl'
import type { Locale } from './routing'
import adminDe from '@/messages/admin.de.json'
import adminEn from '@/messages/admin.en.json'
import de from '@/messages/de.json'
import en from '@/messages/en.json'

const catalogues = { de: { ...de, ...adminDe }, en: { ...en, ...adminEn } }

type Messages = (typeof catalogues)['de']

/** Server-side messages outside React (route handlers, server actions, e-mails), typed like the pages' messages. */
export function translator<Namespace extends keyof Messages>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: catalogues[locale], namespace })
}

/** All messages of a language, for keys that span namespaces (e.g. `forms.errors.required`). */
export function rootTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale] })
}
