'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { rootTranslator, translator } from '@/i18n/translator'
import { customerForNewRecord } from '@/lib/admin/customers'
import { adminFormAction } from '@/lib/admin/form-action'
import { quoteFromForm, reviseQuoteByAdmin, saveQuoteDraft, sendQuoteByAdmin, withdrawQuoteByAdmin } from '@/lib/admin/quotes'
import { idSchema, quoteSchema } from '@/lib/admin/schemas'
import { invalid } from '@/lib/forms/parse-form'
import { pathFor } from '@/lib/routing/paths'

const detailPath = (locale: 'de' | 'en', id: string) => pathFor(locale, { pathname: '/admin/quotes/[id]', params: { id } })
const KEEP = ['title', 'note', 'validUntil', 'startDate', 'vatRate', 'leadId', ...Array.from({ length: 10 }, (_, row) => ['serviceId', 'description', 'billing', 'quantity', 'unitPrice', 'term'].map((field) => `items.${row}.${field}`)).flat()]

/** Saves a draft (new or existing); prices and terms the form leaves open come from the price list. */
export const saveQuoteAction = adminFormAction(
  z.extend(quoteSchema, { id: z.optional(z.uuid()) }),
  async (admin, data, locale, values) => {
    const customer = await customerForNewRecord(admin, data.customerId)
    if (!customer) return { status: 'error', message: translator(locale, 'admin')('errors.notFound') }
    const result = await quoteFromForm(data, customer.locale)
    if (!result.ok) {
      const t = rootTranslator(locale)
      return invalid(locale, Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key as never)])), values)
    }
    const quote = await saveQuoteDraft(admin, result.input, data.id)
    if (data.id) {
      refresh()
      return { status: 'success', message: translator(locale, 'admin')('common.saved'), values }
    }
    redirect(`${detailPath(locale, quote.id)}?created=1`)
  },
  KEEP,
)

// Each of these changes which panels the page shows (the form that was sent goes away): the page says
// what happened from its URL.
export const sendQuoteAction = adminFormAction(idSchema, async (admin, data, locale) => {
  await sendQuoteByAdmin(admin, data.id)
  redirect(`${detailPath(locale, data.id)}?done=sent`)
})

export const reviseQuoteAction = adminFormAction(idSchema, async (admin, data, locale) => {
  await reviseQuoteByAdmin(admin, data.id)
  redirect(`${detailPath(locale, data.id)}?done=revised`)
})

export const withdrawQuoteAction = adminFormAction(idSchema, async (admin, data, locale) => {
  await withdrawQuoteByAdmin(admin, data.id)
  redirect(`${detailPath(locale, data.id)}?done=withdrawn`)
})
