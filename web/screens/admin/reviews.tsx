import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { Stars } from '@/components/ui/stars'
import { listReviews, REVIEW_STATUSES, type ReviewStatus } from '@/lib/admin/reviews'
import { requireAdmin } from '@/lib/auth/session'
import { formatDateTime } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { moderateReviewAction } from './review-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('reviews'))
}

/** Review moderation (§ 5b UWG): nothing appears on the site before an admin approves it. */
export default async function AdminReviewsPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/reviews')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const status = (REVIEW_STATUSES as readonly string[]).includes(String(query.status)) ? (String(query.status) as ReviewStatus) : 'pending'
  const [t, tShell, list] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.reviews' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    listReviews(admin, status),
  ])
  return (
    <PortalShell locale={locale} user={admin} active="/admin/reviews">
      <AdminPageHeader title={tShell('reviews')} intro={t('intro')} />
      <nav aria-label={t('filterLabel')} className="mt-8">
        <ul className="flex flex-wrap gap-2">
          {REVIEW_STATUSES.map((value) => (
            <li key={value}>
              <IntentLink
                href={`${basePath}?status=${value}`}
                aria-current={value === status ? 'page' : undefined}
                className={value === status ? 'inline-flex min-h-11 items-center rounded-full bg-brand-700 px-4 font-semibold text-white' : 'inline-flex min-h-11 items-center rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50'}
              >
                {t(`statuses.${value}`)} ({list.totals[value] ?? 0})
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      {list.rows.length === 0 && <p className="mt-8 text-ink-700">{t('empty')}</p>}
      <ul className="mt-6 grid gap-4 xl:grid-cols-2">
        {await Promise.all(
          list.rows.map(async (review) => (
            <li key={review.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100" data-review={review.name}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="font-bold">{review.name}</p>
                <span className="flex items-center gap-2">
                  <Stars rating={review.rating} className="text-lg" />
                  <span className="sr-only">{t('rating', { rating: review.rating })}</span>
                </span>
              </div>
              <p className="mt-2 whitespace-pre-wrap text-ink-800">{review.comment}</p>
              <p className="mt-2 text-sm text-ink-600">
                {formatDateTime(review.createdAt, locale)} · {review.locale === 'de' ? 'Deutsch' : 'English'} · {review.sourcePath}
              </p>
              {review.status === 'pending' && (
                <div className="mt-4 flex flex-wrap gap-3">
                  <ActionForm
                    action={moderateReviewAction}
                    labels={{ ...(await actionFormLabels(locale, t('approve'), t('saving'))), submitName: t('approveNamed', { name: review.name }) }}
                    fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }, { name: 'id', type: 'hidden', defaultValue: review.id }, { name: 'decision', type: 'hidden', defaultValue: 'approved' }]}
                  />
                  <ActionForm
                    action={moderateReviewAction}
                    variant="danger"
                    labels={{ ...(await actionFormLabels(locale, t('reject'), t('saving'))), submitName: t('rejectNamed', { name: review.name }) }}
                    fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }, { name: 'id', type: 'hidden', defaultValue: review.id }, { name: 'decision', type: 'hidden', defaultValue: 'rejected' }]}
                  />
                </div>
              )}
            </li>
          )),
        )}
      </ul>
    </PortalShell>
  )
}
