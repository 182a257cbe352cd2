import type { Metadata } from 'next'
import { Download, Plus } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader, inputClass, primaryLinkClass, secondaryLinkClass } from '@/components/admin/page-header'
import { Pagination, SortHeader } from '@/components/admin/pagination'
import { InvoiceStatusBadge } from '@/components/portal/badges'
import { PortalShell } from '@/components/portal/portal-shell'
import { ADMIN_INVOICE_FILTERS, type AdminInvoiceFilter, INVOICE_SORTS, type InvoiceSort, listAdminInvoices } from '@/lib/admin/invoices'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay, todayInBerlin } from '@/lib/dates'
import { formatEuro } from '@/lib/invoices/money'
import { displayStatus } from '@/lib/invoices/status'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('adminInvoices'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value)

/** Every invoice: search, status, customer and period filters, sorting, pages, and the CSV of the selection. */
export default async function AdminInvoicesPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/invoices')
  const query = await searchParams
  const filters = {
    search: one(query.q).slice(0, 100),
    filter: ((ADMIN_INVOICE_FILTERS as readonly string[]).includes(one(query.status)) ? one(query.status) : 'all') as AdminInvoiceFilter,
    customerId: /^[0-9a-f-]{36}$/i.test(one(query.customer)) ? one(query.customer) : undefined,
    from: isDay(one(query.from)) ? one(query.from) : undefined,
    to: isDay(one(query.to)) ? one(query.to) : undefined,
  }
  const sort: InvoiceSort = (INVOICE_SORTS as readonly string[]).includes(one(query.sort)) ? (one(query.sort) as InvoiceSort) : 'issueDate'
  const direction = one(query.dir) === 'asc' ? 'asc' : 'desc'
  const page = Math.max(1, Number.parseInt(one(query.page) || '1', 10) || 1)
  const admin = await requireAdmin(locale, basePath)
  const [t, tShell, tStatus, common, list] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.invoices' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    getTranslations({ locale, namespace: 'portal.invoices' }),
    getTranslations({ locale, namespace: 'admin.common' }),
    listAdminInvoices(admin, { ...filters, sort, direction, page }),
  ])
  const selection: Record<string, string> = Object.fromEntries(
    Object.entries({ q: filters.search, status: filters.filter === 'all' ? '' : filters.filter, customer: filters.customerId ?? '', from: filters.from ?? '', to: filters.to ?? '' }).filter(([, value]) => value),
  )
  const sortHref = (column: string, dir: 'asc' | 'desc') => `${basePath}?${new URLSearchParams({ ...selection, sort: column, dir })}`
  const header = (column: InvoiceSort, label: string) => (
    <SortHeader label={label} column={column} current={sort} direction={direction} href={sortHref} sortedAscending={common('sortedAscending')} sortedDescending={common('sortedDescending')} />
  )
  const today = todayInBerlin()
  const csvHref = `/api/admin/invoices.csv?${new URLSearchParams({ ...selection, locale })}`

  return (
    <PortalShell locale={locale} user={admin} active="/admin/invoices">
      <AdminPageHeader
        title={tShell('adminInvoices')}
        intro={t('intro')}
        actions={
          <>
            <a href={csvHref} className={secondaryLinkClass} download>
              <Download aria-hidden="true" className="size-5" />
              {t('exportCsv')}
            </a>
            <IntentLink href={pathFor(locale, '/admin/invoices/new')} className={primaryLinkClass}>
              <Plus aria-hidden="true" className="size-5" />
              {t('new')}
            </IntentLink>
          </>
        }
      />
      {query.deleted === '1' && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-800">
          {t('draftDeleted')}
        </p>
      )}
      <form method="get" action={basePath} role="search" className="mt-8 grid gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100 sm:grid-cols-2 xl:grid-cols-5">
        <div className="xl:col-span-2">
          <label htmlFor="invoice-q" className="mb-1.5 block text-sm font-semibold text-ink-800">{t('search')}</label>
          <input id="invoice-q" name="q" type="search" defaultValue={filters.search} maxLength={100} className={inputClass} />
        </div>
        <div>
          <label htmlFor="invoice-status" className="mb-1.5 block text-sm font-semibold text-ink-800">{t('status')}</label>
          <select id="invoice-status" name="status" defaultValue={filters.filter} className={inputClass}>
            {ADMIN_INVOICE_FILTERS.map((value) => (
              <option key={value} value={value}>{t(`filters.${value}`)}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="invoice-from" className="mb-1.5 block text-sm font-semibold text-ink-800">{t('from')}</label>
          <input id="invoice-from" name="from" type="date" defaultValue={filters.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="invoice-to" className="mb-1.5 block text-sm font-semibold text-ink-800">{t('to')}</label>
          <input id="invoice-to" name="to" type="date" defaultValue={filters.to} className={inputClass} />
        </div>
        {filters.customerId && <input type="hidden" name="customer" value={filters.customerId} />}
        <div className="flex items-end gap-3 sm:col-span-2 xl:col-span-5">
          <button type="submit" className="inline-flex min-h-12 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
            {common('apply')}
          </button>
          {Object.keys(selection).length > 0 && (
            <IntentLink href={basePath} className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline">
              {common('reset')}
            </IntentLink>
          )}
        </div>
      </form>
      <p className="mt-6 font-semibold" id="invoice-count" aria-live="polite">
        {common('results', { count: list.total })}
      </p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
        <table className="w-full min-w-[56rem] text-sm" aria-describedby="invoice-count">
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              {header('number', t('number'))}
              {header('customer', t('customer'))}
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('description')}</th>
              {header('issueDate', t('issueDate'))}
              {header('dueDate', t('dueDate'))}
              <th scope="col" className="px-3 py-3 text-left font-semibold">{t('status')}</th>
              {header('gross', t('gross'))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((invoice) => {
              const status = displayStatus(invoice, today)
              return (
                <tr key={invoice.id} className="border-b border-ink-100 last:border-0" data-invoice={invoice.number ?? 'draft'}>
                  <td className="px-3 py-3 font-mono font-semibold">
                    <IntentLink href={pathFor(locale, { pathname: '/admin/invoices/[id]', params: { id: invoice.id } })} className="text-brand-800 underline">
                      {invoice.number ?? t('draft')}
                    </IntentLink>
                  </td>
                  <td className="px-3 py-3">{invoice.company}</td>
                  <td className="px-3 py-3">{invoice.description}</td>
                  <td className="px-3 py-3 whitespace-nowrap">{invoice.issueDate ? formatDay(invoice.issueDate, locale, 'medium') : '–'}</td>
                  <td className="px-3 py-3 whitespace-nowrap">{invoice.dueDate ? formatDay(invoice.dueDate, locale, 'medium') : '–'}</td>
                  <td className="px-3 py-3"><InvoiceStatusBadge status={status} label={tStatus(`statuses.${status}`)} /></td>
                  <td className="px-3 py-3 text-right font-semibold whitespace-nowrap">{formatEuro(invoice.grossCents, locale)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <Pagination locale={locale} basePath={basePath} query={{ ...selection, sort, dir: direction }} page={list.page} pages={list.pages} />
    </PortalShell>
  )
}
