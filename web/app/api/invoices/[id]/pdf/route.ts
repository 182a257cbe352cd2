import { invoiceDocumentResponse } from '@/lib/invoices/document-response'

export const dynamic = 'force-dynamic'

/** The invoice as a PDF (ZUGFeRD/Factur-X PDF/A-3), for its customer or an admin; everyone else 404. */
export async function GET(_request: Request, { params }: RouteContext<'/api/invoices/[id]/pdf'>) {
  return invoiceDocumentResponse((await params).id, 'pdf')
}
