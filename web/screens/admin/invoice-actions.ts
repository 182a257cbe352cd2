'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { draftFromForm } from '@/lib/admin/draft-form'
import { adminFormAction, saved } from '@/lib/admin/form-action'
import {
  cancelWithCreditNote,
  createDraftInvoice,
  deleteDraftInvoice,
  issueDraftInvoice,
  markInvoicePaid,
  sendPaymentReminder,
  updateDraftInvoice,
} from '@/lib/admin/invoices'
import { draftInvoiceSchema, idSchema, markPaidSchema } from '@/lib/admin/schemas'
import { invalid } from '@/lib/forms/parse-form'
import { pathFor } from '@/lib/routing/paths'

const detailPath = (locale: 'de' | 'en', id: string) => pathFor(locale, { pathname: '/admin/invoices/[id]', params: { id } })

/** Saves a draft (new or existing); totals are computed on the server from the lines. */
export const saveDraftAction = adminFormAction(z.extend(draftInvoiceSchema, { id: z.optional(z.uuid()) }), async (admin, data, locale) => {
  const draft = draftFromForm(data, locale)
  if (!draft.ok) return invalid(locale, draft.errors)
  if (data.id) {
    const updated = await updateDraftInvoice(admin, data.id, draft.draft)
    if (!updated) return { status: 'error', message: translator(locale, 'admin')('errors.invoice.notDraft') }
    refresh()
    return saved(locale)
  }
  const created = await createDraftInvoice(admin, draft.draft)
  redirect(`${detailPath(locale, created.id)}?saved=1`)
})

export const issueAction = adminFormAction(idSchema, async (admin, data, locale) => {
  const { mailed } = await issueDraftInvoice(admin, data.id)
  redirect(`${detailPath(locale, data.id)}?issued=${mailed ? 'mailed' : '1'}`)
})

export const deleteDraftAction = adminFormAction(idSchema, async (admin, data, locale) => {
  if (!(await deleteDraftInvoice(admin, data.id))) return { status: 'error', message: translator(locale, 'admin')('errors.invoice.notDraft') }
  redirect(`${pathFor(locale, '/admin/invoices')}?deleted=1`)
})

export const markPaidAction = adminFormAction(markPaidSchema, async (admin, data, locale) => {
  await markInvoicePaid(admin, data.id, data.paidOn!)
  redirect(`${detailPath(locale, data.id)}?paid=1`)
})

export const reminderAction = adminFormAction(idSchema, async (admin, data, locale) => {
  const sent = await sendPaymentReminder(admin, data.id)
  const t = translator(locale, 'admin')
  refresh()
  if (!sent) return { status: 'error', message: t('errors.reminder') }
  return { status: 'success', message: sent.level === 1 ? t('invoices.reminderQueued') : t('invoices.dunningQueued') }
})

export const cancelAction = adminFormAction(idSchema, async (admin, data, locale) => {
  const { creditNote } = await cancelWithCreditNote(admin, data.id)
  redirect(`${detailPath(locale, creditNote.id)}?creditNote=1`)
})
