import { IntentLink } from '@/components/ui/intent-link.client'
import { getTranslations } from 'next-intl/server'
import { AdminPageHeader, inputClass, panelClass } from '@/components/admin/page-header'
import { PortalShell, type PortalRoute } from '@/components/portal/portal-shell'
import type { Locale } from '@/i18n/routing'
import { listCustomers } from '@/lib/admin/customers'
import type { CurrentUser } from '@/lib/auth/session'

/**
 * The first step of a "new invoice" or "new project" page opened without a customer: search customers
 * by name or company (a GET form, so it works without JavaScript) and pick one, which reopens the page
 * with `?customer=<id>`.
 */
export async function CustomerPicker({ locale, admin, active, title, basePath, search }: { locale: Locale; admin: CurrentUser; active: PortalRoute; title: string; basePath: string; search: string }) {
  const t = await getTranslations({ locale, namespace: 'admin.invoices' })
  const matches = search ? await listCustomers(admin, { search }) : null
  return (
    <PortalShell locale={locale} user={admin} active={active}>
      <AdminPageHeader title={title} intro={t('pickCustomer')} />
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
                <IntentLink href={`${basePath}?customer=${row.id}`} className="font-semibold text-brand-800 underline">{row.company}</IntentLink>
                <span className="text-ink-700"> – {row.name}</span>
              </li>
            ))}
          </ul>
        )}
      </form>
    </PortalShell>
  )
}
