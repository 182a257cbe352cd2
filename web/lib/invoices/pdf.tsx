import 'server-only'
import { Document, Image, Page, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { translator } from '@/i18n/translator'
import { formatDay } from '@/lib/dates'
import type { Invoice, InvoiceItem } from '@/lib/db/schema'
import { LetterFooter, LetterHead, styles } from '@/lib/pdf/letter'
import { formatIban, maskedIban } from './girocode'
import { formatEuro, formatQuantity } from './money'
import { giroCodePng, transferFor } from './qr'

/**
 * The invoice as a PDF (A4), with what § 14 Abs. 4 UStG requires: the seller's and the buyer's full
 * name and address, the seller's VAT ID and tax number, issue date, sequential number, service
 * period, each line (quantity, unit, unit price, net), net total, VAT rate and amount, gross total,
 * and the payment terms; plus the bank account and the GiroCode, on the agency's letter
 * (web/lib/pdf/letter.tsx). German or English by the invoice's language.
 */
export type PdfInvoice = Invoice & {
  items: InvoiceItem[]
  creditedNumber?: string | null
  /** The SEPA mandate it is collected under (with `collectionDate`). */
  mandate?: { reference: string; iban: string; scheme: 'core' | 'b2b' } | null
}

export async function renderInvoicePdf(invoice: PdfInvoice): Promise<Buffer> {
  const seller = invoice.seller
  if (!seller || !invoice.number || !invoice.issueDate) throw new Error('Only an issued invoice can be rendered as a PDF.')
  const locale = invoice.locale
  const t = translator(locale, 'invoicePdf')
  const euro = (cents: number) => formatEuro(cents, locale)
  const day = (iso: string) => formatDay(iso, locale, 'medium')
  // Collected by SEPA direct debit: the invoice is the pre-notification, and there is nothing to transfer.
  const debit = invoice.mandate && invoice.collectionDate ? { ...invoice.mandate, date: invoice.collectionDate } : null
  const transfer = debit ? null : transferFor(invoice)
  const qr = transfer ? await giroCodePng(transfer) : null
  const isCredit = invoice.kind === 'credit_note'
  const buyerLines = [
    invoice.buyerCompany,
    invoice.buyerName && invoice.buyerName !== invoice.buyerCompany ? invoice.buyerName : null,
    invoice.buyerStreet,
    [invoice.buyerPostalCode, invoice.buyerCity].filter(Boolean).join(' '),
    invoice.buyerCountry && invoice.buyerCountry !== 'DE' ? invoice.buyerCountry : null,
  ].filter(Boolean) as string[]
  const period =
    invoice.servicePeriodStart && invoice.servicePeriodEnd
      ? invoice.servicePeriodStart === invoice.servicePeriodEnd
        ? [t('serviceDate'), day(invoice.servicePeriodStart)]
        : [t('servicePeriod'), `${day(invoice.servicePeriodStart)} – ${day(invoice.servicePeriodEnd)}`]
      : [t('serviceDate'), day(invoice.issueDate)]
  const metaRows: [string, string][] = [
    [isCredit ? t('creditNumber') : t('number'), invoice.number],
    [t('issueDate'), day(invoice.issueDate)],
    [period[0]!, period[1]!],
    ...(invoice.dueDate && !isCredit ? [[t('dueDate'), day(invoice.dueDate)] as [string, string]] : []),
    ...(invoice.buyerVatId ? [[t('customerVatId'), invoice.buyerVatId] as [string, string]] : []),
  ]

  const document = (
    <Document title={`${isCredit ? t('creditNote') : t('invoice')} ${invoice.number}`} author={seller.legalName} language={locale} creator={seller.legalName} producer={seller.legalName}>
      <Page size="A4" style={styles.page}>
        <LetterHead seller={seller} recipient={buyerLines} meta={metaRows} t={t} />

        <Text style={styles.title}>
          {isCredit ? t('creditNote') : t('invoice')} {invoice.number}
        </Text>
        <Text style={{ marginBottom: 10 }}>{invoice.description}</Text>
        {isCredit && invoice.creditedNumber && <Text style={{ marginBottom: 10 }}>{t('credits', { number: invoice.creditedNumber })}</Text>}

        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={styles.colPos}>{t('position')}</Text>
            <Text style={styles.colDescription}>{t('description')}</Text>
            <Text style={styles.colQuantity}>{t('quantity')}</Text>
            <Text style={styles.colUnitPrice}>{t('unitPrice')}</Text>
            <Text style={styles.colAmount}>{t('amount')}</Text>
          </View>
          {invoice.items.map((item, index) => (
            <View key={item.id} style={styles.row} wrap={false}>
              <Text style={styles.colPos}>{index + 1}</Text>
              <Text style={styles.colDescription}>{item.description}</Text>
              <Text style={styles.colQuantity}>
                {formatQuantity(item.quantity, locale)} {t(`units.${item.unit}`)}
              </Text>
              <Text style={styles.colUnitPrice}>{euro(item.unitPriceCents)}</Text>
              <Text style={styles.colAmount}>{euro(item.netCents)}</Text>
            </View>
          ))}
        </View>

        <View style={styles.totals} wrap={false}>
          <View style={styles.totalRow}>
            <Text>{t('net')}</Text>
            <Text>{euro(invoice.netCents)}</Text>
          </View>
          <View style={styles.totalRow}>
            <Text>{t('vat', { rate: invoice.vatRate })}</Text>
            <Text>{euro(invoice.vatCents)}</Text>
          </View>
          <View style={styles.grossRow}>
            <Text>{t('gross')}</Text>
            <Text>{euro(invoice.grossCents)}</Text>
          </View>
        </View>

        {invoice.vatRate === 0 && <Text style={styles.note}>{t('reverseCharge')}</Text>}
        {!isCredit && invoice.dueDate && !debit && (
          <Text style={styles.note}>
            {invoice.paymentTermDays > 0 ? t('paymentTerms', { days: invoice.paymentTermDays, date: day(invoice.dueDate) }) : t('paymentTermsImmediate')}
          </Text>
        )}

        {!isCredit && debit && (
          <View style={styles.payment} wrap={false}>
            <View>
              <Text style={{ fontWeight: 700, marginBottom: 4 }}>{t(debit.scheme === 'b2b' ? 'directDebitB2b' : 'directDebitCore')}</Text>
              <Text>{t('directDebitText', { amount: formatEuro(invoice.grossCents, locale), date: day(debit.date), iban: maskedIban(debit.iban) })}</Text>
              <Text style={{ marginTop: 4 }}>
                {t('mandateReference')}: {debit.reference}
              </Text>
              <Text>
                {t('creditorId')}: {seller.sepaCreditorId ?? ''}
              </Text>
            </View>
          </View>
        )}

        {!isCredit && !debit && (
          <View style={styles.payment} wrap={false}>
            <View>
              <Text style={{ fontWeight: 700, marginBottom: 4 }}>{t('bankHeading')}</Text>
              <Text>
                {t('recipient')}: {seller.bank.accountHolder}
              </Text>
              <Text>IBAN: {formatIban(seller.bank.iban)}</Text>
              <Text>BIC: {seller.bank.bic}</Text>
              <Text>{seller.bank.bankName}</Text>
              <Text style={{ marginTop: 4 }}>
                {t('reference')}: {invoice.number}
              </Text>
            </View>
            {qr && (
              <View style={{ marginLeft: 'auto', alignItems: 'center' }}>
                {/* eslint-disable-next-line jsx-a11y/alt-text -- react-pdf's Image has no alt; the PDF text says what it is */}
                <Image src={qr} style={styles.qr} />
                <Text style={styles.small}>{t('girocode')}</Text>
              </View>
            )}
          </View>
        )}

        <LetterFooter seller={seller} t={t} />
      </Page>
    </Document>
  )
  return renderToBuffer(document)
}
