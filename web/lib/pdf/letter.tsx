import 'server-only'
import path from 'node:path'
import { Font, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { translator } from '@/i18n/translator'
import type { SellerSnapshot } from '@/lib/db/schema'
import { repositoryRoot } from '@/lib/repository-root'

/**
 * The agency's letter on A4, shared by invoices and quotes: Inter embedded (from the npm package, no
 * download), the letterhead with the seller's tax numbers, the recipient's address under the sender
 * line with the document's facts beside it, and the footer with register, managing directors and pages.
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
export const muted = '#52606d'
const brand = '#0f6a5c'

export const styles = StyleSheet.create({
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

type Labels = ReturnType<typeof translator<'invoicePdf'>>

const addressLine = (seller: SellerSnapshot) => `${seller.legalName} · ${seller.street} · ${seller.postalCode} ${seller.city}`

/** The letterhead, then the recipient's address block with `meta` (label, value) beside it. */
export function LetterHead({ seller, recipient, meta, t }: { seller: SellerSnapshot; recipient: string[]; meta: [string, string][]; t: Labels }) {
  const sellerAddress = addressLine(seller)
  return (
    <>
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
          {recipient.map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </View>
        <View style={styles.meta}>
          {meta.map(([label, value]) => (
            <View key={label} style={styles.metaRow}>
              <Text style={{ color: muted }}>{label}</Text>
              <Text style={{ fontWeight: 700 }}>{value}</Text>
            </View>
          ))}
        </View>
      </View>
    </>
  )
}

export function LetterFooter({ seller, t }: { seller: SellerSnapshot; t: Labels }) {
  const sellerAddress = addressLine(seller)
  return (
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
  )
}
