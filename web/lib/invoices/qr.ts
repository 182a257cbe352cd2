import QRCode from 'qrcode'
import { type CreditTransfer, epcPayload } from './girocode'

/**
 * The GiroCode as an image: SVG for the portal, PNG (data URL) for the PDF. Error correction level M
 * as EPC069-12 requires.
 */
export function giroCodeSvg(transfer: CreditTransfer): Promise<string> {
  return QRCode.toString(epcPayload(transfer), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

export function giroCodePng(transfer: CreditTransfer): Promise<string> {
  return QRCode.toDataURL(epcPayload(transfer), { errorCorrectionLevel: 'M', margin: 2, scale: 8 })
}

/** The transfer an invoice asks for: to the seller's account, its gross amount, its number as reference. */
export function transferFor(invoice: {
  number: string | null
  grossCents: number
  seller: { bank: { accountHolder: string; iban: string; bic: string } } | null
}): CreditTransfer | null {
  if (!invoice.number || !invoice.seller || invoice.grossCents <= 0) return null
  const { bank } = invoice.seller
  return { name: bank.accountHolder, iban: bank.iban, bic: bank.bic, amountCents: invoice.grossCents, reference: invoice.number }
}
