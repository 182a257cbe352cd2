import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuditTrail } from '@/components/admin/audit-trail'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { ContractStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { getAdminContract } from '@/lib/admin/contracts'
import { requireAdmin } from '@/lib/auth/session'
import { earliestEndDate } from '@/lib/contracts/terms'
import { formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'
import { endContractAction, pauseContractAction, resumeContractAction } from './contract-actions'

export async function generateMetadata({ params }: ScreenProps<{ id: string }>): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.contracts' }))('detailTitle'))
}

/** One contract: its terms, the next invoice, every month billed (or skipped), and pause, resume or end. */
export default async function AdminContractPage({ params, searchParams }: ScreenProps<{ id: string }>) {
  const { locale, id } = await params
  const permalink = pathFor(locale, { pathname: '/admin/contracts/[id]', params: { id } })
  const admin = await requireAdmin(locale, permalink)
  const today = todayInBerlin()
  const detail = await getAdminContract(admin, id, today)
  if (!detail) notFound()
  const query = await searchParams
  const [t, tStatus, common] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.contracts' }),
    getTranslations({ locale, namespace: 'portal.contracts' }),
    getTranslations({ locale, namespace: 'admin.common' }),
  ])
  const { view, billings, trail } = detail
  const { contract } = view
  const hidden = [
    { name: 'locale', type: 'hidden' as const, defaultValue: locale },
    { name: 'id', type: 'hidden' as const, defaultValue: contract.id },
  ]
  const terms: [string, string][] = [
    [t('monthlyNet'), formatEuro(contract.monthlyNetCents, locale)],
    [t('vatField'), `${contract.vatRate} %`],
    [t('startField'), formatDay(contract.startDate, locale)],
    [t('minimumTermEnd'), `${formatDay(view.minimumTermEnd, locale)} (${t('months', { count: contract.minimumTermMonths })})`],
    [t('noticeField'), t('noticeValue', { count: contract.noticePeriodMonths })],
    [t('billingDayField'), t('billingDayValue', { day: contract.billingDay })],
    [t('nextInvoice'), view.next ? `${formatDay(view.next.issueOn, locale)} · ${formatEuro(view.next.grossCents, locale)}` : '–'],
    ...(contract.endDate
      ? ([[t('endDate'), `${formatDay(contract.endDate, locale)} (${t(contract.noticeGivenBy === 'customer' ? 'noticeByCustomer' : 'noticeByAgency', { day: formatDay(contract.noticeGivenOn!, locale) })})`]] as [string, string][])
      : []),
    ...(contract.pausedOn ? ([[t('pausedSince'), formatDay(contract.pausedOn, locale)]] as [string, string][]) : []),
  ]
  return (
    <PortalShell locale={locale} user={admin} active="/admin/contracts">
      <AdminPageHeader
        title={contract.description}
        intro={
          <>
            {t('forCustomer')}{' '}
            <IntentLink href={pathFor(locale, { pathname: '/admin/customers/[id]', params: { id: contract.customerId } })} className="font-semibold text-brand-800 underline">
              {view.company}
            </IntentLink>{' '}
            <ContractStatusBadge status={view.status} label={tStatus(`statuses.${view.status}`)} />
          </>
        }
      />
      {query.created === '1' && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {t('created')}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="terms-heading" className={panelClass}>
          <h2 id="terms-heading" className="text-xl font-bold">{t('termsHeading')}</h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            {terms.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-ink-700">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="log-heading" className={panelClass}>
          <h2 id="log-heading" className="text-xl font-bold">{t('logHeading')}</h2>
          {billings.length === 0 ? (
            <p className="mt-3 text-ink-700">{t('logEmpty')}</p>
          ) : (
            <ol className="mt-4 space-y-2">
              {billings.map((billing) => (
                <li key={billing.month} className="flex flex-wrap justify-between gap-2 border-b border-ink-100 pb-2 last:border-0" data-month={billing.month}>
                  <span className="font-semibold">{new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${billing.month}T00:00:00Z`))}</span>
                  {billing.invoiceId ? (
                    <span>
                      <IntentLink href={pathFor(locale, { pathname: '/admin/invoices/[id]', params: { id: billing.invoiceId } })} className="font-mono font-semibold text-brand-800 underline">
                        {billing.number}
                      </IntentLink>{' '}
                      · {formatEuro(billing.grossCents ?? 0, locale)} · {formatDay(billing.issueDate!, locale, 'medium')}
                    </span>
                  ) : (
                    <span className="text-ink-700">{t('skipped')}</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {view.status !== 'ended' && (
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="pause-heading" className={panelClass}>
            <h2 id="pause-heading" className="text-xl font-bold">{view.status === 'paused' ? t('resumeHeading') : t('pauseHeading')}</h2>
            <p className="mt-2 mb-4 text-ink-700">{view.status === 'paused' ? t('resumeText') : t('pauseText')}</p>
            <ActionForm
              action={view.status === 'paused' ? resumeContractAction : pauseContractAction}
              permalink={permalink}
              labels={await actionFormLabels(locale, view.status === 'paused' ? t('resume') : t('pause'), common('saving'))}
              fields={hidden}
            />
          </section>
          <section aria-labelledby="end-heading" className={panelClass}>
            <h2 id="end-heading" className="text-xl font-bold">{t('endHeading')}</h2>
            <p className="mt-2 mb-4 text-ink-700">{t('endText', { earliest: formatDay(earliestEndDate(contract, today), locale) })}</p>
            <ActionForm
              action={endContractAction}
              permalink={permalink}
              variant="danger"
              labels={await actionFormLabels(locale, t('end'), common('saving'))}
              fields={[...hidden, { name: 'endDate', type: 'date', label: t('endDate'), required: true, defaultValue: contract.endDate ?? earliestEndDate(contract, today) }]}
            />
          </section>
        </div>
      )}
      <div className="mt-8">
        <AuditTrail entries={trail} locale={locale} heading={t('history')} />
      </div>
    </PortalShell>
  )
}
