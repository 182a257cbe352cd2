import type { Metadata } from 'next'
import { Search } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { InvoiceCard } from '@/components/portal/invoice-card'
import { InvoiceDetail } from '@/components/portal/invoice-detail'
import { InvoiceDialog } from '@/components/portal/invoice-dialog.client'
import { PortalShell } from '@/components/portal/portal-shell'
import { todayInBerlin } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { requirePortal } from '@/lib/portal/context'
import { getCustomerInvoice, INVOICE_FILTERS, type InvoiceFilter, listInvoices } from '@/lib/portal/queries'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.invoices' }))('title'))
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * The customer's invoices: search and status filter in the URL (bookmarkable, works without
 * JavaScript), one card per invoice, and the detail as a dialog with its own URL (`?invoice=<id>`).
 */
export default async function InvoicesPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const query = await searchParams
  const search = (single(query.q) ?? '').slice(0, 100)
  const requested = single(query.status)
  const filter: InvoiceFilter = (INVOICE_FILTERS as readonly string[]).includes(requested ?? '') ? (requested as InvoiceFilter) : 'all'
  const listQuery = new URLSearchParams({ ...(search ? { q: search } : {}), ...(filter !== 'all' ? { status: filter } : {}) })
  const basePath = pathFor(locale, '/dashboard/invoices')
  const listHref = listQuery.size ? `${basePath}?${listQuery}` : basePath
  const withQuery = (extra: Record<string, string>) => `${basePath}?${new URLSearchParams({ ...Object.fromEntries(listQuery), ...extra })}`

  const { user, customer } = await requirePortal(locale, listHref)
  const today = todayInBerlin()
  const selectedId = single(query.invoice)
  const [t, tInvoice, invoices, selected] = await Promise.all([
    getTranslations({ locale, namespace: 'portal.invoices' }),
    getTranslations({ locale, namespace: 'portal.invoice' }),
    customer ? listInvoices(customer.id, { search, filter, today }) : [],
    customer && selectedId ? getCustomerInvoice(customer.id, selectedId) : null,
  ])
  // A detail URL of an invoice that is not this customer's (or does not exist) is not found.
  if (selectedId && !selected) notFound()

  return (
    <PortalShell locale={locale} user={user} active="/dashboard/invoices">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-ink-700">{t('intro')}</p>

      <form method="get" action={basePath} role="search" className="mt-8 flex flex-wrap items-end gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
        <div className="min-w-56 flex-1">
          <label htmlFor="invoice-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t('search')}
          </label>
          <input
            id="invoice-search"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className="w-full rounded-xl border border-ink-300 bg-white px-4 py-3 text-base placeholder:text-ink-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
          />
        </div>
        <div>
          <label htmlFor="invoice-status" className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t('status')}
          </label>
          <select
            id="invoice-status"
            name="status"
            defaultValue={filter}
            className="rounded-xl border border-ink-300 bg-white px-4 py-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
          >
            {INVOICE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`filters.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
          <Search aria-hidden="true" className="size-4" />
          {t('apply')}
        </button>
        {listQuery.size > 0 && (
          <IntentLink href={basePath} className="inline-flex min-h-12 items-center font-semibold text-brand-800 underline">
            {t('reset')}
          </IntentLink>
        )}
      </form>

      <section aria-labelledby="invoice-results" className="mt-8">
        <h2 id="invoice-results" aria-live="polite" className="text-lg font-semibold">
          {t('count', { count: invoices.length })}
        </h2>
        {invoices.length === 0 && <p className="mt-2 text-ink-700">{t('empty')}</p>}
        <div className="mt-4 grid gap-4 xl:grid-cols-2">
          {invoices.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              locale={locale}
              today={today}
              detailHref={withQuery({ invoice: invoice.id })}
              payHref={withQuery({ invoice: invoice.id, pay: '1' })}
            />
          ))}
        </div>
      </section>

      {selected && (
        <InvoiceDialog
          labelledBy="invoice-dialog-heading"
          closeHref={listHref}
          closeLabel={tInvoice('close')}
          returnFocusTo={`invoice-details-${selected.id}`}
          focusId={query.pay === '1' ? 'pay-heading' : undefined}
        >
          <InvoiceDetail invoice={selected} locale={locale} today={today} />
        </InvoiceDialog>
      )}
    </PortalShell>
  )
}
