import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { PortalShell } from '@/components/portal/portal-shell'
import { listDirectDebits } from '@/lib/admin/direct-debits'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'
import { exportRunAction } from './direct-debit-actions'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('directDebits'))
}

/** SEPA direct debits: what the next collection run takes, the button that makes its bank file, and the runs before. */
export default async function DirectDebitsPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/direct-debits')
  const admin = await requireAdmin(locale, basePath)
  const [t, tShell, common, { pending, runs }] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.directDebits' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    listDirectDebits(admin),
  ])
  const euro = (cents: number) => formatEuro(cents, locale)
  const exported = (await searchParams).done === 'exported'
  return (
    <PortalShell locale={locale} user={admin} active="/admin/direct-debits">
      <AdminPageHeader title={tShell('directDebits')} intro={t('intro')} />
      {exported && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {t('exported')}
        </p>
      )}
      <section aria-labelledby="pending-heading" className={`mt-8 ${panelClass}`}>
        <h2 id="pending-heading" className="text-xl font-bold">{t('pendingHeading')}</h2>
        {pending.length === 0 ? (
          <p className="mt-3 text-ink-700">{t('pendingNone')}</p>
        ) : (
          <>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <thead className="border-b border-ink-200">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-semibold">{t('invoice')}</th>
                    <th scope="col" className="px-3 py-2 text-left font-semibold">{t('customer')}</th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">{t('amount')}</th>
                    <th scope="col" className="px-3 py-2 text-left font-semibold">{t('collectionDate')}</th>
                    <th scope="col" className="px-3 py-2 text-left font-semibold">{t('mandate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {pending.map((item) => (
                    <tr key={item.invoiceId} className="border-b border-ink-100 last:border-0" data-debit={item.number}>
                      <td className="px-3 py-2 font-mono">{item.number}</td>
                      <td className="px-3 py-2">{item.company}</td>
                      <td className="px-3 py-2 text-right">{euro(item.grossCents)}</td>
                      <td className="px-3 py-2">{formatDay(item.collectionDate!, locale, 'medium')}</td>
                      <td className="px-3 py-2 font-mono">{item.mandate.reference}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="mt-4">
              <ActionForm action={exportRunAction} permalink={basePath} labels={await actionFormLabels(locale, t('export'), common('saving'))} fields={[{ name: 'locale', type: 'hidden', defaultValue: locale }]} />
            </div>
          </>
        )}
        <p className="mt-4 text-sm text-ink-700">{t('paidNote')}</p>
      </section>
      <section aria-labelledby="runs-heading" className={`mt-8 ${panelClass}`}>
        <h2 id="runs-heading" className="text-xl font-bold">{t('runsHeading')}</h2>
        {runs.length === 0 ? (
          <p className="mt-3 text-ink-700">{t('runsNone')}</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {runs.map((run) => (
              <li key={run.id} className="flex flex-wrap justify-between gap-2" data-run={run.messageId}>
                <span>{t('runLine', { messageId: run.messageId, count: run.count, amount: euro(run.sumCents), date: formatDay(run.collectionDate, locale, 'medium') })}</span>
                <a href={`/api/admin/sepa-runs/${run.id}`} className="font-semibold text-brand-800 underline" download>
                  {t('download', { messageId: run.messageId })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </PortalShell>
  )
}
