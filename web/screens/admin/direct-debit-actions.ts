'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { translator } from '@/i18n/translator'
import { exportCollectionRun } from '@/lib/admin/direct-debits'
import { adminFormAction } from '@/lib/admin/form-action'
import { pathFor } from '@/lib/routing/paths'
import { CollectionError } from '@/lib/sepa/collections'

/** Creates the next collection run from everything pending (the form carries nothing but the language). */
export const exportRunAction = adminFormAction(z.object({}), async (admin, _data, locale) => {
  const t = translator(locale, 'admin')
  try {
    await exportCollectionRun(admin)
  } catch (error) {
    if (error instanceof CollectionError) return { status: 'error', message: t(`directDebits.errors.${error.reason}`) }
    throw error
  }
  // The button's section empties: the page says what happened from its URL.
  redirect(`${pathFor(locale, '/admin/direct-debits')}?done=exported`)
})
