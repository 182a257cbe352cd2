import 'server-only'
import { avg, count, desc, eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { reviews } from '@/lib/db/schema'

export interface ReviewSummary {
  reviews: { id: string; name: string; rating: number; comment: string; createdAt: Date }[]
  /** Mean rating of the approved reviews, one decimal; null while there are none. */
  average: number | null
  count: number
}

/** The approved reviews, newest first, and the figures computed from exactly those (§ 5b UWG). */
export async function getReviewSummary(): Promise<ReviewSummary> {
  const db = await getDb()
  const approved = eq(reviews.status, 'approved')
  const [list, [totals]] = await Promise.all([
    db
      .select({ id: reviews.id, name: reviews.name, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt })
      .from(reviews)
      .where(approved)
      .orderBy(desc(reviews.createdAt)),
    db.select({ average: avg(reviews.rating), count: count() }).from(reviews).where(approved),
  ])
  const average = totals?.average == null ? null : Math.round(Number(totals.average) * 10) / 10
  return { reviews: list, average, count: totals?.count ?? 0 }
}
