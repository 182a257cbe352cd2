import 'server-only'
import { InvoiceService } from '@e-invoice-eu/core'
import { translator } from '@/i18n/translator'
import type { PdfInvoice } from '../pdf'
import { repairCii } from './cii'
import { type EInvoiceProfile, type EInvoiceSource, ciiRepairsFor, eInvoiceModel } from './mapping'
import { FACTUR_X_EN16931, type PdfAMetadata, finishFacturXPdf } from './pdfa'

export { EInvoiceDataError, type EInvoiceSource } from './mapping'

/**
 * E-invoices of an issued invoice or credit note, from the same data as its PDF:
 * - XRechnung 3.0 in UN/CEFACT CII syntax (format `XRECHNUNG-CII` of `@e-invoice-eu/core`),
 * - Factur-X/ZUGFeRD profile EN 16931: our PDF as PDF/A-3 with the CII embedded as `factur-x.xml`.
 * See README.md in this folder for the mapping decisions and what the tests check.
 */

/** The library's format names. `CII` is plain EN 16931 CII, the XML that `Factur-X-EN16931` embeds. */
const FORMATS = { xrechnung: 'XRECHNUNG-CII', en16931: 'CII', facturXPdf: 'Factur-X-EN16931' } as const

/** The library reports invalid input through its logger before it throws; keep those details. */
const logger = {
  log: () => {},
  warn: (message: string) => console.warn(`[e-invoice] ${message}`),
  error: (message: string) => console.error(`[e-invoice] ${message}`),
}

function language(invoice: PdfInvoice): string {
  return invoice.locale === 'de' ? 'de-DE' : 'en-GB'
}

async function ciiXml(invoice: EInvoiceSource, profile: EInvoiceProfile): Promise<string> {
  const format = FORMATS[profile]
  const output = await new InvoiceService(logger).generate(eInvoiceModel(invoice, profile), { format, lang: language(invoice).toLowerCase() })
  if (typeof output !== 'string') throw new Error(`${format} did not produce XML`)
  return repairCii(output, ciiRepairsFor(invoice))
}

/** The XRechnung 3.0 (CII) of an issued invoice or credit note. Needs `buyerEmail` (BT-49). */
export function xrechnungXml(invoice: EInvoiceSource): Promise<string> {
  return ciiXml(invoice, 'xrechnung')
}

/** The EN 16931 CII (guideline urn:cen.eu:en16931:2017) that the Factur-X PDF embeds. */
export function facturXXml(invoice: EInvoiceSource): Promise<string> {
  return ciiXml(invoice, 'en16931')
}

function pdfMetadata(invoice: PdfInvoice): PdfAMetadata {
  const t = translator(invoice.locale, 'invoicePdf')
  const title = `${invoice.kind === 'credit_note' ? t('creditNote') : t('invoice')} ${invoice.number}`
  const author = invoice.seller?.legalName ?? ''
  return {
    title,
    author,
    subject: invoice.description,
    keywords: `${title}, Factur-X, ZUGFeRD, EN 16931`,
    creatorTool: author,
    producer: '@react-pdf/renderer, @e-invoice-eu/core',
    language: language(invoice),
    date: new Date(),
  }
}

/**
 * `pdf` (from renderInvoicePdf) as a Factur-X PDF/A-3 with the EN 16931 CII embedded. The library
 * embeds its CII and adds OutputIntent and trailer ID; ./pdfa.ts then repairs the embedded XML like
 * facturXXml does and writes consistent metadata.
 */
export async function facturXPdf(invoice: EInvoiceSource, pdf: Uint8Array): Promise<Uint8Array> {
  const hybrid = await new InvoiceService(logger).generate(eInvoiceModel(invoice, 'en16931'), {
    format: FORMATS.facturXPdf,
    lang: language(invoice).toLowerCase(),
    pdf: { buffer: pdf, filename: `${invoice.number}.pdf`, mimetype: 'application/pdf' },
  })
  if (typeof hybrid === 'string') throw new Error('Factur-X did not produce a PDF')
  const repairs = ciiRepairsFor(invoice)
  return finishFacturXPdf(hybrid, (xml) => repairCii(xml, repairs), pdfMetadata(invoice), FACTUR_X_EN16931)
}
