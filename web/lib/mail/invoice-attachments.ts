import 'server-only'
import { loadIssuedInvoice } from '@/lib/invoices/documents'
import { ensureInvoiceDocuments } from '@/lib/invoices/documents-store'

/** The stored PDF and XRechnung of an invoice, as e-mail attachments (made and stored first if missing). */
export async function invoiceAttachments(invoiceId: string) {
  const invoice = await loadIssuedInvoice(invoiceId)
  if (!invoice) throw new Error(`Invoice ${invoiceId} is not issued; nothing to attach.`)
  const documents = await ensureInvoiceDocuments(invoice)
  return Object.values(documents).map((document) => ({
    filename: document.fileName,
    content: document.bytes,
    contentType: document.contentType,
  }))
}
