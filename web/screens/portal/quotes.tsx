import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { QuoteStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { formatDateTime, formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro, formatQuantity } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { requirePortal } from '@/lib/portal/context'
import { customerQuotes } from '@/lib/portal/quotes'
import { quoteDisplayStatus } from '@/lib/quotes/lifecycle'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'
import { decideQuoteAction } from './quote-actions'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.quotes' }))('title'))
}

/**
 * The customer's quotes: each version as sent (lines, monthly and one-off sums, the PDF), and for an open
 * one the choice to accept it (with a confirmation box) or to decline it. The form carries the version
 * and its content hash, so that only what the customer read can be accepted.
 */
export default async function QuotesPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/dashboard/quotes')
  const query = await searchParams
  const { user, customer } = await requirePortal(locale, basePath)
  const today = todayInBerlin()
  const [t, tContracts, rows] = await Promise.all([getTranslations({ locale, namespace: 'portal.quotes' }), getTranslations({ locale, namespace: 'portal.shell' }), customer ? customerQuotes(customer.id) : []])
  const euro = (cents: number) => formatEuro(cents, locale)
  const decided = typeof query.accepted === 'string' ? 'accepted' : typeof query.declined === 'string' ? 'declined' : null

  return (
    <PortalShell locale={locale} user={user} active="/dashboard/quotes">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-ink-700">{t('intro')}</p>
      {decided && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {t(decided)}
          {decided === 'accepted' && (
            <>
              {' '}
              <a href={pathFor(locale, '/dashboard/contracts')} className="underline">
                {tContracts('contracts')}
              </a>
            </>
          )}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">{customer ? t('none') : t('agencyAccount')}</p>
      ) : (
        <ul className="mt-8 space-y-6">
          {await Promise.all(
            rows.map(async ({ quote, items, totals, hash }) => {
              const status = quoteDisplayStatus(quote, today)
              const headingId = `quote-${quote.id}`
              const decisionFields = [
                { name: 'locale', type: 'hidden' as const, defaultValue: locale },
                { name: 'id', type: 'hidden' as const, defaultValue: quote.id },
                { name: 'version', type: 'hidden' as const, defaultValue: String(quote.version) },
                { name: 'hash', type: 'hidden' as const, defaultValue: hash },
              ]
              return (
                <li key={quote.id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100" data-quote={quote.number}>
                  <article aria-labelledby={headingId}>
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <h2 id={headingId} className="text-xl font-bold">
                        {quote.number}: {quote.title}
                      </h2>
                      <QuoteStatusBadge status={status} label={t(`statuses.${status === 'draft' ? 'sent' : status}`)} />
                    </div>
                    <p className="mt-1 text-sm text-ink-700">
                      {t('version')} {quote.version} · {t('validUntil')} {formatDay(quote.validUntil, locale)}
                    </p>
                    {(['monthly', 'once'] as const).map((billing) => {
                      const lines = items.filter((item) => item.billing === billing)
                      if (lines.length === 0) return null
                      return (
                        <section key={billing} aria-label={t(billing === 'monthly' ? 'monthlyHeading' : 'onceHeading')} className="mt-4">
                          <h3 className="font-semibold">{t(billing === 'monthly' ? 'monthlyHeading' : 'onceHeading')}</h3>
                          <ul className="mt-2 space-y-1">
                            {lines.map((item) => (
                              <li key={item.id} className="flex flex-wrap justify-between gap-2">
                                <span>
                                  {item.description}
                                  {item.quantity !== '1.000' && ` · ${formatQuantity(item.quantity, locale)} × ${euro(item.unitPriceCents)}`}
                                  {item.minimumTermMonths && ` · ${t('minimumTerm', { months: item.minimumTermMonths })}`}
                                </span>
                                <span className="font-semibold">{euro(item.netCents)}</span>
                              </li>
                            ))}
                          </ul>
                          <p className="mt-1 text-ink-700">{t('sum', { net: euro(totals[billing].netCents), gross: euro(totals[billing].grossCents) })}</p>
                        </section>
                      )
                    })}
                    {totals.monthly.netCents > 0 && <p className="mt-3 text-ink-700">{t('startsOn', { date: formatDay(quote.startDate, locale) })}</p>}
                    <a href={`/api/quotes/${quote.id}/pdf`} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline" download>
                      {t('pdf', { number: quote.number ?? '' })}
                    </a>
                    {quote.decidedAt && (
                      <p className="mt-3 font-medium">{t(quote.status === 'accepted' ? 'acceptedOn' : 'declinedOn', { date: formatDateTime(quote.decidedAt, locale), name: quote.decidedByName ?? '' })}</p>
                    )}
                    {status === 'sent' && (
                      <div className="mt-6 grid gap-6 border-t border-ink-100 pt-6 lg:grid-cols-2">
                        <ActionForm
                          action={decideQuoteAction}
                          permalink={basePath}
                          labels={await actionFormLabels(locale, t('accept'), t('sending'))}
                          fields={[...decisionFields, { name: 'decision', type: 'hidden', defaultValue: 'accept' }, { name: 'confirm', type: 'checkbox', label: t('confirm', { number: quote.number ?? '' }), required: true }]}
                        />
                        <ActionForm
                          action={decideQuoteAction}
                          permalink={basePath}
                          variant="danger"
                          labels={await actionFormLabels(locale, t('decline'), t('sending'))}
                          fields={[...decisionFields, { name: 'decision', type: 'hidden', defaultValue: 'decline' }, { name: 'reason', type: 'textarea', label: t('declineReason'), maxLength: 1000 }]}
                        />
                      </div>
                    )}
                  </article>
                </li>
              )
            }),
          )}
        </ul>
      )}
    </PortalShell>
  )
}
