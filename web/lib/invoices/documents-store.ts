import 'server-only'
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { type Executor, getDb } from '@/lib/db/client'
import { type InvoiceDocument, invoiceDocuments } from '@/lib/db/schema'
import { facturXPdf, xrechnungXml } from './e-invoice'
import { renderInvoicePdf, type PdfInvoice } from './pdf'

/**
 * The documents of an issued invoice: the ZUGFeRD/Factur-X PDF/A-3 (the visible invoice with the
 * EN 16931 XML inside) and the XRechnung XML. Made once, from the invoice's frozen data, and stored
 * (write-once: the database refuses changes); the first copy stored is the one every download and
 * e-mail uses, so what the customer received is what the archive holds.
 */
export type DocumentKind = InvoiceDocument['kind']

function fileName(invoice: PdfInvoice, kind: DocumentKind): string {
  return kind === 'pdf' ? `${invoice.number}.pdf` : `${invoice.number}-xrechnung.xml`
}

async function render(invoice: PdfInvoice): Promise<Record<DocumentKind, Uint8Array>> {
  const [visible, xml] = await Promise.all([renderInvoicePdf(invoice), xrechnungXml(invoice)])
  return { pdf: await facturXPdf(invoice, visible), xrechnung: new TextEncoder().encode(xml) }
}

/** Renders and stores whatever of the two documents is missing; returns both. */
export async function ensureInvoiceDocuments(invoice: PdfInvoice, db?: Executor): Promise<Record<DocumentKind, InvoiceDocument>> {
  if (!invoice.number || invoice.status === 'draft') throw new Error('Only an issued invoice has documents.')
  const executor = db ?? (await getDb())
  const stored = await executor.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoice.id))
  if (stored.length < 2) {
    const rendered = await render(invoice)
    const missing = (['pdf', 'xrechnung'] as const).filter((kind) => !stored.some((document) => document.kind === kind))
    await executor
      .insert(invoiceDocuments)
      .values(
        missing.map((kind) => {
          const bytes = Buffer.from(rendered[kind])
          return {
            invoiceId: invoice.id,
            kind,
            fileName: fileName(invoice, kind),
            contentType: kind === 'pdf' ? 'application/pdf' : 'application/xml',
            bytes,
            byteLength: bytes.byteLength,
            sha256: createHash('sha256').update(bytes).digest('hex'),
          }
        }),
      )
      // Another request may have stored them meanwhile: the first copy wins.
      .onConflictDoNothing()
  }
  const documents = await executor.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoice.id))
  const byKind = Object.fromEntries(documents.map((document) => [document.kind, document])) as Record<DocumentKind, InvoiceDocument>
  return byKind
}

export async function storedDocument(invoiceId: string, kind: DocumentKind): Promise<InvoiceDocument | null> {
  const db = await getDb()
  const [document] = await db.select().from(invoiceDocuments).where(and(eq(invoiceDocuments.invoiceId, invoiceId), eq(invoiceDocuments.kind, kind)))
  return document ?? null
}
