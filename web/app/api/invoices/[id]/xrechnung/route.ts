import { invoiceDocumentResponse } from '@/lib/invoices/document-response'

export const dynamic = 'force-dynamic'

/** The invoice as an XRechnung (UN/CEFACT CII XML), for its customer or an admin; everyone else 404. */
export async function GET(_request: Request, { params }: RouteContext<'/api/invoices/[id]/xrechnung'>) {
  return invoiceDocumentResponse((await params).id, 'xrechnung')
}
