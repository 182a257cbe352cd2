/**
 * Numbers as an e-invoice writes them: decimal strings with a dot, no grouping, no float arithmetic
 * (amounts stay integer cents until they become text; quantities stay thousandths).
 */

/** 214200 → "2142.00", -5 → "-0.05". */
export function decimalAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not an amount in whole cents: ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const magnitude = Math.abs(cents)
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`
}

/**
 * A stored quantity ("2.500", "4", "-1.125") multiplied by ±1, written without superfluous zeros
 * ("2.5", "4", "1.125"). The database keeps at most three decimals.
 */
export function decimalQuantity(quantity: string, sign: 1 | -1 = 1): string {
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,3}))?$/.exec(quantity.trim())
  if (!match) throw new Error(`Not a quantity with at most three decimals: ${quantity}`)
  const [, minus, whole, fraction = ''] = match
  const thousandths = (BigInt(whole!) * 1000n + BigInt(fraction.padEnd(3, '0'))) * (minus ? -1n : 1n) * BigInt(sign)
  const negative = thousandths < 0n
  const magnitude = negative ? -thousandths : thousandths
  const decimals = String(magnitude % 1000n).padStart(3, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${magnitude / 1000n}${decimals ? `.${decimals}` : ''}`
}
