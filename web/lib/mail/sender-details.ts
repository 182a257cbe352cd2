import type { Locale } from '@/i18n/routing'
import { queryContent } from '@/lib/content/fetch'
import { mailSenderQuery } from '@/lib/content/queries'
import type { MailSenderQueryResult } from '@/lib/content/sanity.types'

export type SenderDetails = NonNullable<MailSenderQueryResult>

const TTL_MS = 5 * 60_000
const memo = new Map<Locale, { at: number; value: Promise<SenderDetails> }>()

/** Company, address and register details from the CMS site settings, kept for five minutes. */
export function senderDetails(locale: Locale): Promise<SenderDetails> {
  const hit = memo.get(locale)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value
  const value = queryContent<MailSenderQueryResult>(mailSenderQuery, { locale }).then((details) => {
    if (!details) throw new Error('The CMS has no site settings (siteSettings) for e-mail sender details.')
    return details
  })
  value.catch(() => memo.delete(locale))
  memo.set(locale, { at: Date.now(), value })
  return value
}
