'use server'

import { refresh, revalidatePath } from 'next/cache'
import { translator } from '@/i18n/translator'
import { adminFormAction } from '@/lib/admin/form-action'
import { moderateReview } from '@/lib/admin/reviews'
import { reviewDecisionSchema } from '@/lib/admin/schemas'
import { routing } from '@/i18n/routing'
import { pathFor } from '@/lib/routing/paths'

/** Approve or reject; the reviews pages render per request, and their cached copies are dropped too. */
export const moderateReviewAction = adminFormAction(reviewDecisionSchema, async (admin, data, locale) => {
  const t = translator(locale, 'admin')
  if (!(await moderateReview(admin, data.id, data.decision))) return { status: 'error', message: t('errors.notFound') }
  for (const language of routing.locales) revalidatePath(pathFor(language, '/reviews'))
  refresh()
  return { status: 'success', message: t(data.decision === 'approved' ? 'reviews.approved' : 'reviews.rejected') }
})
