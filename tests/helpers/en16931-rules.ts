import { type XmlElement, type XmlNode, parseXml, select, text, texts } from './xml-path'

/**
 * Business rules of EN 16931-1 (BR-*, BR-CO-*, BR-S-*, BR-AE-*, BR-CL-*, BR-DEC-*) and of the
 * XRechnung 3.0 CIUS (BR-DE-*), written from the rule texts as test code of our own and evaluated
 * with XPath-like paths over CII. They do not replace the official schematron (not available
 * offline); they cover what our invoices touch. Each rule returns the violations it finds.
 */

export const XRECHNUNG_3_0 = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0'
export const EN16931 = 'urn:cen.eu:en16931:2017'

/** The units our invoices use, all from UN/ECE Recommendation 20: one, hour, month, lump sum. */
export const OUR_UNIT_CODES = ['C62', 'HUR', 'MON', 'LS']

const TX = 'rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction'
const LINES = `${TX}/ram:IncludedSupplyChainTradeLineItem`
const AGREEMENT = `${TX}/ram:ApplicableHeaderTradeAgreement`
const SELLER = `${AGREEMENT}/ram:SellerTradeParty`
const BUYER = `${AGREEMENT}/ram:BuyerTradeParty`
const SETTLEMENT = `${TX}/ram:ApplicableHeaderTradeSettlement`
const TOTALS = `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`
const BREAKDOWN = `${SETTLEMENT}/ram:ApplicableTradeTax`
const MEANS = `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`
const CHARGES = `${SETTLEMENT}/ram:SpecifiedTradeAllowanceCharge`

/** UNTDID 1001 codes for invoices and credit notes that XRechnung accepts (BR-DE-17). */
const XRECHNUNG_TYPE_CODES = ['326', '380', '384', '389', '381', '875', '876', '877']
/** UNCL 5305 as used by EN 16931 (BR-CL-17). */
const VAT_CATEGORIES = ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']
/** ISO 3166-1 alpha-2 codes of the EU and its neighbours (a subset of BR-CL-14's list), and VAT ID prefixes. */
const COUNTRIES = ['AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']
const VAT_PREFIXES = [...COUNTRIES.filter((code) => code !== 'GR'), 'EL', 'XI']
/** UNCL 4461 payment means that our invoices may use: 1 (not defined), 30/58 (transfer), 59 (direct debit). */
const PAYMENT_MEANS = ['1', '30', '58', '59']

/** "83.50" → 8350n. Throws on more than two decimals (the BR-DEC rules) or on anything not a decimal. */
export function cents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) throw new Error(`not an amount with at most two decimals: "${amount}"`)
  const value = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -value : value
}

/** "19" or "7.00" → hundredths of a percent. */
function rateHundredths(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(rate.trim())
  if (!match) throw new Error(`not a VAT rate: "${rate}"`)
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** taxable × rate / 100, rounded to the cent half away from zero. */
function vatOf(taxableCents: bigint, rate: string): bigint {
  const product = taxableCents * rateHundredths(rate)
  const magnitude = product < 0n ? -product : product
  const rounded = (magnitude + 5000n) / 10000n
  return product < 0n ? -rounded : rounded
}

function sum(values: bigint[]): bigint {
  return values.reduce((total, value) => total + value, 0n)
}

/** ISO 13616 check digits (mod 97 = 1). */
function validIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return false
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  return BigInt(digits) % 97n === 1n
}

interface Context {
  root: XmlElement
  xrechnung: boolean
}

type Rule = [id: string, check: (context: Context) => string[]]

const has = (root: XmlNode, path: string) => select(root, path).length > 0
const when = (condition: boolean, message: string) => (condition ? [] : [message])

/** Amount at `path` in cents, with BR-DEC style failures reported as violations instead of thrown. */
function amountsAt(root: XmlNode | XmlNode[], path: string, violations: string[], rule: string): bigint[] {
  return texts(root, path).flatMap((value) => {
    try {
      return [cents(value)]
    } catch (error) {
      violations.push(`${rule}: ${(error as Error).message} at ${path}`)
      return []
    }
  })
}

function total(root: XmlElement, element: string): bigint | undefined {
  const value = text(root, `${TOTALS}/ram:${element}`)
  return value === undefined ? undefined : cents(value)
}

