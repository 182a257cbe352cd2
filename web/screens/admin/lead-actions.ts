'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { adminFormAction, saved } from '@/lib/admin/form-action'
import { addLeadNote, convertLeadToCustomer, eraseExpiredLeads, setLeadStatus } from '@/lib/admin/leads'
import { idSchema, leadNoteSchema, leadStatusSchema } from '@/lib/admin/schemas'
import { pathFor } from '@/lib/routing/paths'

export const leadStatusAction = adminFormAction(leadStatusSchema, async (admin, data, locale) => {
  if (!(await setLeadStatus(admin, data.id, data.status))) return { status: 'error', message: translator(locale, 'admin')('errors.notFound') }
  refresh()
  return saved(locale)
})

export const leadNoteAction = adminFormAction(leadNoteSchema, async (admin, data, locale) => {
  if (!(await addLeadNote(admin, data.id, data.note))) return { status: 'error', message: translator(locale, 'admin')('errors.notFound') }
  refresh()
  return saved(locale)
})

export const convertLeadAction = adminFormAction(idSchema, async (admin, data, locale) => {
  const result = await convertLeadToCustomer(admin, data.id)
  if (!result) return { status: 'error', message: translator(locale, 'admin')('errors.notFound') }
  redirect(`${pathFor(locale, { pathname: '/admin/customers/[id]', params: { id: result.customerId } })}?created=1`)
})

export const eraseLeadsAction = adminFormAction(z.object({}), async (admin, _data, locale) => {
  const erased = await eraseExpiredLeads(admin)
  refresh()
  return { status: 'success', message: translator(locale, 'admin')('leads.erased', { count: erased }) }
})
