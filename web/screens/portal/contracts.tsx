import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { ContractStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro, vatCents, type VatRate } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { requirePortal } from '@/lib/portal/context'
import { contractOpenToNotice, customerContracts, customerMandate, endIfNoticeToday, mandateCreditor } from '@/lib/portal/contracts'
import { formatIban } from '@/lib/invoices/girocode'
import { mandateText } from '@/lib/sepa/mandate-text'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'
import { giveNoticeAction, grantMandateAction, revokeMandateAction } from './contract-actions'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.contracts' }))('title'))
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * The customer's contracts: price, minimum term, next invoice, and notice in two steps (the § 312k BGB
 * pattern): "Give notice" opens the confirmation with the day the contract would end (`?notice=<id>`),
 * "Give notice now" gives it; the page then confirms what was received, and an e-mail does too.
 */
export default async function ContractsPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/dashboard/contracts')
  const query = await searchParams
  const { user, customer } = await requirePortal(locale, basePath)
  const today = todayInBerlin()
  const [t, views, mandate, creditor] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.contracts' }),
    customer ? customerContracts(customer.id, today) : [],
    customer ? customerMandate(customer.id) : null,
    mandateCreditor(),
  ])
  const noticeFor = single(query.notice)
  const noticed = single(query.noticed)
  const confirming = noticeFor ? contractOpenToNotice(views, noticeFor) : undefined
  // A notice URL of a contract that is not this customer's (or not open to notice) is not found.
  if (noticeFor && !confirming) notFound()
  const noticedView = noticed ? views.find((view) => view.contract.id === noticed && view.contract.endDate) : undefined

  return (
    <PortalShell locale={locale} user={user} active="/dashboard/contracts">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-ink-700">{t('intro')}</p>
      {noticedView && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {t('noticed', { service: noticedView.contract.description, end: formatDay(noticedView.contract.endDate!, locale) })}
        </p>
      )}
      {confirming && (
        <section aria-labelledby="notice-heading" className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-2 ring-red-700/30">
          <h2 id="notice-heading" className="text-xl font-bold">{t('confirmHeading', { service: confirming.contract.description })}</h2>
          <p className="mt-2 text-ink-800">{t('confirmText', { end: formatDay(endIfNoticeToday(confirming.contract, today), locale) })}</p>
          <p className="mt-2 mb-4 text-ink-700">{t('confirmMail')}</p>
          <ActionForm
            action={giveNoticeAction}
            permalink={`${basePath}?notice=${confirming.contract.id}`}
            variant="danger"
            labels={await actionFormLabels(locale, t('giveNoticeNow'), t('sending'))}
            fields={[
              { name: 'locale', type: 'hidden', defaultValue: locale },
              { name: 'id', type: 'hidden', defaultValue: confirming.contract.id },
            ]}
          />
          <IntentLink href={basePath} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
            {t('keep')}
          </IntentLink>
        </section>
      )}
      {views.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">{customer ? t('none') : t('agencyAccount')}</p>
      ) : (
        <ul className="mt-8 grid gap-6 xl:grid-cols-2">
          {views.map(({ contract, status, minimumTermEnd, next }) => {
            const gross = contract.monthlyNetCents + vatCents(contract.monthlyNetCents, contract.vatRate as VatRate)
            const facts: [string, string][] = [
              [t('monthly'), t('monthlyValue', { net: formatEuro(contract.monthlyNetCents, locale), gross: formatEuro(gross, locale) })],
              [t('start'), formatDay(contract.startDate, locale)],
              [t('minimumTerm'), t('minimumTermValue', { end: formatDay(minimumTermEnd, locale), count: contract.minimumTermMonths })],
              [t('noticePeriod'), t('noticePeriodValue', { count: contract.noticePeriodMonths })],
              ...(next ? ([[t('nextInvoice'), t('nextInvoiceValue', { day: formatDay(next.issueOn, locale), amount: formatEuro(next.grossCents, locale) })]] as [string, string][]) : []),
              ...(contract.endDate ? ([[t('endDate'), formatDay(contract.endDate, locale)]] as [string, string][]) : []),
            ]
            const headingId = `contract-${contract.id}`
            return (
              <li key={contract.id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100" data-contract={contract.description}>
                <article aria-labelledby={headingId}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <h2 id={headingId} className="text-xl font-bold">{contract.description}</h2>
                    <ContractStatusBadge status={status} label={t(`statuses.${status}`)} />
                  </div>
                  <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
                    {facts.map(([label, value]) => (
                      <div key={label} className="contents">
                        <dt className="font-semibold text-ink-700">{label}</dt>
                        <dd>{value}</dd>
                      </div>
                    ))}
                  </dl>
                  {status !== 'ended' && !contract.endDate && (
                    <IntentLink
                      href={`${basePath}?notice=${contract.id}#notice-heading`}
                      className="mt-5 inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-red-800 ring-1 ring-red-700/40 ring-inset hover:bg-red-50"
                    >
                      {t('giveNotice')}
                    </IntentLink>
                  )}
                </article>
              </li>
            )
          })}
        </ul>
      )}
      {customer && creditor.creditorId && (
        <section aria-labelledby="mandate-heading" className="mt-10 max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100" data-testid="mandate">
          <h2 id="mandate-heading" className="text-xl font-bold">{t('mandateHeading')}</h2>
          {((query.mandate === 'granted' && mandate) || (query.mandate === 'revoked' && !mandate)) && (
            <p role="status" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
              {mandate ? t('granted', { reference: mandate.reference }) : t('revoked')}
            </p>
          )}
          <p className="mt-2 text-ink-700">{t('mandateIntro')}</p>
          {mandate ? (
            <>
              <p className="mt-4 font-medium">
                {t('mandateActive', { reference: mandate.reference, date: formatDay(mandate.signedOn, locale), scheme: t(`schemes.${mandate.scheme}`), iban: formatIban(mandate.iban) })}
              </p>
              <div className="mt-4">
                <ActionForm action={revokeMandateAction} permalink={basePath} variant="danger" labels={await actionFormLabels(locale, t('revoke'), t('sending'))} fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }]} />
              </div>
            </>
          ) : (
            <>
              {(['core', 'b2b'] as const).map((scheme) => (
                <details key={scheme} className="mt-4">
                  <summary className="cursor-pointer font-semibold text-brand-800">{t(`schemes.${scheme}`)}</summary>
                  {mandateText(locale, scheme, { name: creditor.name, creditorId: creditor.creditorId! }).map((paragraph) => (
                    <p key={paragraph} className="mt-2 text-ink-800">{paragraph}</p>
                  ))}
                </details>
              ))}
              <div className="mt-6">
                <ActionForm
                  action={grantMandateAction}
                  permalink={basePath}
                  columns={2}
                  labels={await actionFormLabels(locale, t('grant'), t('sending'))}
                  fields={[
                    { name: 'locale', type: 'hidden', defaultValue: locale },
                    { name: 'scheme', type: 'select', label: t('schemeField'), required: true, wide: true, defaultValue: 'core', options: (['core', 'b2b'] as const).map((scheme) => ({ value: scheme, label: t(`schemes.${scheme}`) })) },
                    { name: 'accountHolder', type: 'text', label: t('accountHolder'), required: true, maxLength: 70, autoComplete: 'name', defaultValue: customer.company },
                    { name: 'iban', type: 'text', label: t('iban'), required: true, maxLength: 42 },
                    { name: 'bic', type: 'text', label: t('bic'), maxLength: 11 },
                    { name: 'confirm', type: 'checkbox', label: t('mandateConfirm'), required: true, wide: true },
                  ]}
                />
              </div>
            </>
          )}
        </section>
      )}
    </PortalShell>
  )
}
