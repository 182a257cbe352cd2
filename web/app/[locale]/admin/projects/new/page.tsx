import type { Metadata } from 'next'
import { eq } from 'drizzle-orm'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AdminPageHeader, inputClass, panelClass } from '@/components/admin/page-header'
import { projectEditorLabels } from '@/components/admin/project-editor-labels'
import { ProjectEditor } from '@/components/admin/project-editor.client'
import { PortalShell } from '@/components/portal/portal-shell'
import { isLocale } from '@/i18n/routing'
import { listCustomers } from '@/lib/admin/customers'
import { requireAdmin } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { customers } from '@/lib/db/schema'
import { privatePageMetadata } from '@/lib/metadata'
import { pathFor } from '@/lib/routing/paths'
import { saveProjectAction } from '../actions'

export async function generateMetadata({ params }: PageProps<'/[locale]/admin/projects/new'>): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return privatePageMetadata((await getTranslations({ locale, namespace: 'admin.projects' }))('new'))
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '')

/** A new project for a customer (chosen first, by search, when the page is opened without one). */
export default async function NewProjectPage({ params, searchParams }: PageProps<'/[locale]/admin/projects/new'>) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const basePath = pathFor(locale, '/admin/projects/new')
  const admin = await requireAdmin(locale, basePath)
  const query = await searchParams
  const t = await getTranslations({ locale, namespace: 'admin.projects' })
  const tInvoices = await getTranslations({ locale, namespace: 'admin.invoices' })
  const customerId = /^[0-9a-f-]{36}$/i.test(one(query.customer)) ? one(query.customer) : null
  const [customer] = customerId ? await (await getDb()).select().from(customers).where(eq(customers.id, customerId)) : []

  if (!customer || customer.anonymisedAt) {
    const search = one(query.q).slice(0, 100)
    const matches = search ? await listCustomers(admin, { search }) : null
    return (
      <PortalShell locale={locale} user={admin} active="/admin/projects">
        <AdminPageHeader title={t('new')} intro={tInvoices('pickCustomer')} />
        <form method="get" action={basePath} role="search" className={`mt-8 max-w-2xl ${panelClass}`}>
          <label htmlFor="pick-customer" className="mb-1.5 block text-sm font-semibold text-ink-800">{tInvoices('customerSearch')}</label>
          <div className="flex gap-3">
            <input id="pick-customer" name="q" type="search" defaultValue={search} className={inputClass} />
            <button type="submit" className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">{tInvoices('find')}</button>
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
    <PortalShell locale={locale} user={admin} active="/admin/projects">
      <AdminPageHeader title={t('newFor', { company: customer.company })} />
      <div className={`mt-8 ${panelClass}`}>
        <ProjectEditor
          action={saveProjectAction}
          canNotify={false}
          hidden={{ locale, customerId: customer.id }}
          labels={await projectEditorLabels(locale, t('create'))}
          initial={{ name: '', description: '', status: 'planning', progress: '0', startDate: '', deadline: '', milestones: [] }}
        />
      </div>
    </PortalShell>
  )
}
