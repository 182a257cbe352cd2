import 'server-only'
import type { Invoice as EInvoiceModel } from '@e-invoice-eu/core'
import { formatDay } from '@/lib/dates'
import { translator } from '@/i18n/translator'
import type { SellerSnapshot } from '@/lib/db/schema'
import { maskedIban, normaliseIban } from '../girocode'
import { formatEuro } from '../money'
import type { PdfInvoice } from '../pdf'
import { decimalAmount, decimalQuantity } from './amounts'
import type { CiiRepairs } from './cii'

/**
 * Our invoice (the same input the PDF gets) as the JSON model of `@e-invoice-eu/core`, which follows
 * the UBL element names of EN 16931 (`cbc:…`/`cac:…`) and converts them to CII. Business terms (BT-n)
 * are named where they are set.
 */

/** What an e-invoice needs beyond the printed invoice: the buyer's addresses for electronic exchange. */
export type EInvoiceSource = PdfInvoice & {
  /** BT-49, the buyer's electronic address (e-mail, scheme EM); XRechnung 3.0 requires one. */
  buyerEmail?: string | null
  /** BT-10 as the buyer gave it (order number, Leitweg-ID); without one we use the invoice number. */
  buyerReference?: string | null
}

/** EN 16931 (Factur-X profile EN 16931) or the stricter German CIUS XRechnung 3.0. */
export type EInvoiceProfile = 'en16931' | 'xrechnung'

type Party = EInvoiceModel['ubl:Invoice']['cac:AccountingSupplierParty']['cac:Party']
type BuyerParty = EInvoiceModel['ubl:Invoice']['cac:AccountingCustomerParty']['cac:Party']
type Line = EInvoiceModel['ubl:Invoice']['cac:InvoiceLine'][number]
type PaymentMeans = NonNullable<EInvoiceModel['ubl:Invoice']['cac:PaymentMeans']>[number]

/** § 13b UStG: the buyer owes the VAT; EN 16931 category AE with the exemption code of CEF's VATEX list. */
const REVERSE_CHARGE = { category: 'AE', exemptionCode: 'VATEX-EU-AE' } as const

/** Texts that only the e-invoice needs (the PDF's own texts come from the message catalogue). */
const texts = {
  de: {
    contact: 'Buchhaltung',
    creditSettlement: 'Der Betrag wird erstattet oder mit der stornierten Rechnung verrechnet.',
    creditMeans: 'Erstattung durch den Verkäufer',
  },
  en: {
    contact: 'Accounts',
    creditSettlement: 'The amount is refunded or set off against the cancelled invoice.',
    creditMeans: 'Refund by the seller',
  },
} as const

export class EInvoiceDataError extends Error {
  constructor(invoice: { number: string | null }, problem: string) {
    super(`E-invoice ${invoice.number ?? '(draft)'}: ${problem}`)
    this.name = 'EInvoiceDataError'
  }
}

function required<T>(value: T | null | undefined, invoice: PdfInvoice, problem: string): T {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) throw new EInvoiceDataError(invoice, problem)
  return value
}

/**
 * EN 16931 amounts of a credit note are positive: the type code 381 says that money flows back. We
 * store credit notes with negative amounts (they cancel an invoice in every sum), so every amount and
 * quantity of a credit note is multiplied by −1 here. Item prices (BT-146) may never be negative
 * (BR-27): a line keeps |unit price| and carries the sign in its quantity, so that
 * quantity × price = line net holds for every line, on invoices and credit notes alike.
 */
function documentSign(invoice: PdfInvoice): 1 | -1 {
  return invoice.kind === 'credit_note' ? -1 : 1
}

