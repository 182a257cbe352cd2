'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { rootTranslator, translator } from '@/i18n/translator'
import { changeContract, contractFromForm, createContractByAdmin } from '@/lib/admin/contracts'
import { customerForNewRecord } from '@/lib/admin/customers'
import { adminFormAction } from '@/lib/admin/form-action'
import { contractSchema, endContractSchema, idSchema } from '@/lib/admin/schemas'
import { invalid } from '@/lib/forms/parse-form'
import { pathFor } from '@/lib/routing/paths'

const FORM_FIELDS = ['serviceId', 'description', 'monthlyPrice', 'vatRate', 'startDate', 'minimumTermMonths', 'noticePeriodMonths', 'billingDay'] as const

/** A new contract for a customer: from the price list or by hand; the list of the contract's months starts with it. */
export const createContractAction = adminFormAction(
  contractSchema,
  async (admin, data, locale, values) => {
    const customer = await customerForNewRecord(admin, data.customerId)
    if (!customer) return { status: 'error', message: translator(locale, 'admin')('errors.notFound') }
    const result = await contractFromForm(data, customer.locale)
    if (!result.ok) {
      const t = rootTranslator(locale)
      return invalid(locale, Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key as never)])), values)
    }
    const contract = await createContractByAdmin(admin, result.input)
    if (!contract) return { status: 'error', message: translator(locale, 'admin')('errors.notFound') }
    redirect(`${pathFor(locale, { pathname: '/admin/contracts/[id]', params: { id: contract.id } })}?created=1`)
  },
  FORM_FIELDS,
)

export const pauseContractAction = adminFormAction(idSchema, async (admin, data, locale) => {
  await changeContract(admin, data.id, { kind: 'pause' })
  refresh()
  return { status: 'success', message: translator(locale, 'admin')('contracts.paused') }
})

export const resumeContractAction = adminFormAction(idSchema, async (admin, data, locale) => {
  await changeContract(admin, data.id, { kind: 'resume' })
  refresh()
  return { status: 'success', message: translator(locale, 'admin')('contracts.resumed') }
})

export const endContractAction = adminFormAction(endContractSchema, async (admin, data, locale) => {
  await changeContract(admin, data.id, { kind: 'end', endDate: data.endDate! })
  refresh()
  return { status: 'success', message: translator(locale, 'admin')('contracts.endSet') }
})
