import 'server-only'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { CurrentUser } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { reviews, reviewStatusEnum } from '@/lib/db/schema'
import { assertAdmin } from './access'
import { recordAdminChange } from './audit'

export const REVIEW_STATUSES = reviewStatusEnum.enumValues
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** Reviews by status: the pending ones oldest first (first come, first checked), the others newest first. */
export async function listReviews(actor: CurrentUser | null, status: ReviewStatus = 'pending') {
  assertAdmin(actor)
  const db = await getDb()
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(eq(reviews.status, status))
      .orderBy(status === 'pending' ? asc(reviews.createdAt) : desc(reviews.moderatedAt))
      .limit(200),
    db.select({ status: reviews.status, total: count() }).from(reviews).groupBy(reviews.status),
  ])
  return { rows, totals: Object.fromEntries(totals.map((row) => [row.status, row.total])) as Partial<Record<ReviewStatus, number>> }
}

/**
 * Approves or rejects a pending review. The reviews pages and every average shown are computed from
 * approved reviews on each request, so an approval shows at once, without a rebuild.
 */
export async function moderateReview(actor: CurrentUser | null, reviewId: string, decision: 'approved' | 'rejected'): Promise<boolean> {
  assertAdmin(actor)
  const db = await getDb()
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ status: decision, moderatedAt: new Date() })
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'pending')))
      .returning({ id: reviews.id })
    if (!updated) return false
    await recordAdminChange(tx, actor, { action: `review.${decision === 'approved' ? 'approve' : 'reject'}`, entityType: 'review', entityId: reviewId, before: { status: 'pending' }, after: { status: decision } })
    return true
  })
}
