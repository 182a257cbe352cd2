'use server'

import { refresh } from 'next/cache'
import { headers } from 'next/headers'
import { translator } from '@/i18n/translator'
import { adminFormAction } from '@/lib/admin/form-action'
import { inviteStaffSchema, userToggleSchema } from '@/lib/admin/schemas'
import { inviteStaff, setUserDisabled } from '@/lib/admin/users'
import { invalid } from '@/lib/forms/parse-form'

export const inviteStaffAction = adminFormAction(
  inviteStaffSchema,
  async (admin, data, locale, values) => {
    const t = translator(locale, 'admin')
    if ((await inviteStaff(admin, data)) === 'emailTaken') return invalid(locale, { email: t('errors.emailTaken') }, values)
    refresh()
    return { status: 'success', message: t('users.invited', { email: data.email }) }
  },
  ['name', 'email', 'role', 'language'],
)

export const toggleStaffAction = adminFormAction(userToggleSchema, async (admin, data, locale) => {
  const result = await setUserDisabled(admin, data.id, data.disabled === 'true', await headers())
  const t = translator(locale, 'admin')
  refresh()
  if (result === 'self') return { status: 'error', message: t('errors.notYourself') }
  if (result === 'notFound') return { status: 'error', message: t('errors.notFound') }
  return { status: 'success', message: t(data.disabled === 'true' ? 'users.disabled' : 'users.enabled') }
})
