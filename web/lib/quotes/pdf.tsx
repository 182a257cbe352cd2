import 'server-only'
import { Document, Page, Text, View, renderToBuffer } from '@react-pdf/renderer'
import { translator } from '@/i18n/translator'
import { formatDay } from '@/lib/dates'
import type { Customer, Quote, QuoteItem, SellerSnapshot } from '@/lib/db/schema'
import { formatEuro, formatQuantity, type VatRate } from '@/lib/invoices/money'
import { LetterFooter, LetterHead, styles } from '@/lib/pdf/letter'
import { quoteTotals } from './totals'

/**
 * A version of a quote as the PDF the customer receives: lines grouped by how they are billed (monthly,
 * with their minimum term, and once), the sums of each with VAT, the validity, the start of the monthly
 * services and how to accept (in the portal). On the agency's letter, in the quote's language.
 */
export async function renderQuotePdf({ quote, items, customer, seller }: { quote: Quote; items: QuoteItem[]; customer: Customer; seller: SellerSnapshot }): Promise<Buffer> {
  if (!quote.number) throw new Error('Only a numbered quote can be rendered as a PDF.')
  const locale = quote.locale
  const t = translator(locale, 'quotePdf')
  const letter = translator(locale, 'invoicePdf')
  const euro = (cents: number) => formatEuro(cents, locale)
  const day = (iso: string) => formatDay(iso, locale, 'medium')
  const totals = quoteTotals(items, quote.vatRate as VatRate)
  const recipient = [customer.company, customer.name !== customer.company ? customer.name : null, customer.street, [customer.postalCode, customer.city].filter(Boolean).join(' ')].filter(Boolean) as string[]
  const meta: [string, string][] = [
    [t('number'), quote.number],
    [t('version'), String(quote.version)],
    [t('date'), day((quote.sentAt ?? new Date()).toISOString().slice(0, 10))],
    [t('validUntil'), day(quote.validUntil)],
    ...(customer.vatId ? [[letter('customerVatId'), customer.vatId] as [string, string]] : []),
  ]
  const groups = (['monthly', 'once'] as const).map((billing) => ({ billing, lines: items.filter((item) => item.billing === billing), sums: totals[billing] })).filter((group) => group.lines.length > 0)

  const document = (
    <Document title={`${t('quote')} ${quote.number}`} author={seller.legalName} language={locale} creator={seller.legalName} producer={seller.legalName}>
      <Page size="A4" style={styles.page}>
        <LetterHead seller={seller} recipient={recipient} meta={meta} t={letter} />
        <Text style={styles.title}>
          {t('quote')} {quote.number}: {quote.title}
        </Text>
        {quote.note !== '' && <Text style={{ marginBottom: 10 }}>{quote.note}</Text>}
        {groups.map((group) => (
          <View key={group.billing} style={{ marginBottom: 14 }} wrap={false}>
            <Text style={{ fontWeight: 700, marginBottom: 4 }}>{t(group.billing === 'monthly' ? 'monthlyHeading' : 'onceHeading')}</Text>
            <View style={styles.table}>
              <View style={styles.headRow}>
                <Text style={styles.colPos}>{letter('position')}</Text>
                <Text style={styles.colDescription}>{letter('description')}</Text>
                <Text style={styles.colQuantity}>{letter('quantity')}</Text>
                <Text style={styles.colUnitPrice}>{letter('unitPrice')}</Text>
                <Text style={styles.colAmount}>{group.billing === 'monthly' ? t('perMonth') : letter('amount')}</Text>
              </View>
              {group.lines.map((item) => (
                <View key={item.id} style={styles.row} wrap={false}>
                  <Text style={styles.colPos}>{item.position + 1}</Text>
                  <Text style={styles.colDescription}>
                    {item.description}
                    {item.minimumTermMonths ? `\n${t('minimumTerm', { months: item.minimumTermMonths })}` : ''}
                  </Text>
                  <Text style={styles.colQuantity}>{formatQuantity(item.quantity, locale)}</Text>
                  <Text style={styles.colUnitPrice}>{euro(item.unitPriceCents)}</Text>
                  <Text style={styles.colAmount}>{euro(item.netCents)}</Text>
                </View>
              ))}
            </View>
            <View style={styles.totals}>
              <View style={styles.totalRow}>
                <Text>{letter('net')}</Text>
                <Text>{euro(group.sums.netCents)}</Text>
              </View>
              <View style={styles.totalRow}>
                <Text>{letter('vat', { rate: quote.vatRate })}</Text>
                <Text>{euro(group.sums.vatCents)}</Text>
              </View>
              <View style={styles.grossRow}>
                <Text>{t(group.billing === 'monthly' ? 'monthlyGross' : 'onceGross')}</Text>
                <Text>{euro(group.sums.grossCents)}</Text>
              </View>
            </View>
          </View>
        ))}
        {totals.monthly.netCents > 0 && <Text style={styles.note}>{t('startAndTerms', { start: day(quote.startDate) })}</Text>}
        {quote.vatRate === 0 && <Text style={styles.note}>{letter('reverseCharge')}</Text>}
        <Text style={styles.note}>{t('howToAccept', { date: day(quote.validUntil) })}</Text>
        <LetterFooter seller={seller} t={letter} />
      </Page>
    </Document>
  )
  return renderToBuffer(document)
}
