import type { Metadata } from 'next'
import { eq } from 'drizzle-orm'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { invoiceEditorLabels } from '@/components/admin/invoice-editor-labels'
import { InvoiceEditor } from '@/components/admin/invoice-editor.client'
import { AdminPageHeader, inputClass, panelClass } from '@/components/admin/page-header'
import { PortalShell } from '@/components/portal/portal-shell'
import { isLocale } from '@/i18n/routing'
import { listCustomers } from '@/lib/admin/customers'
import { requireAdmin } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { customers } from '@/lib/db/schema'
import { defaultPaymentTermDays } from '@/lib/invoices/seller'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { saveDraftAction } from '../actions'

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/invoices/new'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.invoices' }))('new'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** A new draft invoice for a customer (chosen first, by search, when the page is opened without one). */
export default async function NewInvoicePage({ params, searchParams }: PageProps<'/[locale]/admin/invoices/new'>) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const basePath = pathFor(locale, '/admin/invoices/new')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const customerId = /^[0-9a-f-]{36}$/i.test(one(query.customer)) ? one(query.customer) : null
  const t = await getTranslations({ locale, namespace: 'admin.invoices' })
  const [customer] = customerId ? await (await getDb()).select().from(customers).where(eq(customers.id, customerId)) : []

  if (!customer || customer.anonymisedAt) {
    const search = one(query.q).slice(0, 100)
    const matches = search ? await listCustomers(admin, { search }) : null
    return (
      <PortalShell locale={locale} user={admin} active="/admin/invoices">
        <AdminPageHeader title={t('new')} intro={t('pickCustomer')} />
        <form method="get" action={basePath} role="search" className={`mt-8 max-w-2xl ${panelClass}`}>
          <label htmlFor="pick-customer" className="mb-1.5 block text-sm font-semibold text-ink-800">{t('customerSearch')}</label>
          <div className="flex gap-3">
            <input id="pick-customer" name="q" type="search" defaultValue={search} className={inputClass} />
            <button type="submit" className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">{t('find')}</button>
          </div>
          {matches && (
            <ul className="mt-4 divide-y divide-ink-100">
              {matches.rows.map((row) => (
                <li key={row.id} className="py-2">
                  <Link href={`${basePath}?customer=${row.id}`} className="font-semibold text-brand-800 underline">{row.company}</Link>
                  <span className="text-ink-700"> – {row.name}</span>
                </li>
              ))}
            </ul>
          )}
        </form>
      </PortalShell>
    )
  }

  return (
    <PortalShell locale={locale} user={admin} active="/admin/invoices">
      <AdminPageHeader title={t('newFor', { company: customer.company })} intro={t('newIntro')} />
      <div className={`mt-8 ${panelClass}`}>
        <InvoiceEditor
          action={saveDraftAction}
          locale={locale}
          hidden={{ locale, customerId: customer.id }}
          labels={await invoiceEditorLabels(locale, t('saveDraft'))}
          initial={{
            description: '',
            language: customer.locale,
            servicePeriodStart: '',
            servicePeriodEnd: '',
            vatRate: '19',
            paymentTermDays: String(await defaultPaymentTermDays()),
            lines: [],
          }}
        />
      </div>
    </PortalShell>
  )
}
