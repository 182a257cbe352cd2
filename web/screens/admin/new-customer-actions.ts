'use server'

import { redirect } from 'next/navigation'
import { translator } from '@/i18n/translator'
import { createCustomer } from '@/lib/admin/customers'
import { adminFormAction } from '@/lib/admin/form-action'
import { newCustomerSchema } from '@/lib/admin/schemas'
import { invalid } from '@/lib/forms/parse-form'
import { pathFor } from '@/lib/routing/paths'

const KEEP = ['name', 'company', 'email', 'phone', 'street', 'postalCode', 'city', 'country', 'vatId', 'language', 'invite'] as const

export const createCustomerAction = adminFormAction(
  newCustomerSchema,
  async (admin, data, locale, values) => {
    if (data.invite && !data.email) return invalid(locale, { email: translator(locale, 'admin')('errors.inviteNeedsEmail') }, values)
    const result = await createCustomer(admin, { ...data }, { invite: data.invite })
    if (result.outcome === 'emailTaken') return invalid(locale, { email: translator(locale, 'admin')('errors.emailTaken') }, values)
    redirect(`${pathFor(locale, { pathname: '/admin/customers/[id]', params: { id: result.customer.id } })}?created=1`)
  },
  KEEP,
)
