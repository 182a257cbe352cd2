/**
 * Repairs of the CII that `@e-invoice-eu/core` 2.3.4 writes, each found with the Factur-X XSD or by
 * reading the output against the model we passed:
 *
 * - BT-25 (preceding invoice, `ram:InvoiceReferencedDocument`) is dropped: its transformation reads
 *   `cac:BillingReference/cbc:ID` instead of `…/cac:InvoiceDocumentReference/cbc:ID`.
 * - BT-33 (seller additional legal information, `ram:Description`) is dropped: it reads `cbc:LegalForm`,
 *   while its own schema only allows `cbc:CompanyLegalForm`.
 * - `ram:ApplicableHeaderTradeDelivery` is mandatory in CII but only written when the invoice has
 *   delivery data; with a service period (BG-14) and no delivery date the XML is not schema-valid.
 *
 * The XML is the library's own serialisation (one element per line), so each repair inserts a fragment
 * at one anchor that must occur exactly once; a repair that is no longer needed (the element is
 * already there) is skipped, and an anchor that is missing fails loudly instead of writing bad XML.
 */

export interface CiiRepairs {
  /** BT-25, the number of the invoice a credit note cancels. */
  precedingInvoice: string | null
  /** BT-33, e.g. register court and number, managing directors. */
  sellerLegalInformation: string | null
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** Inserts `fragment` after the first match of `anchor` inside the element `scope` (which must occur once). */
function insertAfter(xml: string, scope: string, anchor: RegExp, fragment: string, what: string): string {
  const open = xml.indexOf(`<${scope}>`)
  const close = xml.indexOf(`</${scope}>`)
  if (open < 0 || close < open || xml.indexOf(`<${scope}>`, open + 1) >= 0) throw new Error(`CII repair (${what}): <${scope}> is not there exactly once`)
  const match = anchor.exec(xml.slice(open, close + scope.length + 3))
  if (!match) throw new Error(`CII repair (${what}): no ${anchor} in <${scope}>`)
  const end = open + match.index + match[0].length
  return `${xml.slice(0, end)}${fragment}${xml.slice(end)}`
}

function indentOf(xml: string, element: string): string {
  return new RegExp(`\\n([ \\t]*)<${element}[\\s>/]`).exec(xml)?.[1] ?? ''
}

export function repairCii(xml: string, repairs: CiiRepairs): string {
  let result = xml
  if (!result.includes('<ram:ApplicableHeaderTradeDelivery')) {
    const indent = indentOf(result, 'ram:ApplicableHeaderTradeAgreement')
    result = insertAfter(result, 'rsm:SupplyChainTradeTransaction', /<\/ram:ApplicableHeaderTradeAgreement>/, `\n${indent}<ram:ApplicableHeaderTradeDelivery/>`, 'header trade delivery')
  }
  if (repairs.sellerLegalInformation && !/<ram:SellerTradeParty>(?:(?!<\/ram:SellerTradeParty>)[^])*<ram:Description>/.test(result)) {
    const indent = `${indentOf(result, 'ram:SellerTradeParty')}\t`
    const description = `\n${indent}<ram:Description>${escapeXml(repairs.sellerLegalInformation)}</ram:Description>`
    result = insertAfter(result, 'ram:SellerTradeParty', /<ram:Name>[^<]*<\/ram:Name>/, description, 'BT-33')
  }
  if (repairs.precedingInvoice && !result.includes('<ram:InvoiceReferencedDocument>')) {
    const indent = indentOf(result, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation')
    const reference = [
      `\n${indent}<ram:InvoiceReferencedDocument>`,
      `\n${indent}\t<ram:IssuerAssignedID>${escapeXml(repairs.precedingInvoice)}</ram:IssuerAssignedID>`,
      `\n${indent}</ram:InvoiceReferencedDocument>`,
    ].join('')
    result = insertAfter(result, 'ram:ApplicableHeaderTradeSettlement', /<\/ram:SpecifiedTradeSettlementHeaderMonetarySummation>/, reference, 'BT-25')
  }
  return result
}
