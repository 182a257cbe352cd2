'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { formLocale } from '@/lib/auth/action-helpers'
import { getCurrentUser, loginPath } from '@/lib/auth/session'
import { ContractStateError } from '@/lib/contracts/lifecycle'
import type { ActionState } from '@/lib/forms/action-state'
import { parseForm } from '@/lib/forms/parse-form'
import { getCustomerOfUser } from '@/lib/portal/queries'
import { giveNoticeAsCustomer } from '@/lib/portal/contracts'
import { pathFor } from '@/lib/routing/paths'

const noticeSchema = z.object({ id: z.uuid({ error: 'portal.contracts.errors.notFound' }) })

/**
 * The customer's notice, confirmed with one button (§ 312k BGB): only on their own contract (another
 * customer's is "not found"), to the earliest lawful day, with an e-mail confirming it at once.
 */
export async function giveNoticeAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const basePath = pathFor(locale, '/dashboard/contracts')
  const user = await getCurrentUser()
  if (!user) redirect(loginPath(locale, basePath))
  const t = translator(locale, 'portal')
  const parsed = parseForm(noticeSchema, formData, locale)
  if (!parsed.ok) return parsed.state
  const customer = await getCustomerOfUser(user.id)
  if (!customer) return { status: 'error', message: t('contracts.errors.notFound') }
  try {
    await giveNoticeAsCustomer(customer, parsed.data.id)
  } catch (error) {
    if (error instanceof ContractStateError) return { status: 'error', message: t(`contracts.errors.${error.reason === 'notFound' || error.reason === 'ended' || error.reason === 'noticeGiven' ? error.reason : 'notFound'}`) }
    throw error
  }
  redirect(`${basePath}?noticed=${parsed.data.id}`)
}
