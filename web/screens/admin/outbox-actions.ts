'use server'

import { refresh } from 'next/cache'
import { translator } from '@/i18n/translator'
import { adminFormAction } from '@/lib/admin/form-action'
import { retryMessage } from '@/lib/admin/outbox'
import { idSchema } from '@/lib/admin/schemas'

export const retryMessageAction = adminFormAction(idSchema, async (admin, data, locale) => {
  const t = translator(locale, 'admin')
  if (!(await retryMessage(admin, data.id))) return { status: 'error', message: t('errors.notFound') }
  refresh()
  return { status: 'success', message: t('outbox.retried') }
})
