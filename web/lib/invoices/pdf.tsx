import 'server-only'
import path from 'node:path'
import { Document, Font, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { translator } from '@/i18n/translator'
import { formatDay } from '@/lib/dates'
import type { Invoice, InvoiceItem } from '@/lib/db/schema'
import { repositoryRoot } from '@/lib/repository-root'
import { formatIban } from './girocode'
import { formatEuro, formatQuantity } from './money'
import { giroCodePng, transferFor } from './qr'

/**
 * The invoice as a PDF (A4), with what § 14 Abs. 4 UStG requires: the seller's and the buyer's full
 * name and address, the seller's VAT ID and tax number, issue date, sequential number, service
 * period, each line (quantity, unit, unit price, net), net total, VAT rate and amount, gross total,
 * and the payment terms; plus the bank account and the GiroCode. Inter is embedded (from the npm
 * package, no download). German or English by the invoice's language.
 */
const fontDirectory = path.join(repositoryRoot, 'node_modules', '@expo-google-fonts', 'inter')
Font.register({
  family: 'Inter',
  fonts: [
    { src: path.join(fontDirectory, '400Regular', 'Inter_400Regular.ttf'), fontWeight: 400 },
    { src: path.join(fontDirectory, '700Bold', 'Inter_700Bold.ttf'), fontWeight: 700 },
  ],
})
// Words are not hyphenated (invoice numbers, IBANs and names must stay whole).
Font.registerHyphenationCallback((word) => [word])

const ink = '#1f2933'
const muted = '#52606d'
const brand = '#0f6a5c'

const styles = StyleSheet.create({
  page: { fontFamily: 'Inter', fontSize: 9.5, color: ink, paddingTop: 40, paddingBottom: 70, paddingHorizontal: 48 },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 28 },
  brand: { fontSize: 18, fontWeight: 700, color: brand, lineHeight: 1.2, marginBottom: 4 },
  small: { fontSize: 8, color: muted },
  senderLine: { fontSize: 7.5, color: muted, marginBottom: 4, textDecoration: 'underline' },
  addressBlock: { width: 250, minHeight: 90 },
  meta: { width: 200 },
  metaRow: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 2 },
  title: { fontSize: 16, fontWeight: 700, marginTop: 8, marginBottom: 14 },
  table: { borderTopWidth: 1, borderTopColor: ink },
  row: { flexDirection: 'row', paddingVertical: 5, borderBottomWidth: 0.5, borderBottomColor: '#cbd2d9' },
  headRow: { flexDirection: 'row', paddingVertical: 5, borderBottomWidth: 1, borderBottomColor: ink, fontWeight: 700 },
  colPos: { width: 28 },
  colDescription: { flexGrow: 1, flexBasis: 0, paddingRight: 8 },
  colQuantity: { width: 70, textAlign: 'right' },
  colUnitPrice: { width: 75, textAlign: 'right' },
  colAmount: { width: 75, textAlign: 'right' },
  totals: { marginTop: 10, marginLeft: 'auto', width: 230 },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  grossRow: { flexDirection: 'row', justifyContent: 'space-between', paddingTop: 5, marginTop: 3, borderTopWidth: 1, borderTopColor: ink, fontWeight: 700, fontSize: 11 },
  note: { marginTop: 14 },
  payment: { flexDirection: 'row', marginTop: 20, padding: 12, backgroundColor: '#f4f6f8', borderRadius: 4 },
  qr: { width: 92, height: 92, marginLeft: 'auto' },
  footer: { position: 'absolute', bottom: 28, left: 48, right: 48, flexDirection: 'row', justifyContent: 'space-between', fontSize: 7, color: muted, borderTopWidth: 0.5, borderTopColor: '#cbd2d9', paddingTop: 6 },
})

export type PdfInvoice = Invoice & { items: InvoiceItem[]; creditedNumber?: string | null }

export async function renderInvoicePdf(invoice: PdfInvoice): Promise<Buffer> {
  const seller = invoice.seller
  if (!seller || !invoice.number || !invoice.issueDate) throw new Error('Only an issued invoice can be rendered as a PDF.')
  const locale = invoice.locale
  const t = translator(locale, 'invoicePdf')
  const euro = (cents: number) => formatEuro(cents, locale)
  const day = (iso: string) => formatDay(iso, locale, 'medium')
  const transfer = transferFor(invoice)
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
  const sellerAddress = `${seller.legalName} · ${seller.street} · ${seller.postalCode} ${seller.city}`

  const document = (
    <Document title={`${isCredit ? t('creditNote') : t('invoice')} ${invoice.number}`} author={seller.legalName} language={locale} creator={seller.legalName} producer={seller.legalName}>
      <Page size="A4" style={styles.page}>
        <View style={styles.header}>
          <View>
            <Text style={styles.brand}>{seller.legalName}</Text>
            <Text style={styles.small}>{seller.street}</Text>
            <Text style={styles.small}>
              {seller.postalCode} {seller.city}
            </Text>
            {seller.phone && <Text style={styles.small}>{seller.phone}</Text>}
            {seller.email && <Text style={styles.small}>{seller.email}</Text>}
          </View>
          <View style={{ alignItems: 'flex-end' }}>
            <Text style={styles.small}>
              {t('vatId')}: {seller.vatId}
            </Text>
            {seller.taxNumber && (
              <Text style={styles.small}>
                {t('taxNumber')}: {seller.taxNumber}
              </Text>
            )}
          </View>
        </View>

        <View style={{ flexDirection: 'row', justifyContent: 'space-between' }}>
          <View style={styles.addressBlock}>
            <Text style={styles.senderLine}>{sellerAddress}</Text>
            {buyerLines.map((line, index) => (
              <Text key={index}>{line}</Text>
            ))}
          </View>
          <View style={styles.meta}>
            {metaRows.map(([label, value]) => (
              <View key={label} style={styles.metaRow}>
                <Text style={{ color: muted }}>{label}</Text>
                <Text style={{ fontWeight: 700 }}>{value}</Text>
              </View>
            ))}
          </View>
        </View>

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
        {!isCredit && invoice.dueDate && (
          <Text style={styles.note}>
            {invoice.paymentTermDays > 0 ? t('paymentTerms', { days: invoice.paymentTermDays, date: day(invoice.dueDate) }) : t('paymentTermsImmediate')}
          </Text>
        )}

        {!isCredit && (
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

        <View style={styles.footer} fixed>
          <View>
            <Text>{sellerAddress}</Text>
            <Text>
              {[seller.registerCourt && seller.registerNumber ? `${seller.registerCourt}, ${seller.registerNumber}` : null, seller.managingDirectors.length ? `${t('directors')}: ${seller.managingDirectors.join(', ')}` : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </View>
          <Text render={({ pageNumber, totalPages }) => t('page', { page: pageNumber, pages: totalPages })} />
        </View>
      </Page>
    </Document>
  )
  return renderToBuffer(document)
}
