import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuditTrail } from '@/components/admin/audit-trail'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { quoteFormFields } from '@/components/admin/quote-form-fields'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { QuoteStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { priceList } from '@/lib/admin/contracts'
import { leadName } from '@/lib/admin/leads'
import { getAdminQuote, leadChoices } from '@/lib/admin/quotes'
import { requireAdmin } from '@/lib/auth/session'
import { formatDateTime, formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro, formatQuantity } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { quoteDisplayStatus } from '@/lib/quotes/lifecycle'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'
import { reviseQuoteAction, saveQuoteAction, sendQuoteAction, withdrawQuoteAction } from './quote-actions'

/** What the last action did (`?done=…`), said at the top of the page. */
const DONE = ['sent', 'revised', 'withdrawn'] as const

export async function generateMetadata({ params }: ScreenProps<{ id: string }>): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.quotes' }))('detailTitle'))
}

/**
 * One quote: a draft is edited and sent here; a sent one can be revised (its next version) or withdrawn;
 * every version sent stays downloadable; an accepted one shows who accepted which version, and what it
 * became (contracts, invoice draft).
 */
export default async function AdminQuotePage({ params, searchParams }: ScreenProps<{ id: string }>) {
  const { locale, id } = await params
  const permalink = pathFor(locale, { pathname: '/admin/quotes/[id]', params: { id } })
  const admin = await requireAdmin(locale, permalink)
  const detail = await getAdminQuote(admin, id)
  if (!detail) notFound()
  const query = await searchParams
  const today = todayInBerlin()
  const { quote, customer, lead, items, versions, outcome, trail, totals } = detail
  const status = quoteDisplayStatus(quote, today)
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'admin.quotes' }), getTranslations({ locale, namespace: 'admin.common' })])
  const hidden = [
    { name: 'locale', type: 'hidden' as const, defaultValue: locale },
    { name: 'id', type: 'hidden' as const, defaultValue: quote.id },
  ]
  const euro = (cents: number) => formatEuro(cents, locale)
  const editable = quote.status === 'draft'
  return (
    <PortalShell locale={locale} user={admin} active="/admin/quotes">
      <AdminPageHeader
        title={`${quote.number ?? t('draft')}: ${quote.title}`}
        intro={
          <>
            {t('forCustomer')}{' '}
            <IntentLink href={pathFor(locale, { pathname: '/admin/customers/[id]', params: { id: customer.id } })} className="font-semibold text-brand-800 underline">
              {customer.company}
            </IntentLink>
            {lead?.id && (
              <>
                {' '}
                <IntentLink href={pathFor(locale, { pathname: '/admin/leads/[id]', params: { id: lead.id } })} className="text-brand-800 underline">
                  {t('forLead', { name: leadName(lead) })}
                </IntentLink>
              </>
            )}{' '}
            <QuoteStatusBadge status={status} label={t(`statuses.${status}`)} />
          </>
        }
      />
      {(query.created === '1' || DONE.includes(query.done as (typeof DONE)[number])) && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {query.created === '1' ? t('created') : t(query.done as (typeof DONE)[number])}
        </p>
      )}

      {!editable && (
        <section aria-labelledby="items-heading" className={`mt-8 ${panelClass}`}>
          <h2 id="items-heading" className="text-xl font-bold">{t('itemsHeading')}</h2>
          <ul className="mt-4 space-y-2">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-2 border-b border-ink-100 pb-2 last:border-0">
                <span>
                  {item.description} · {formatQuantity(item.quantity, locale)} × {euro(item.unitPriceCents)} · {t(`billing.${item.billing}`)}
                </span>
                <span className="font-semibold">{euro(item.netCents)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 font-semibold">
            {t('monthlySum', { net: euro(totals.monthly.netCents) })} · {t('onceSum', { net: euro(totals.once.netCents) })}
          </p>
        </section>
      )}

      {editable && (
        <section aria-labelledby="edit-heading" className={`mt-8 max-w-4xl ${panelClass}`}>
          <h2 id="edit-heading" className="mb-2 text-xl font-bold">{t('editHeading', { version: quote.version })}</h2>
          <p className="mb-4 text-ink-700">{t('formIntro')}</p>
          <ActionForm
            action={saveQuoteAction}
            permalink={permalink}
            columns={2}
            labels={await actionFormLabels(locale, t('save'), common('saving'))}
            fields={await quoteFormFields({ locale, customerId: customer.id, quote, items, services: await priceList(), leads: await leadChoices(admin), defaults: { validUntil: quote.validUntil, startDate: quote.startDate } })}
          />
        </section>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        {editable && (
          <section aria-labelledby="send-heading" className={panelClass}>
            <h2 id="send-heading" className="text-xl font-bold">{t('sendHeading')}</h2>
            <p className="mt-2 mb-4 text-ink-700">{t('sendText')}</p>
            <ActionForm action={sendQuoteAction} permalink={permalink} labels={await actionFormLabels(locale, t('send'), common('saving'))} fields={hidden} />
          </section>
        )}
        {quote.status === 'sent' && (
          <section aria-labelledby="revise-heading" className={panelClass}>
            <h2 id="revise-heading" className="text-xl font-bold">{t('reviseHeading')}</h2>
            <p className="mt-2 mb-4 text-ink-700">{t('reviseText')}</p>
            <ActionForm action={reviseQuoteAction} permalink={permalink} labels={await actionFormLabels(locale, t('revise'), common('saving'))} fields={hidden} />
          </section>
        )}
        {(quote.status === 'sent' || quote.status === 'draft') && (
          <section aria-labelledby="withdraw-heading" className={panelClass}>
            <h2 id="withdraw-heading" className="text-xl font-bold">{t('withdrawHeading')}</h2>
            <p className="mt-2 mb-4 text-ink-700">{t('withdrawText')}</p>
            <ActionForm action={withdrawQuoteAction} permalink={permalink} variant="danger" labels={await actionFormLabels(locale, t('withdraw'), common('saving'))} fields={hidden} />
          </section>
        )}
        {versions.length > 0 && (
          <section aria-labelledby="versions-heading" className={panelClass}>
            <h2 id="versions-heading" className="text-xl font-bold">{t('versions')}</h2>
            <ul className="mt-4 space-y-2">
              {versions.map((version) => (
                <li key={version.version} data-version={version.version}>
                  {t('versionLine', { version: version.version, date: formatDateTime(version.createdAt, locale) })} ·{' '}
                  <a href={`/api/quotes/${quote.id}/pdf?version=${version.version}`} className="font-semibold text-brand-800 underline" download>
                    {t('download', { version: version.version })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {quote.decidedAt && (
          <section aria-labelledby="decision-heading" className={panelClass} data-testid="quote-decision">
            <h2 id="decision-heading" className="text-xl font-bold">{t('decisionHeading')}</h2>
            <p className="mt-2">{t(quote.status === 'accepted' ? 'acceptedBy' : 'declinedBy', { name: quote.decidedByName ?? '–', date: formatDateTime(quote.decidedAt, locale) })}</p>
            {quote.declineReason && <p className="mt-1">{t('reason', { reason: quote.declineReason })}</p>}
            <dl className="mt-3 grid gap-1 text-sm">
              <dt className="font-semibold text-ink-700">{t('client')}</dt>
              <dd className="font-mono break-all">{quote.decidedClient}</dd>
              {quote.acceptedHash && (
                <>
                  <dt className="font-semibold text-ink-700">{t('hash')}</dt>
                  <dd className="font-mono break-all">{quote.acceptedHash}</dd>
                </>
              )}
            </dl>
          </section>
        )}
        {(outcome.contracts.length > 0 || outcome.invoices.length > 0) && (
          <section aria-labelledby="outcome-heading" className={panelClass}>
            <h2 id="outcome-heading" className="text-xl font-bold">{t('outcomeHeading')}</h2>
            <ul className="mt-4 space-y-2">
              {outcome.contracts.map((contract) => (
                <li key={contract.id}>
                  <IntentLink href={pathFor(locale, { pathname: '/admin/contracts/[id]', params: { id: contract.id } })} className="font-semibold text-brand-800 underline">
                    {contract.description}
                  </IntentLink>
                </li>
              ))}
              {outcome.invoices.map((invoice) => (
                <li key={invoice.id}>
                  <IntentLink href={pathFor(locale, { pathname: '/admin/invoices/[id]', params: { id: invoice.id } })} className="font-semibold text-brand-800 underline">
                    {invoice.number ? t('outcomeInvoice', { number: invoice.number }) : t('outcomeDraft')}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="mt-6 text-sm text-ink-700">
        {t('validUntil')}: {formatDay(quote.validUntil, locale)}
      </p>
      <div className="mt-8">
        <AuditTrail entries={trail} locale={locale} heading={t('history')} />
      </div>
    </PortalShell>
  )
}
