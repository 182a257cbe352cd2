'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { formLocale } from '@/lib/auth/action-helpers'
import { getCurrentUser, loginPath } from '@/lib/auth/session'
import { ContractStateError } from '@/lib/contracts/lifecycle'
import type { ActionState } from '@/lib/forms/action-state'
import { invalid, parseForm } from '@/lib/forms/parse-form'
import { clientAddress } from '@/lib/http/client-address'
import { getCustomerOfUser } from '@/lib/portal/queries'
import { giveNoticeAsCustomer, grantMandateAsCustomer, revokeMandateAsCustomer } from '@/lib/portal/contracts'
import { MandateError } from '@/lib/sepa/mandates'
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

const mandateSchema = z.object({
  scheme: z.enum(['core', 'b2b']),
  accountHolder: z.string().check(z.trim(), z.minLength(1, { error: 'forms.errors.required' }), z.maxLength(70, { error: 'forms.errors.tooLong' })),
  iban: z.string().check(z.trim(), z.minLength(1, { error: 'forms.errors.required' }), z.maxLength(42, { error: 'forms.errors.tooLong' })),
  bic: z._default(z.string().check(z.trim(), z.maxLength(11, { error: 'forms.errors.tooLong' })), ''),
  confirm: z.optional(z.string()),
})

/** The customer grants a SEPA mandate for their contracts' invoices (IBAN checked, the confirmation box ticked). */
export async function grantMandateAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const user = await getCurrentUser()
  if (!user) redirect(loginPath(locale, pathFor(locale, '/dashboard/contracts')))
  const t = translator(locale, 'portal')
  const keep = ['scheme', 'accountHolder', 'iban', 'bic']
  const parsed = parseForm(mandateSchema, formData, locale, keep)
  if (!parsed.ok) return parsed.state
  if (parsed.data.confirm !== 'on') return invalid(locale, { confirm: t('contracts.mandateErrors.confirm') }, parsed.values)
  const customer = await getCustomerOfUser(user.id)
  if (!customer) return { status: 'error', message: t('contracts.errors.notFound') }
  try {
    await grantMandateAsCustomer(user, customer, { ...parsed.data, locale }, clientAddress(await headers()))
  } catch (error) {
    if (!(error instanceof MandateError)) throw error
    if (error.reason === 'iban' || error.reason === 'bic') return invalid(locale, { [error.reason]: t(`contracts.mandateErrors.${error.reason}`) }, parsed.values)
    return { status: 'error', message: t(`contracts.mandateErrors.${error.reason}`), values: parsed.values }
  }
  // The form gives way to the mandate in force: the page says what happened from its URL.
  redirect(`${pathFor(locale, '/dashboard/contracts')}?mandate=granted#mandate-heading`)
}

export async function revokeMandateAction(_state: ActionState, formData: FormData): Promise<ActionState> {
  const locale = formLocale(formData)
  const user = await getCurrentUser()
  if (!user) redirect(loginPath(locale, pathFor(locale, '/dashboard/contracts')))
  const t = translator(locale, 'portal')
  const customer = await getCustomerOfUser(user.id)
  if (!customer) return { status: 'error', message: t('contracts.errors.notFound') }
  try {
    await revokeMandateAsCustomer(customer)
  } catch (error) {
    if (error instanceof MandateError) return { status: 'error', message: t(`contracts.mandateErrors.${error.reason}`) }
    throw error
  }
  redirect(`${pathFor(locale, '/dashboard/contracts')}?mandate=revoked#mandate-heading`)
}
