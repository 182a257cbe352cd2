/**
 * Invoice arithmetic in integer cents. Each line's net is round(quantity × unit price); the VAT is
 * computed once on the invoice's net sum (not per line); gross = net + VAT. Rounding is half away
 * from zero, as PostgreSQL's round(numeric) does, so the database's check constraints agree.
 */

export const VAT_RATES = [19, 7, 0] as const
export type VatRate = (typeof VAT_RATES)[number]

/** Rounds a rational number given as numerator/denominator (BigInt, denominator > 0) half away from zero. */
function roundRatio(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  const rounded = (2n * magnitude + denominator) / (2n * denominator)
  return negative ? -rounded : rounded
}

/** "2.5" or "3" or "-1.125" → thousandths as BigInt; throws on anything else. */
function thousandths(quantity: string): bigint {
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,3}))?$/.exec(quantity.trim())
  if (!match) throw new Error(`Not a quantity with at most three decimals: ${quantity}`)
  const [, sign, whole, fraction = ''] = match
  const value = BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, '0'))
  return sign ? -value : value
}

/** round(quantity × unit price in cents), half away from zero. */
export function lineNetCents(quantity: string, unitPriceCents: number): number {
  return Number(roundRatio(thousandths(quantity) * BigInt(unitPriceCents), 1000n))
}

export function vatCents(netCents: number, vatRate: VatRate): number {
  return Number(roundRatio(BigInt(netCents) * BigInt(vatRate), 100n))
}

export interface LineInput {
  quantity: string
  unitPriceCents: number
}

export interface Totals {
  lines: number[]
  netCents: number
  vatCents: number
  grossCents: number
}

export function invoiceTotals(lines: LineInput[], vatRate: VatRate): Totals {
  const lineNets = lines.map((line) => lineNetCents(line.quantity, line.unitPriceCents))
  const net = lineNets.reduce((sum, value) => sum + value, 0)
  const vat = vatCents(net, vatRate)
  return { lines: lineNets, netCents: net, vatCents: vat, grossCents: net + vat }
}

const euro = {
  de: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
}
const quantities = {
  de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }),
}

/** 297500 → "2.975,00 €" (de) or "€2,975.00" (en). */
export function formatEuro(cents: number, locale: 'de' | 'en'): string {
  return euro[locale].format(cents / 100)
}

/** 2.5 → "2,5" (de) / "2.5" (en), at most three decimals. */
export function formatQuantity(quantity: string, locale: 'de' | 'en'): string {
  return quantities[locale].format(Number(quantity))
}

const integers = { de: new Intl.NumberFormat('de-DE'), en: new Intl.NumberFormat('en-GB') }

/** 1000 → "1.000" (de) / "1,000" (en). */
export function formatNumber(value: number, locale: 'de' | 'en'): string {
  return integers[locale].format(value)
}
