import 'server-only'
import { and, eq } from 'drizzle-orm'
import { getDb } from '@/lib/db/client'
import { type OutboxMessage, quoteDocuments } from '@/lib/db/schema'
import { loadIssuedInvoice } from '@/lib/invoices/documents'
import { ensureInvoiceDocuments } from '@/lib/invoices/documents-store'

/** The stored PDF and XRechnung of an invoice, as e-mail attachments (made and stored first if missing). */
async function invoiceAttachments(invoiceId: string) {
  const invoice = await loadIssuedInvoice(invoiceId)
  if (!invoice) throw new Error(`Invoice ${invoiceId} is not issued; nothing to attach.`)
  const documents = await ensureInvoiceDocuments(invoice)
  return Object.values(documents).map((document) => ({
    filename: document.fileName,
    content: document.bytes,
    contentType: document.contentType,
  }))
}

/** The stored PDF of the version of a quote that a message sends. */
async function quoteAttachment(quoteId: string, version: number) {
  const [document] = await (await getDb()).select().from(quoteDocuments).where(and(eq(quoteDocuments.quoteId, quoteId), eq(quoteDocuments.version, version)))
  if (!document) throw new Error(`Quote ${quoteId} has no stored version ${version}; nothing to attach.`)
  return [{ filename: document.fileName, content: document.bytes, contentType: 'application/pdf' }]
}

/** What a message carries: an invoice's documents or a quote's PDF, else nothing. */
export async function attachmentsOf(message: Pick<OutboxMessage, 'invoiceId' | 'quoteId' | 'quoteVersion'>) {
  if (message.invoiceId) return invoiceAttachments(message.invoiceId)
  if (message.quoteId && message.quoteVersion) return quoteAttachment(message.quoteId, message.quoteVersion)
  return undefined
}
