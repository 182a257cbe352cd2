'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { formLocale } from '@/lib/auth/action-helpers'
import { getCurrentUser, loginPath } from '@/lib/auth/session'
import type { ActionState } from '@/lib/forms/action-state'
import { invalid, parseForm } from '@/lib/forms/parse-form'
import { clientAddress } from '@/lib/http/client-address'
import { getCustomerOfUser } from '@/lib/portal/queries'
import { decideQuoteAsCustomer } from '@/lib/portal/quotes'
import { QuoteStateError } from '@/lib/quotes/lifecycle'
import { pathFor } from '@/lib/routing/paths'

const decisionSchema = z.object({
  id: z.uuid({ error: 'portal.quotes.errors.notFound' }),
  version: z.pipe(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'portal.quotes.errors.changed' })), z.transform(Number)),
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/, { error: 'portal.quotes.errors.changed' })),
  decision: z.enum(['accept', 'decline']),
  confirm: z.optional(z.string()),
  reason: z._default(z.string().check(z.trim(), z.maxLength(1000, { error: 'forms.errors.tooLong' })), ''),
})

/**
 * The customer's decision on a quote of their own, in the version their page showed (version and content
 * hash travel with the form): accepting needs the confirmation box; a quote changed, expired or decided
 * meanwhile is refused with a message, and nothing is written.
 */
export async function decideQuoteAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const basePath = pathFor(locale, '/dashboard/quotes')
  const user = await getCurrentUser()
  if (!user) redirect(loginPath(locale, basePath))
  const t = translator(locale, 'portal')
  const parsed = parseForm(decisionSchema, formData, locale, ['reason'])
  if (!parsed.ok) return parsed.state
  const { id, version, hash, decision, confirm, reason } = parsed.data
  if (decision === 'accept' && confirm !== 'on') return invalid(locale, { confirm: t('quotes.errors.confirm') })
  const customer = await getCustomerOfUser(user.id)
  if (!customer) return { status: 'error', message: t('quotes.errors.notFound') }
  try {
    await decideQuoteAsCustomer(user, customer, { quoteId: id, version, hash, decision, reason }, clientAddress(await headers()))
  } catch (error) {
    if (error instanceof QuoteStateError) {
      const reason = error.reason === 'changed' || error.reason === 'expired' || error.reason === 'decided' ? error.reason : 'notFound'
      return { status: 'error', message: t(`quotes.errors.${reason}`) }
    }
    throw error
  }
  redirect(`${basePath}?${decision === 'accept' ? 'accepted' : 'declined'}=${id}`)
}