/** BT-33, the seller's legal details that § 35a GmbHG asks for on business letters, as the PDF footer prints them. */
function sellerLegalInformation(seller: SellerSnapshot): string | null {
  const parts = [
    seller.registerCourt && seller.registerNumber ? `${seller.registerCourt}, ${seller.registerNumber}` : null,
    seller.managingDirectors.length ? `Geschäftsführung: ${seller.managingDirectors.join(', ')}` : null,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : null
}

/** What ./cii.ts has to put into the library's CII because the library drops it. */
export function ciiRepairsFor(invoice: PdfInvoice): CiiRepairs {
  return {
    precedingInvoice: invoice.kind === 'credit_note' ? (invoice.creditedNumber ?? null) : null,
    sellerLegalInformation: invoice.seller ? sellerLegalInformation(invoice.seller) : null,
  }
}

function sellerParty(seller: SellerSnapshot, invoice: PdfInvoice, profile: EInvoiceProfile): Party {
  const t = texts[invoice.locale]
  const email = seller.email ?? undefined
  const phone = seller.phone ?? undefined
  if (profile === 'xrechnung') {
    // BR-DE-2, -5, -6, -7: XRechnung requires a seller contact with name, telephone and e-mail; BT-34 too.
    required(email, invoice, 'XRechnung needs the seller e-mail address (BT-34, BT-43).')
    required(phone, invoice, 'XRechnung needs the seller telephone number (BT-42).')
  }
  const legalInformation = sellerLegalInformation(seller)
  return {
    ...(email ? { 'cbc:EndpointID': email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
    'cac:PostalAddress': {
      'cbc:StreetName': seller.street,
      'cbc:CityName': seller.city,
      'cbc:PostalZone': seller.postalCode,
      'cac:Country': { 'cbc:IdentificationCode': seller.country as 'DE' },
    },
    // BT-31 (VAT ID, scheme VA) and BT-32 (tax number, scheme FC); the library turns the tax scheme into
    // the CII schemeID.
    'cac:PartyTaxScheme': seller.taxNumber
      ? [
          { 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          { 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } },
        ]
      : [{ 'cbc:CompanyID': seller.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.legalName,
      // BT-30: the commercial register number (no ISO 6523 scheme exists for German registers).
      ...(seller.registerNumber ? { 'cbc:CompanyID': seller.registerNumber } : {}),
      // BT-33 (register court, managing directors); written into the CII by ./cii.ts (see there).
      ...(legalInformation ? { 'cbc:CompanyLegalForm': legalInformation } : {}),
    },
    'cac:Contact': {
      'cbc:Name': t.contact,
      ...(phone ? { 'cbc:Telephone': phone } : {}),
      ...(email ? { 'cbc:ElectronicMail': email } : {}),
    },
  }
}

function buyerParty(invoice: EInvoiceSource, profile: EInvoiceProfile): BuyerParty {
  const name = required(invoice.buyerCompany ?? invoice.buyerName, invoice, 'the buyer has no name (BT-44).')
  // BR-DE-8, BR-DE-9 (XRechnung) and BR-10 (EN 16931): the buyer's address with city and post code.
  const city = required(invoice.buyerCity, invoice, 'the buyer address has no city (BT-52).')
  const postCode = required(invoice.buyerPostalCode, invoice, 'the buyer address has no post code (BT-53).')
  const email = invoice.buyerEmail?.trim() || undefined
  if (profile === 'xrechnung') required(email, invoice, 'XRechnung 3.0 needs the buyer electronic address (BT-49).')
  return {
    ...(email ? { 'cbc:EndpointID': email, 'cbc:EndpointID@schemeID': 'EM' } : {}),
    'cac:PostalAddress': {
      ...(invoice.buyerStreet ? { 'cbc:StreetName': invoice.buyerStreet } : {}),
      'cbc:CityName': city,
      'cbc:PostalZone': postCode,
      'cac:Country': { 'cbc:IdentificationCode': (invoice.buyerCountry ?? 'DE') as 'DE' },
    },
    ...(invoice.buyerVatId ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': invoice.buyerVatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': name },
    ...(invoice.buyerName && invoice.buyerName !== name ? { 'cac:Contact': { 'cbc:Name': invoice.buyerName } } : {}),
  }
}

/** VAT category of the whole invoice: S (standard, 19 or 7 %) or AE (reverse charge, 0 %). */
function vatCategory(invoice: PdfInvoice) {
  if (invoice.vatRate === 0) {
    // BR-AE-02: reverse charge needs the buyer's VAT ID (the seller's is always present).
    required(invoice.buyerVatId, invoice, 'reverse charge (AE) needs the buyer VAT ID (BT-48).')
    return { 'cbc:ID': REVERSE_CHARGE.category, 'cbc:Percent': '0' } as const
  }
  return { 'cbc:ID': 'S', 'cbc:Percent': String(invoice.vatRate) } as const
}

function invoiceLine(item: PdfInvoice['items'][number], index: number, sign: 1 | -1, category: ReturnType<typeof vatCategory>): Line {
  const priceSign = item.unitPriceCents < 0 ? -1 : 1
  return {
    // BT-126: the position as printed on the PDF (1, 2, …).
    'cbc:ID': String(index + 1),
    'cbc:InvoicedQuantity': decimalQuantity(item.quantity, (sign * priceSign) as 1 | -1),
    'cbc:InvoicedQuantity@unitCode': item.unit,
    'cbc:LineExtensionAmount': decimalAmount(sign * item.netCents),
    'cbc:LineExtensionAmount@currencyID': 'EUR',
    'cac:Item': {
      'cbc:Name': item.description,
      'cac:ClassifiedTaxCategory': { ...category, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
    },
    'cac:Price': { 'cbc:PriceAmount': decimalAmount(Math.abs(item.unitPriceCents)), 'cbc:PriceAmount@currencyID': 'EUR' },
  }
}

function paymentMeans(invoice: PdfInvoice, seller: SellerSnapshot, number: string): PaymentMeans {
  if (invoice.kind === 'credit_note') {
    // The seller pays a credit note back; we do not know the buyer's account, so the instrument is
    // "not defined" (UNTDID 4461 code 1). BR-DE-1 only asks for the payment instructions group.
    return { 'cbc:PaymentMeansCode': '1', 'cbc:PaymentMeansCode@name': texts[invoice.locale].creditMeans, 'cbc:PaymentID': number }
  }
  if (invoice.mandate && invoice.collectionDate) {
    // 59 = SEPA direct debit (BR-DE-24-a): the mandate reference (BT-89) and the debited account (BT-91);
    // the creditor identifier (BT-90) is the payee's identification (payeeForDirectDebit).
    return {
      'cbc:PaymentMeansCode': '59',
      'cbc:PaymentID': number,
      'cac:PaymentMandate': { 'cbc:ID': invoice.mandate.reference, 'cac:PayerFinancialAccount': { 'cbc:ID': invoice.mandate.iban } },
    }
  }
  // 58 = SEPA credit transfer to the seller's account (BR-DE-23-a: BG-17 with the IBAN), remittance
  // information (BT-83) = the invoice number, as on the PDF and in the GiroCode.
  return {
    'cbc:PaymentMeansCode': '58',
    'cbc:PaymentID': number,
    'cac:PayeeFinancialAccount': {
      'cbc:ID': normaliseIban(seller.bank.iban),
      'cbc:Name': seller.bank.accountHolder,
      'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bank.bic.replace(/\s+/g, '').toUpperCase() },
    },
  }
}

/** BG-10 for a direct debit: the seller as payee, with the SEPA creditor identifier (BT-90, scheme SEPA). */
function payeeForDirectDebit(invoice: PdfInvoice, seller: SellerSnapshot): Pick<EInvoiceModel['ubl:Invoice'], 'cac:PayeeParty'> {
  if (!invoice.mandate || !invoice.collectionDate) return {}
  const creditorId = required(seller.sepaCreditorId, invoice, 'A direct debit needs the SEPA creditor identifier (BT-90) in the site settings.')
  return { 'cac:PayeeParty': { 'cac:PartyIdentification': { 'cbc:ID': creditorId, 'cbc:ID@schemeID': 'SEPA' }, 'cac:PartyName': { 'cbc:Name': seller.legalName } } }
}

/** BT-20: the payment terms exactly as the PDF prints them (BR-CO-25 wants them or a due date). */
function paymentTerms(invoice: PdfInvoice): string {
  if (invoice.kind === 'credit_note') return texts[invoice.locale].creditSettlement
  const t = translator(invoice.locale, 'invoicePdf')
  if (invoice.mandate && invoice.collectionDate) {
    return t('directDebitText', { amount: formatEuro(invoice.grossCents, invoice.locale), date: formatDay(invoice.collectionDate, invoice.locale, 'medium'), iban: maskedIban(invoice.mandate.iban) })
  }
  if (invoice.paymentTermDays === 0 || !invoice.dueDate) return t('paymentTermsImmediate')
  return t('paymentTerms', { days: invoice.paymentTermDays, date: formatDay(invoice.dueDate, invoice.locale, 'medium') })
}

/**
 * BG-14 (BT-73/74) when the invoice names a service period; a single day, or no period at all, is the
 * actual delivery date BT-72 (the PDF then prints "Leistungsdatum" with that day or the issue date).
 */
function serviceDates(invoice: PdfInvoice, issueDate: string): Pick<EInvoiceModel['ubl:Invoice'], 'cac:InvoicePeriod' | 'cac:Delivery'> {
  const { servicePeriodStart: start, servicePeriodEnd: end } = invoice
  if (start && end && start !== end) return { 'cac:InvoicePeriod': { 'cbc:StartDate': start, 'cbc:EndDate': end } }
  return { 'cac:Delivery': { 'cbc:ActualDeliveryDate': start ?? end ?? issueDate } }
}

/** The whole invoice in the library's model; throws EInvoiceDataError when a required detail is missing. */
export function eInvoiceModel(invoice: EInvoiceSource, profile: EInvoiceProfile): EInvoiceModel {
  const number = required(invoice.number, invoice, 'only an issued invoice has a number (BT-1).')
  const issueDate = required(invoice.issueDate, invoice, 'the invoice has no issue date (BT-2).')
  const seller = required(invoice.seller, invoice, 'the invoice has no seller snapshot.')
  if (!invoice.items.length) throw new EInvoiceDataError(invoice, 'an invoice needs at least one line (BR-16).')
  const sign = documentSign(invoice)
  const lineSum = invoice.items.reduce((sum, item) => sum + item.netCents, 0)
  if (lineSum !== invoice.netCents) throw new EInvoiceDataError(invoice, `the lines sum to ${lineSum} cents, the invoice says ${invoice.netCents} (BR-CO-10).`)
  const isCredit = invoice.kind === 'credit_note'
  const credited = isCredit ? required(invoice.creditedNumber, invoice, 'a credit note must name the invoice it cancels (BT-25).') : null
  const category = vatCategory(invoice)
  const t = translator(invoice.locale, 'invoicePdf')
  // BT-22 as one note: the library writes several notes as several texts in one CII note, which the
  // schema does not allow.
  const note = [invoice.description, ...(credited ? [t('credits', { number: credited })] : []), ...(invoice.vatRate === 0 ? [t('reverseCharge')] : [])].join('\n')

  return {
    'ubl:Invoice': {
      'cbc:ID': number,
      'cbc:IssueDate': issueDate,
      // BT-9 only where the PDF prints one: a credit note has no due date.
      ...(!isCredit && invoice.dueDate ? { 'cbc:DueDate': invoice.dueDate } : {}),
      'cbc:InvoiceTypeCode': isCredit ? '381' : '380',
      'cbc:Note': [note],
      'cbc:DocumentCurrencyCode': 'EUR',
      // BT-10 (BR-DE-15): our B2B customers give us no routing ID, so the reference is the invoice
      // number, which every buyer can match against the PDF and the bank transfer.
      'cbc:BuyerReference': invoice.buyerReference?.trim() || number,
      ...serviceDates(invoice, issueDate),
      ...(credited ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': credited } }] } : {}),
      'cac:AccountingSupplierParty': { 'cac:Party': sellerParty(seller, invoice, profile) },
      'cac:AccountingCustomerParty': { 'cac:Party': buyerParty(invoice, profile) },
      ...payeeForDirectDebit(invoice, seller),
      'cac:PaymentMeans': [paymentMeans(invoice, seller, number)],
      'cac:PaymentTerms': { 'cbc:Note': paymentTerms(invoice) },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': decimalAmount(sign * invoice.vatCents),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': decimalAmount(sign * invoice.netCents),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': decimalAmount(sign * invoice.vatCents),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': {
                ...category,
                ...(invoice.vatRate === 0 ? { 'cbc:TaxExemptionReasonCode': REVERSE_CHARGE.exemptionCode, 'cbc:TaxExemptionReason': t('reverseCharge') } : {}),
                'cac:TaxScheme': { 'cbc:ID': 'VAT' },
              },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': decimalAmount(sign * lineSum),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': decimalAmount(sign * invoice.netCents),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': decimalAmount(sign * invoice.grossCents),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': decimalAmount(sign * invoice.grossCents),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': invoice.items.map((item, index) => invoiceLine(item, index, sign, category)) as EInvoiceModel['ubl:Invoice']['cac:InvoiceLine'],
    },
  }
}
