'use server'

import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { inviteCustomer, updateCustomer } from '@/lib/admin/customers'
import { adminFormAction, saved } from '@/lib/admin/form-action'
import { customerSchema, idSchema, userToggleSchema } from '@/lib/admin/schemas'
import { setUserDisabled } from '@/lib/admin/users'

const KEEP = ['name', 'company', 'email', 'phone', 'street', 'postalCode', 'city', 'country', 'vatId', 'language'] as const

export const updateCustomerAction = adminFormAction(
  z.extend(customerSchema, { id: z.uuid() }),
  async (admin, data, locale, values) => {
    const updated = await updateCustomer(admin, data.id, data)
    if (!updated) return { status: 'error', message: translator(locale, 'admin')('errors.notFound'), values }
    refresh()
    return { ...saved(locale), values }
  },
  KEEP,
)

export const inviteCustomerAction = adminFormAction(idSchema, async (admin, data, locale) => {
  const result = await inviteCustomer(admin, data.id)
  const t = translator(locale, 'admin')
  refresh()
  if (result === 'invited') return { status: 'success', message: t('customers.invited') }
  return { status: 'error', message: t(result === 'noEmail' ? 'errors.inviteNeedsEmail' : result === 'emailTaken' ? 'errors.emailTaken' : 'errors.notFound') }
})

export const toggleLoginAction = adminFormAction(userToggleSchema, async (admin, data, locale) => {
  const result = await setUserDisabled(admin, data.id, data.disabled === 'true', await headers())
  const t = translator(locale, 'admin')
  refresh()
  if (result === 'self') return { status: 'error', message: t('errors.notYourself') }
  if (result === 'notFound') return { status: 'error', message: t('errors.notFound') }
  return { status: 'success', message: t(data.disabled === 'true' ? 'users.disabled' : 'users.enabled') }
})
