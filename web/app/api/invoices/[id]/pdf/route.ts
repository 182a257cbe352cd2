import { getCurrentUser } from '@/lib/auth/session'
import { invoiceForViewer } from '@/lib/invoices/documents'
import { renderInvoicePdf } from '@/lib/invoices/pdf'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/**
 * The invoice as a PDF download, for the invoice's customer or an admin. Everyone else (signed out,
 * another customer, an unknown id or a draft) gets the same 404, so the answer tells nothing about
 * which invoices exist.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/invoices/[id]/pdf'>) {
  const user = await getCurrentUser()
  if (!user) return notFound()
  const { id } = await params
  const invoice = await invoiceForViewer(user, id)
  if (!invoice?.number) return notFound()
  const pdf = await renderInvoicePdf(invoice)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${invoice.number}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
