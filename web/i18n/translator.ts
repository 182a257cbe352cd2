import { createTranslator } from 'next-intl'
import type { Locale } from './routing'
import adminDe from '@/messages/admin.de.json'
import adminEn from '@/messages/admin.en.json'
import de from '@/messages/de.json'
import en from '@/messages/en.json'

const catalogues = { de: { ...de, ...adminDe }, en: { ...en, ...adminEn } }

type Messages = (typeof catalogues)['de']

/**
 * One translator per language and namespace for the life of the process: a translator keeps the messages
 * it has parsed and the Intl formatters it has built, which cost far more than formatting (a form
 * submission's e-mails use a few dozen messages).
 */
const translators = new Map<string, unknown>()

function memoized<T>(key: string, create: () => T): T {
  let value = translators.get(key) as T | undefined
  if (value === undefined) {
    value = create()
    translators.set(key, value)
  }
  return value
}

/** Server-side messages outside React (route handlers, server actions, e-mails), typed like the pages' messages. */
export function translator<Namespace extends keyof Messages>(locale: Locale, namespace: Namespace) {
  return memoized(`${locale}:${namespace}`, () => createTranslator({ locale, messages: catalogues[locale], namespace }))
}

/** All messages of a language, for keys that span namespaces (e.g. `forms.errors.required`). */
export function rootTranslator(locale: Locale) {
  return memoized(locale, () => createTranslator({ locale, messages: catalogues[locale] }))
}
