import type { Metadata } from 'next'
import { Plus, Search } from 'lucide-react'
import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader, inputClass, primaryLinkClass } from '@/components/admin/page-header'
import { Pagination, SortHeader } from '@/components/admin/pagination'
import { PortalShell } from '@/components/portal/portal-shell'
import { CUSTOMER_SORTS, type CustomerSort, listCustomers } from '@/lib/admin/customers'
import { requireAdmin } from '@/lib/auth/session'
import { formatDay } from '@/lib/dates'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import type { ScreenProps } from '@/lib/routing/screen'

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const { locale } = await params
  return privatePageMetadata((await getTranslations({ locale, namespace: 'portal.shell' }))('customers'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** Customers: search by name, company or e-mail, sortable columns, pages of 25 — all done by the database. */
export default async function AdminCustomersPage({ params, searchParams }: ScreenProps) {
  const { locale } = await params
  const basePath = pathFor(locale, '/admin/customers')
  const query = await searchParams
  const search = one(query.q).slice(0, 100)
  const sort: CustomerSort = (CUSTOMER_SORTS as readonly string[]).includes(one(query.sort)) ? (one(query.sort) as CustomerSort) : 'company'
  const direction = one(query.dir) === 'desc' ? 'desc' : 'asc'
  const page = Math.max(1, Number.parseInt(one(query.page) || '1', 10) || 1)
  const admin = await requireAdmin(locale, `${basePath}${search ? `?q=${encodeURIComponent(search)}` : ''}`)
  const [t, tShell, list] = await Promise.all([
    getTranslations({ locale, namespace: 'admin.customers' }),
    getTranslations({ locale, namespace: 'portal.shell' }),
    listCustomers(admin, { search, sort, direction, page }),
  ])
  const common = await getTranslations({ locale, namespace: 'admin.common' })
  const keep = { ...(search ? { q: search } : {}), sort, dir: direction }
  const sortHref = (column: string, dir: 'asc' | 'desc') => `${basePath}?${new URLSearchParams({ ...(search ? { q: search } : {}), sort: column, dir })}`
  const header = (column: CustomerSort, label: string) => (
    <SortHeader label={label} column={column} current={sort} direction={direction} href={sortHref} sortedAscending={common('sortedAscending')} sortedDescending={common('sortedDescending')} />
  )

  return (
    <PortalShell locale={locale} user={admin} active="/admin/customers">
      <AdminPageHeader
        title={tShell('customers')}
        intro={t('intro')}
        actions={
          <IntentLink href={pathFor(locale, '/admin/customers/new')} className={primaryLinkClass}>
            <Plus aria-hidden="true" className="size-5" />
            {t('new')}
          </IntentLink>
        }
      />
      <form method="get" action={basePath} role="search" className="mt-8 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="customer-search" className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t('search')}
          </label>
          <input id="customer-search" name="q" type="search" defaultValue={search} maxLength={100} className={inputClass} />
        </div>
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={direction} />
        <button type="submit" className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
          <Search aria-hidden="true" className="size-4" />
          {common('search')}
        </button>
      </form>
      <p className="mt-6 font-semibold" aria-live="polite" id="customer-count">
        {common('results', { count: list.total })}
      </p>
      <div className="mt-3 overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-ink-100">
        <table className="w-full min-w-[48rem] text-sm" aria-describedby="customer-count">
          <thead className="border-b border-ink-200 bg-ink-50">
            <tr>
              {header('company', t('company'))}
              {header('name', t('contact'))}
              {header('email', t('email'))}
              {header('city', t('city'))}
              <th scope="col" className="px-3 py-3 text-left font-semibold">
                {t('login')}
              </th>
              {header('createdAt', t('since'))}
            </tr>
          </thead>
          <tbody>
            {list.rows.map((customer) => (
              <tr key={customer.id} className="border-b border-ink-100 last:border-0 hover:bg-brand-50/40" data-customer={customer.company}>
                <td className="px-3 py-3 font-semibold">
                  <IntentLink href={pathFor(locale, { pathname: '/admin/customers/[id]', params: { id: customer.id } })} className="text-brand-800 underline">
                    {customer.company}
                  </IntentLink>
                </td>
                <td className="px-3 py-3">{customer.name}</td>
                <td className="px-3 py-3">{customer.email ?? '–'}</td>
                <td className="px-3 py-3">{customer.city ?? '–'}</td>
                <td className="px-3 py-3">{customer.anonymisedAt ? t('anonymised') : customer.hasLogin ? t('hasLogin') : t('noLogin')}</td>
                <td className="px-3 py-3 whitespace-nowrap">{formatDay(customer.createdAt.toISOString().slice(0, 10), locale, 'medium')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination locale={locale} basePath={basePath} query={keep} page={list.page} pages={list.pages} />
    </PortalShell>
  )
}
