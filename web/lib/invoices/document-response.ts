import 'server-only'
import { getCurrentUser } from '@/lib/auth/session'
import { invoiceForViewer } from './documents'
import { type DocumentKind, ensureInvoiceDocuments } from './documents-store'

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } })

/**
 * A stored document of an issued invoice as a download, for the invoice's customer or an admin.
 * Everyone else (signed out, another customer, an unknown id or a draft) gets the same 404, so the
 * answer tells nothing about which invoices exist.
 */
export async function invoiceDocumentResponse(invoiceId: string, kind: DocumentKind): Promise<Response> {
  const user = await getCurrentUser()
  if (!user) return notFound()
  const invoice = await invoiceForViewer(user, invoiceId)
  if (!invoice?.number) return notFound()
  const document = (await ensureInvoiceDocuments(invoice))[kind]
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      'content-type': kind === 'pdf' ? 'application/pdf' : 'application/xml; charset=utf-8',
      'content-disposition': `attachment; filename="${document.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
