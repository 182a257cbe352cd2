import { createHash } from 'node:crypto'
import { translator } from '@/i18n/translator'
import type { Locale } from '@/i18n/routing'

export type SepaScheme = 'core' | 'b2b'

/**
 * The mandate's wording as the customer reads it before granting it: the German banks' standard text for
 * the core or the business-to-business scheme, with the agency's name and creditor identifier, and what
 * it covers. The same function renders it for the page and for the hash kept with the mandate.
 */
export function mandateText(locale: Locale, scheme: SepaScheme, creditor: { name: string; creditorId: string }): string[] {
  const t = translator(locale, 'sepa')
  const values = { creditor: creditor.name, creditorId: creditor.creditorId }
  return [t(`mandate.${scheme}`, values), t('mandate.scope', values)]
}

export const mandateTextHash = (paragraphs: string[]) => createHash('sha256').update(paragraphs.join('\n')).digest('hex')
