'use server'

import { refresh, revalidatePath } from 'next/cache'
import { translator } from '@/i18n/translator'
import { adminFormAction } from '@/lib/admin/form-action'
import { moderateReview } from '@/lib/admin/reviews'
import { reviewDecisionSchema } from '@/lib/admin/schemas'

/** Approve or reject; the reviews pages render per request, and their cached copies are dropped too. */
export const moderateReviewAction = adminFormAction(reviewDecisionSchema, async (admin, data, locale) => {
  const t = translator(locale, 'admin')
  if (!(await moderateReview(admin, data.id, data.decision))) return { status: 'error', message: t('errors.notFound') }
  revalidatePath('/[locale]/reviews', 'page')
  refresh()
  return { status: 'success', message: t(data.decision === 'approved' ? 'reviews.approved' : 'reviews.rejected') }
})
