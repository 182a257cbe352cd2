import { AccessDenied } from '@/lib/admin/access'
import { invoicesCsv } from '@/lib/admin/invoice-csv'
import { ADMIN_INVOICE_FILTERS, type AdminInvoiceFilter, selectInvoicesForExport } from '@/lib/admin/invoices'
import { getCurrentUser } from '@/lib/auth/session'
import { todayInBerlin } from '@/lib/dates'

export const dynamic = 'force-dynamic'

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)

/**
 * The accountant's CSV of the invoice list's selection (search, status, customer, period), admins only:
 * 401 signed out, 403 for other roles.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const status = url.searchParams.get('status') ?? 'all'
  const customer = url.searchParams.get('customer')
  const locale = url.searchParams.get('locale') === 'en' ? 'en' : 'de'
  try {
    const rows = await selectInvoicesForExport(await getCurrentUser(), {
      search: url.searchParams.get('q')?.slice(0, 100) ?? '',
      filter: (ADMIN_INVOICE_FILTERS as readonly string[]).includes(status) ? (status as AdminInvoiceFilter) : 'all',
      customerId: customer && /^[0-9a-f-]{36}$/i.test(customer) ? customer : undefined,
      from: isDay(url.searchParams.get('from')) ? url.searchParams.get('from')! : undefined,
      to: isDay(url.searchParams.get('to')) ? url.searchParams.get('to')! : undefined,
    })
    return new Response(invoicesCsv(rows, locale), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="rechnungen-${todayInBerlin()}.csv"`,
        'cache-control': 'private, no-store',
      },
    })
  } catch (error) {
    if (error instanceof AccessDenied) return new Response(error.status === 401 ? 'Sign in first' : 'Access denied', { status: error.status, headers: { 'cache-control': 'no-store' } })
    throw error
  }
}
