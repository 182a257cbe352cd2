import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link.client'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { AuditTrail } from '@/components/admin/audit-trail'
import { invoiceEditorLabels } from '@/components/admin/invoice-editor-labels'
import { InvoiceEditor } from '@/components/admin/invoice-editor.client'
import { AdminPageHeader, panelClass } from '@/components/admin/page-header'
import { ActionForm } from '@/components/forms/action-form.client'
import { actionFormLabels } from '@/components/forms/action-form-labels'
import { InvoiceStatusBadge } from '@/components/portal/badges'
import { InvoiceLinesTable } from '@/components/portal/invoice-lines-table'
import { PortalShell } from '@/components/portal/portal-shell'
import { getAdminInvoice } from '@/lib/admin/invoices'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { DUNNING_LETTER_TERM_DAYS } from '@/lib/invoices/dunning-schedule'
import { displayStatus } from '@/lib/invoices/status'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { cancelAction, deleteDraftAction, issueAction, markPaidAction, reminderAction, saveDraftAction } from './invoice-actions'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps<{ id: string }>): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.invoices' }))('detailTitle'))
}

const euroInput = (cents: number) => (cents / 100).toFixed(2).replace('.', ',')

/** A draft to edit, issue or delete; an issued invoice with its documents, payment, reminder and cancellation. */
export default async function AdminInvoicePage({ params, searchParams }: ScreenProps<{ id: string }>) {
  const { locale, id } = await params
  const admin = await requireAdmin(locale, pathFor(locale, { pathname: '/admin/invoices/[id]', params: { id } }))
  const detail = await getAdminInvoice(admin, id)
  if (!detail) notFound()
  const query = await searchParams
  const [t, tStatus, common] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.invoices' }),
    getTranslations({ locale, namespace: 'portal.invoices' }),
    getTranslations({ locale, namespace: 'admin.common' }),
  ])
  const { invoice, customer, items } = detail
  const today = todayInBerlin()
  const status = displayStatus(invoice, today)
  const euro = (cents: number) => formatEuro(cents, locale)
  const hidden = [
    { name: 'locale', type: 'hidden' as const, defaultValue: locale },
    { name: 'id', type: 'hidden' as const, defaultValue: invoice.id },
  ]
  const notice =
    query.saved === '1' ? t('draftSaved') : query.paid === '1' ? t('markedPaid') : query.issued === 'mailed' ? t('issuedMailed') : query.issued === '1' ? t('issuedNoMail') : query.creditNote === '1' ? t('creditNoteIssued') : null
  const customerLink = (
    <IntentLink href={pathFor(locale, { pathname: '/admin/customers/[id]', params: { id: customer.id } })} className="font-semibold text-brand-800 underline">
      {customer.company}
    </IntentLink>
  )

  return (
    <PortalShell locale={locale} user={admin} active="/admin/invoices">
      <AdminPageHeader
        title={invoice.number ? (invoice.kind === 'credit_note' ? t('creditNoteTitle', { number: invoice.number }) : t('invoiceTitle', { number: invoice.number })) : t('draftTitle')}
        intro={<>{t('forCustomer')} {customerLink}</>}
        actions={<InvoiceStatusBadge status={status} label={tStatus(`statuses.${status}`)} />}
      />
      {notice && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {notice}
        </p>
      )}

      {invoice.status === 'draft' ? (
        <>
          <section aria-labelledby="draft-heading" className={`mt-8 ${panelClass}`}>
            <h2 id="draft-heading" className="mb-6 text-xl font-bold">{t('editDraft')}</h2>
            <InvoiceEditor
              action={saveDraftAction}
              locale={locale}
              hidden={{ locale, id: invoice.id, customerId: invoice.customerId }}
              labels={await invoiceEditorLabels(locale, t('saveDraft'))}
              initial={{
                description: invoice.description,
                language: invoice.locale,
                servicePeriodStart: invoice.servicePeriodStart ?? '',
                servicePeriodEnd: invoice.servicePeriodEnd ?? '',
                vatRate: String(invoice.vatRate) as '19' | '7' | '0',
                paymentTermDays: String(invoice.paymentTermDays),
                lines: items.map((item) => ({ description: item.description, quantity: item.quantity.replace(/\.?0+$/, ''), unit: item.unit, unitPrice: euroInput(item.unitPriceCents) })),
              }}
            />
          </section>
          <div className="mt-8 grid gap-8 lg:grid-cols-2">
            <section aria-labelledby="issue-heading" className={panelClass}>
              <h2 id="issue-heading" className="text-xl font-bold">{t('issueHeading')}</h2>
              <p className="mt-2 mb-4 text-ink-700">{t('issueText', { total: euro(invoice.grossCents) })}</p>
              <ActionForm action={issueAction} labels={await actionFormLabels(locale, t('issue'), t('issuing'))} fields={hidden} />
            </section>
            <section aria-labelledby="delete-heading" className={panelClass}>
              <h2 id="delete-heading" className="text-xl font-bold">{t('deleteHeading')}</h2>
              <p className="mt-2 mb-4 text-ink-700">{t('deleteText')}</p>
              <ActionForm action={deleteDraftAction} variant="danger" labels={await actionFormLabels(locale, t('deleteDraft'), common('saving'))} fields={hidden} />
            </section>
          </div>
        </>
      ) : (
        <>
          <section aria-labelledby="invoice-heading" className={`mt-8 ${panelClass}`}>
            <h2 id="invoice-heading" className="sr-only">{t('contents')}</h2>
            <p className="text-ink-800">{invoice.description}</p>
            <dl className="mt-4 grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
              {[
                [t('issueDate'), invoice.issueDate ? formatDay(invoice.issueDate, locale, 'medium') : '–'],
                [t('servicePeriod'), invoice.servicePeriodStart && invoice.servicePeriodEnd ? `${formatDay(invoice.servicePeriodStart, locale, 'medium')} – ${formatDay(invoice.servicePeriodEnd, locale, 'medium')}` : '–'],
                [t('dueDate'), invoice.dueDate ? formatDay(invoice.dueDate, locale, 'medium') : '–'],
                [t('paidOn'), invoice.paidOn ? formatDay(invoice.paidOn, locale, 'medium') : '–'],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-ink-600">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
            <InvoiceLinesTable invoice={invoice} items={items} locale={locale} />
            <ul className="mt-6 flex flex-wrap gap-3">
              <li><a href={`/api/invoices/${invoice.id}/pdf`} download className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50">{t('downloadPdf')}</a></li>
              <li><a href={`/api/invoices/${invoice.id}/xrechnung`} download className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-brand-800 ring-1 ring-brand-700/30 ring-inset hover:bg-brand-50">{t('downloadXml')}</a></li>
            </ul>
            {detail.documents.length > 0 && (
              <p className="mt-3 text-sm text-ink-700">
                {t('storedDocuments', { count: detail.documents.length })} {detail.documents.map((document) => `${document.fileName} (SHA-256 ${document.sha256.slice(0, 12)}…)`).join(', ')}
              </p>
            )}
            {detail.related.length > 0 && (
              <p className="mt-3 text-sm">
                {detail.related.map((related) => (
                  <IntentLink key={related.id} href={pathFor(locale, { pathname: '/admin/invoices/[id]', params: { id: related.id } })} className="mr-4 font-semibold text-brand-800 underline">
                    {related.kind === 'credit_note' ? t('creditedBy', { number: related.number ?? '' }) : t('credits', { number: related.number ?? '' })}
                  </IntentLink>
                ))}
              </p>
            )}
          </section>

          {invoice.kind === 'invoice' && invoice.status !== 'cancelled' && (
            <div className="mt-8 grid gap-8 lg:grid-cols-3">
              {invoice.status === 'issued' && (
                <section aria-labelledby="paid-heading" className={panelClass}>
                  <h2 id="paid-heading" className="mb-4 text-xl font-bold">{t('markPaidHeading')}</h2>
                  <ActionForm
                    action={markPaidAction}
                    labels={await actionFormLabels(locale, t('markPaid'), common('saving'))}
                    fields={[...hidden, { name: 'paidOn', label: t('paidOn'), type: 'date', required: true, defaultValue: today }]}
                  />
                </section>
              )}
              {invoice.status === 'issued' && (
                <section aria-labelledby="reminder-heading" className={panelClass}>
                  <h2 id="reminder-heading" className="text-xl font-bold">{detail.reminders.length === 0 ? t('reminderHeading') : t('dunningHeading')}</h2>
                  <p className="mt-2 mb-4 text-ink-700">{detail.reminders.length === 0 ? t('reminderText') : t('dunningText', { days: DUNNING_LETTER_TERM_DAYS })}</p>
                  <ActionForm
                    action={reminderAction}
                    labels={await actionFormLabels(locale, detail.reminders.length === 0 ? t('sendReminder') : t('sendDunning'), common('saving'))}
                    fields={hidden}
                  />
                </section>
              )}
              <section aria-labelledby="cancel-heading" className={panelClass}>
                <h2 id="cancel-heading" className="text-xl font-bold">{t('cancelHeading')}</h2>
                <p className="mt-2 mb-4 text-ink-700">{t('cancelText')}</p>
                <ActionForm action={cancelAction} variant="danger" labels={await actionFormLabels(locale, t('cancel'), common('saving'))} fields={hidden} />
              </section>
            </div>
          )}
        </>
      )}

      {invoice.kind === 'invoice' && invoice.status !== 'draft' && (
        <section aria-labelledby="reminders-heading" className={`mt-8 ${panelClass}`}>
          <h2 id="reminders-heading" className="text-xl font-bold">{t('remindersHeading')}</h2>
          {detail.reminders.length > 0 && (
            <ol className="mt-4 space-y-2">
              {detail.reminders.map((reminder) => (
                <li key={reminder.level} data-reminder-level={reminder.level}>
                  <span className="font-semibold">{reminder.level === 1 ? t('reminderFirst') : t('reminderNotice', { ordinal: reminder.level - 1 })}</span>
                  {' · '}
                  {formatDay(reminder.sentOn, locale, 'medium')}
                  {' · '}
                  {reminder.trigger === 'schedule' ? t('reminderBySchedule') : reminder.sentBy ? t('reminderByAdmin', { name: reminder.sentBy }) : t('reminderByHand')}
                </li>
              ))}
            </ol>
          )}
          <p className="mt-4 text-ink-700">
            {detail.schedule.automatic
              ? t('scheduleOn', { first: detail.schedule.firstReminderDays, second: detail.schedule.secondReminderDays, followUp: detail.schedule.followUpDays })
              : t('scheduleOff')}
          </p>
        </section>
      )}

      <div className="mt-8">
        <AuditTrail entries={detail.trail} locale={locale} heading={common('history')} />
      </div>
    </PortalShell>
  )
}