const lineNet = (line: XmlNode) => cents(text(line, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount') ?? 'x')
const lineCategory = (line: XmlNode) => text(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode')
const lineRate = (line: XmlNode) => text(line, 'ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:RateApplicablePercent')
/** Document level allowances (ChargeIndicator false) or charges (true) of a VAT category, in cents. */
function documentCharges(root: XmlElement, charge: boolean, category?: string, rate?: string): bigint {
  return sum(
    select(root, CHARGES)
      .filter((node) => text(node, 'ram:ChargeIndicator/udt:Indicator') === String(charge))
      .filter((node) => category === undefined || text(node, 'ram:CategoryTradeTax/ram:CategoryCode') === category)
      .filter((node) => rate === undefined || rateHundredths(text(node, 'ram:CategoryTradeTax/ram:RateApplicablePercent') ?? '0') === rateHundredths(rate))
      .map((node) => cents(text(node, 'ram:ActualAmount') ?? 'x')),
  )
}

const breakdowns = (root: XmlElement, category: string) => select(root, BREAKDOWN).filter((node) => text(node, 'ram:CategoryCode') === category)
const linesOf = (root: XmlElement, category: string) => select(root, LINES).filter((line) => lineCategory(line) === category)
const sellerTaxIds = (root: XmlElement) => select(root, `${SELLER}/ram:SpecifiedTaxRegistration/ram:ID`).length + select(root, `${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty`).length

const rules: Rule[] = [
  // --- Presence of the core business terms (BR-01 … BR-16, BR-21 … BR-27) ---
  ['BR-01', ({ root }) => when(has(root, 'rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'), 'specification identifier BT-24 missing')],
  ['BR-02', ({ root }) => when(!!text(root, 'rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID'), 'invoice number BT-1 missing')],
  ['BR-03', ({ root }) => when(/^\d{8}$/.test(text(root, 'rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:IssueDateTime/udt:DateTimeString') ?? ''), 'issue date BT-2 missing or not YYYYMMDD')],
  ['BR-04', ({ root }) => when(!!text(root, 'rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode'), 'type code BT-3 missing')],
  ['BR-05', ({ root }) => when(text(root, `${SETTLEMENT}/ram:InvoiceCurrencyCode`) === 'EUR', 'currency BT-5 missing or not EUR (BR-CL-04)')],
  ['BR-06', ({ root }) => when(!!text(root, `${SELLER}/ram:Name`), 'seller name BT-27 missing')],
  ['BR-07', ({ root }) => when(!!text(root, `${BUYER}/ram:Name`), 'buyer name BT-44 missing')],
  ['BR-08', ({ root }) => when(has(root, `${SELLER}/ram:PostalTradeAddress`), 'seller postal address BG-5 missing')],
  ['BR-09', ({ root }) => when(/^[A-Z]{2}$/.test(text(root, `${SELLER}/ram:PostalTradeAddress/ram:CountryID`) ?? ''), 'seller country BT-40 missing')],
  ['BR-10', ({ root }) => when(has(root, `${BUYER}/ram:PostalTradeAddress`), 'buyer postal address BG-8 missing')],
  ['BR-11', ({ root }) => when(/^[A-Z]{2}$/.test(text(root, `${BUYER}/ram:PostalTradeAddress/ram:CountryID`) ?? ''), 'buyer country BT-55 missing')],
  ['BR-12', ({ root }) => when(has(root, `${TOTALS}/ram:LineTotalAmount`), 'sum of line net amounts BT-106 missing')],
  ['BR-13', ({ root }) => when(has(root, `${TOTALS}/ram:TaxBasisTotalAmount`), 'total without VAT BT-109 missing')],
  ['BR-14', ({ root }) => when(has(root, `${TOTALS}/ram:GrandTotalAmount`), 'total with VAT BT-112 missing')],
  ['BR-15', ({ root }) => when(has(root, `${TOTALS}/ram:DuePayableAmount`), 'amount due BT-115 missing')],
  ['BR-16', ({ root }) => when(select(root, LINES).length > 0, 'no invoice line')],
  [
    'BR-21…27',
    ({ root }) =>
      select(root, LINES).flatMap((line, index) => {
        const at = `line ${index + 1}`
        const price = text(line, 'ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount')
        return [
          ...when(!!text(line, 'ram:AssociatedDocumentLineDocument/ram:LineID'), `BR-21 ${at}: line identifier BT-126 missing`),
          ...when(!!text(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'), `BR-22 ${at}: quantity BT-129 missing`),
          ...when(!!text(line, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode'), `BR-23 ${at}: unit BT-130 missing`),
          ...when(has(line, 'ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'), `BR-24 ${at}: line net BT-131 missing`),
          ...when(!!text(line, 'ram:SpecifiedTradeProduct/ram:Name'), `BR-25 ${at}: item name BT-153 missing`),
          ...when(price !== undefined, `BR-26 ${at}: net price BT-146 missing`),
          ...when(price === undefined || !price.trim().startsWith('-'), `BR-27 ${at}: net price BT-146 is negative`),
        ]
      }),
  ],
  [
    'BR-29/BR-CO-19',
    ({ root }) => {
      const periods = select(root, `${SETTLEMENT}/ram:BillingSpecifiedPeriod`)
      return periods.flatMap((period) => {
        const start = text(period, 'ram:StartDateTime/udt:DateTimeString')
        const end = text(period, 'ram:EndDateTime/udt:DateTimeString')
        return [...when(!!(start || end), 'BR-CO-19: invoicing period without start or end'), ...when(!start || !end || start <= end, 'BR-29: period ends before it starts')]
      })
    },
  ],
  ['BR-55', ({ root }) => select(root, `${SETTLEMENT}/ram:InvoiceReferencedDocument`).flatMap((node) => when(!!text(node, 'ram:IssuerAssignedID'), 'preceding invoice reference without BT-25'))],
  ['BR-61', ({ root }) => select(root, MEANS).flatMap((means) => when(!['30', '58'].includes(text(means, 'ram:TypeCode') ?? '') || !!text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID'), 'credit transfer without account identifier BT-84'))],
  ['BR-62/63', ({ root }) => [SELLER, BUYER].flatMap((party) => select(root, `${party}/ram:URIUniversalCommunication/ram:URIID`).flatMap((node) => when(!!text(node, '@schemeID'), `${party}: electronic address without scheme identifier`)))],

  // --- Totals (BR-CO-10 … BR-CO-18, BR-CO-25) and decimals (BR-DEC-*) ---
  ['BR-DEC', ({ root }) => {
    const violations: string[] = []
    for (const path of [`${TOTALS}/ram:LineTotalAmount`, `${TOTALS}/ram:TaxBasisTotalAmount`, `${TOTALS}/ram:TaxTotalAmount`, `${TOTALS}/ram:GrandTotalAmount`, `${TOTALS}/ram:DuePayableAmount`, `${BREAKDOWN}/ram:BasisAmount`, `${BREAKDOWN}/ram:CalculatedAmount`, `${LINES}/ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount`]) {
      amountsAt(root, path, violations, 'BR-DEC')
    }
    return violations
  }],
  ['BR-CO-10', ({ root }) => {
    const lines = sum(select(root, LINES).map(lineNet))
    return when(total(root, 'LineTotalAmount') === lines, `BT-106 ${total(root, 'LineTotalAmount')} ≠ sum of line nets ${lines}`)
  }],
  ['BR-CO-11', ({ root }) => when((total(root, 'AllowanceTotalAmount') ?? 0n) === documentCharges(root, false), 'BT-107 ≠ sum of document level allowances')],
  ['BR-CO-12', ({ root }) => when((total(root, 'ChargeTotalAmount') ?? 0n) === documentCharges(root, true), 'BT-108 ≠ sum of document level charges')],
  ['BR-CO-13', ({ root }) => {
    const expected = total(root, 'LineTotalAmount')! - (total(root, 'AllowanceTotalAmount') ?? 0n) + (total(root, 'ChargeTotalAmount') ?? 0n)
    return when(total(root, 'TaxBasisTotalAmount') === expected, `BT-109 ${total(root, 'TaxBasisTotalAmount')} ≠ BT-106 − BT-107 + BT-108 = ${expected}`)
  }],
  ['BR-CO-14', ({ root }) => {
    const currency = text(root, `${SETTLEMENT}/ram:InvoiceCurrencyCode`) ?? ''
    const vatTotal = text(root, `${TOTALS}/ram:TaxTotalAmount[@currencyID='${currency}']`)
    const breakdownSum = sum(texts(root, `${BREAKDOWN}/ram:CalculatedAmount`).map(cents))
    return when(vatTotal !== undefined && cents(vatTotal) === breakdownSum, `BT-110 ${vatTotal} (with currencyID = BT-5) ≠ sum of BT-117 ${breakdownSum}`)
  }],
  ['BR-CO-15', ({ root }) => {
    const expected = total(root, 'TaxBasisTotalAmount')! + (total(root, 'TaxTotalAmount') ?? 0n)
    return when(total(root, 'GrandTotalAmount') === expected, `BT-112 ${total(root, 'GrandTotalAmount')} ≠ BT-109 + BT-110 = ${expected}`)
  }],
  ['BR-CO-16', ({ root }) => {
    const expected = total(root, 'GrandTotalAmount')! - (total(root, 'TotalPrepaidAmount') ?? 0n) + (total(root, 'RoundingAmount') ?? 0n)
    return when(total(root, 'DuePayableAmount') === expected, `BT-115 ${total(root, 'DuePayableAmount')} ≠ BT-112 − BT-113 + BT-114 = ${expected}`)
  }],
  ['BR-CO-17', ({ root }) => select(root, BREAKDOWN).flatMap((node) => {
    const expected = vatOf(cents(text(node, 'ram:BasisAmount') ?? 'x'), text(node, 'ram:RateApplicablePercent') ?? '0')
    return when(cents(text(node, 'ram:CalculatedAmount') ?? 'x') === expected, `BT-117 ≠ BT-116 × BT-119 / 100 = ${expected}`)
  })],
  ['BR-CO-18', ({ root }) => when(select(root, BREAKDOWN).length > 0, 'no VAT breakdown')],
  ['BR-CO-25', ({ root }) => when((total(root, 'DuePayableAmount') ?? 0n) <= 0n || has(root, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime`) || !!text(root, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`), 'positive amount due without due date BT-9 or payment terms BT-20')],
  ['BR-CO-4', ({ root }) => select(root, LINES).flatMap((line, index) => when(!!lineCategory(line), `line ${index + 1} without VAT category BT-151`))],
  ['BR-CO-9', ({ root }) => [SELLER, BUYER].flatMap((party) => texts(root, `${party}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`).flatMap((id) => when(VAT_PREFIXES.includes(id.slice(0, 2)), `VAT identifier ${id} lacks a country prefix (ISO 3166-1, EL for Greece)`)))],

  // --- VAT category S (standard rate) ---
  ['BR-S-01', ({ root }) => when(!linesOf(root, 'S').length || breakdowns(root, 'S').length > 0, 'S lines without an S VAT breakdown')],
  ['BR-S-02', ({ root }) => when(!linesOf(root, 'S').length || sellerTaxIds(root) > 0, 'S lines without seller VAT ID BT-31, tax registration BT-32 or tax representative')],
  ['BR-S-05', ({ root }) => linesOf(root, 'S').flatMap((line) => when(rateHundredths(lineRate(line) ?? '0') > 0n, 'S line with a rate of 0'))],
  ['BR-S-08', ({ root }) => breakdowns(root, 'S').flatMap((node) => {
    const rate = text(node, 'ram:RateApplicablePercent') ?? '0'
    const lines = linesOf(root, 'S').filter((line) => rateHundredths(lineRate(line) ?? '0') === rateHundredths(rate))
    const expected = sum(lines.map(lineNet)) + documentCharges(root, true, 'S', rate) - documentCharges(root, false, 'S', rate)
    return when(cents(text(node, 'ram:BasisAmount') ?? 'x') === expected, `S ${rate} %: BT-116 ≠ sum of its line nets ${expected}`)
  })],
  ['BR-S-09', ({ root }) => breakdowns(root, 'S').flatMap((node) => {
    const expected = vatOf(cents(text(node, 'ram:BasisAmount') ?? 'x'), text(node, 'ram:RateApplicablePercent') ?? '0')
    return when(cents(text(node, 'ram:CalculatedAmount') ?? 'x') === expected, `S: BT-117 ≠ BT-116 × BT-119 rounded = ${expected}`)
  })],
  ['BR-S-10', ({ root }) => breakdowns(root, 'S').flatMap((node) => when(!has(node, 'ram:ExemptionReason') && !has(node, 'ram:ExemptionReasonCode'), 'S breakdown with an exemption reason'))],

  // --- VAT category AE (reverse charge, § 13b UStG) ---
  ['BR-AE-01', ({ root }) => when(!(linesOf(root, 'AE').length || documentCharges(root, true, 'AE') || documentCharges(root, false, 'AE')) || breakdowns(root, 'AE').length === 1, 'AE lines need exactly one AE VAT breakdown')],
  ['BR-AE-02…04', ({ root }) => {
    const usesAe = linesOf(root, 'AE').length > 0 || select(root, CHARGES).some((node) => text(node, 'ram:CategoryTradeTax/ram:CategoryCode') === 'AE')
    const buyerId = has(root, `${BUYER}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID='VA']`) || has(root, `${BUYER}/ram:SpecifiedLegalOrganization/ram:ID`)
    return when(!usesAe || (sellerTaxIds(root) > 0 && buyerId), 'AE needs the seller VAT ID/tax registration and the buyer VAT ID BT-48 or legal registration BT-47')
  }],
  ['BR-AE-05', ({ root }) => linesOf(root, 'AE').flatMap((line) => when(rateHundredths(lineRate(line) ?? 'x') === 0n, 'AE line rate BT-152 is not 0'))],
  ['BR-AE-06/07', ({ root }) => select(root, CHARGES).filter((node) => text(node, 'ram:CategoryTradeTax/ram:CategoryCode') === 'AE').flatMap((node) => when(rateHundredths(text(node, 'ram:CategoryTradeTax/ram:RateApplicablePercent') ?? 'x') === 0n, 'AE allowance/charge rate is not 0'))],
  ['BR-AE-08', ({ root }) => breakdowns(root, 'AE').flatMap((node) => {
    const expected = sum(linesOf(root, 'AE').map(lineNet)) + documentCharges(root, true, 'AE') - documentCharges(root, false, 'AE')
    return when(cents(text(node, 'ram:BasisAmount') ?? 'x') === expected, `AE: BT-116 ≠ sum of AE line nets ${expected}`)
  })],
  ['BR-AE-09', ({ root }) => breakdowns(root, 'AE').flatMap((node) => when(cents(text(node, 'ram:CalculatedAmount') ?? 'x') === 0n, 'AE: VAT amount BT-117 is not 0'))],
  ['BR-AE-10', ({ root }) => breakdowns(root, 'AE').flatMap((node) => when(text(node, 'ram:ExemptionReasonCode') === 'VATEX-EU-AE' || text(node, 'ram:ExemptionReason') === 'Reverse charge', 'AE: exemption reason code VATEX-EU-AE or text "Reverse charge" missing'))],

  // --- Code lists (BR-CL-*) ---
  ['BR-CL-01', ({ root }) => when(['380', '381', '384', '389', '326', '875', '876', '877', '751', '261', '262', '296', '308', '396', '420', '458', '532'].includes(text(root, 'rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode') ?? ''), 'type code BT-3 not from UNTDID 1001 (invoice/credit note subset)')],
  ['BR-CL-14', ({ root }) => [SELLER, BUYER].flatMap((party) => when(COUNTRIES.includes(text(root, `${party}/ram:PostalTradeAddress/ram:CountryID`) ?? ''), `${party}: country code not ISO 3166-1 alpha-2 (our subset)`))],
  ['BR-CL-16', ({ root }) => texts(root, `${MEANS}/ram:TypeCode`).flatMap((code) => when(PAYMENT_MEANS.includes(code), `payment means ${code} not in our UNCL 4461 subset`))],
  ['BR-CL-17/18', ({ root }) => [...texts(root, `${BREAKDOWN}/ram:CategoryCode`), ...select(root, LINES).map((line) => lineCategory(line) ?? '')].flatMap((code) => when(VAT_CATEGORIES.includes(code), `VAT category ${code} not in UNCL 5305`))],
  ['BR-CL-22', ({ root }) => texts(root, `${BREAKDOWN}/ram:ExemptionReasonCode`).flatMap((code) => when(/^VATEX-(EU|FR)-[A-Z0-9-]+$/.test(code), `exemption reason code ${code} not from the VATEX list`))],
  ['BR-CL-23', ({ root }) => texts(root, `${LINES}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode`).flatMap((unit) => when(OUR_UNIT_CODES.includes(unit), `unit ${unit} is not one of ours (UN/ECE Rec 20)`))],

  // --- XRechnung 3.0 (BR-DE-*) ---
  ['BR-DE-1', ({ root, xrechnung }) => when(!xrechnung || has(root, MEANS), 'payment instructions BG-16 missing')],
  ['BR-DE-2', ({ root, xrechnung }) => when(!xrechnung || has(root, `${SELLER}/ram:DefinedTradeContact`), 'seller contact BG-6 missing')],
  ['BR-DE-3', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${SELLER}/ram:PostalTradeAddress/ram:CityName`), 'seller city BT-37 missing')],
  ['BR-DE-4', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${SELLER}/ram:PostalTradeAddress/ram:PostcodeCode`), 'seller post code BT-38 missing')],
  ['BR-DE-5', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${SELLER}/ram:DefinedTradeContact/ram:PersonName`), 'seller contact point BT-41 missing')],
  ['BR-DE-6', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${SELLER}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`), 'seller contact telephone BT-42 missing')],
  ['BR-DE-7', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${SELLER}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`), 'seller contact e-mail BT-43 missing')],
  ['BR-DE-8', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${BUYER}/ram:PostalTradeAddress/ram:CityName`), 'buyer city BT-52 missing')],
  ['BR-DE-9', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${BUYER}/ram:PostalTradeAddress/ram:PostcodeCode`), 'buyer post code BT-53 missing')],
  ['BR-DE-14', ({ root }) => select(root, BREAKDOWN).flatMap((node) => when(has(node, 'ram:RateApplicablePercent'), 'VAT breakdown without rate BT-119'))],
  ['BR-DE-15', ({ root, xrechnung }) => when(!xrechnung || !!text(root, `${AGREEMENT}/ram:BuyerReference`), 'buyer reference BT-10 missing')],
  ['BR-DE-16', ({ root }) => when(!texts(root, `${BREAKDOWN}/ram:CategoryCode`).some((code) => ['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M'].includes(code)) || sellerTaxIds(root) > 0, 'seller VAT ID BT-31, tax number BT-32 or tax representative BG-11 missing')],
  ['BR-DE-17', ({ root, xrechnung }) => when(!xrechnung || XRECHNUNG_TYPE_CODES.includes(text(root, 'rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode') ?? ''), 'type code not allowed by XRechnung')],
  ['BR-DE-18', ({ root }) => texts(root, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:Description`).flatMap((terms) => terms.split('\n').filter((line) => line.startsWith('#')).flatMap((line) => when(/^#SKONTO#TAGE=\d+#PROZENT=\d+\.\d{2}(#BASISBETRAG=-?\d+\.\d{2})?#$/.test(line), `payment terms line "${line}" is not in the Skonto format`)))],
  ['BR-DE-19', ({ root }) => select(root, MEANS).filter((means) => text(means, 'ram:TypeCode') === '58').flatMap((means) => when(validIban(text(means, 'ram:PayeePartyCreditorFinancialAccount/ram:IBANID') ?? ''), 'BT-84 is not a valid IBAN'))],
  ['BR-DE-21', ({ root, xrechnung }) => when(text(root, 'rsm:CrossIndustryInvoice/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID') === (xrechnung ? XRECHNUNG_3_0 : EN16931), `specification identifier is not ${xrechnung ? XRECHNUNG_3_0 : EN16931}`)],
  ['BR-DE-23', ({ root }) => select(root, MEANS).filter((means) => ['30', '58'].includes(text(means, 'ram:TypeCode') ?? '')).flatMap((means) => [
    ...when(has(means, 'ram:PayeePartyCreditorFinancialAccount'), 'BR-DE-23-a: credit transfer without BG-17'),
    ...when(!has(means, 'ram:ApplicableTradeSettlementFinancialCard') && !has(means, 'ram:PayerPartyDebtorFinancialAccount'), 'BR-DE-23-b: credit transfer with card or direct debit data'),
  ])],
  ['BR-DE-27', ({ root }) => texts(root, `${SELLER}/ram:DefinedTradeContact/ram:TelephoneUniversalCommunication/ram:CompleteNumber`).flatMap((phone) => when((phone.match(/\d/g) ?? []).length >= 3, 'telephone number with fewer than three digits'))],
  ['BR-DE-28', ({ root }) => texts(root, `${SELLER}/ram:DefinedTradeContact/ram:EmailURIUniversalCommunication/ram:URIID`).flatMap((email) => when(/^[^@\s.][^@\s]*@[^@\s]*[^@\s.]$/.test(email), `e-mail address ${email} is malformed`))],
  // XRechnung 3.0 makes the electronic addresses of seller (BT-34) and buyer (BT-49) mandatory.
  ['XR-BT-34/49', ({ root, xrechnung }) => (xrechnung ? [SELLER, BUYER].flatMap((party) => when(!!text(root, `${party}/ram:URIUniversalCommunication/ram:URIID`), `${party}: electronic address missing`)) : [])],
]

/** Every rule violated by a CII document; [] when all hold. */
export function businessRuleViolations(xml: string, options: { xrechnung: boolean }): string[] {
  const context: Context = { root: parseXml(xml), xrechnung: options.xrechnung }
  return rules.flatMap(([id, check]) => {
    try {
      return check(context).map((message) => `${id}: ${message}`)
    } catch (error) {
      return [`${id}: ${(error as Error).message}`]
    }
  })
}

/** The ids of the rules above, for the README and the test report. */
export const RULE_IDS = rules.map(([id]) => id)
