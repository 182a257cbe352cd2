/** What people type into amount and quantity fields, read the German and the English way. */

/** "1.234,56", "1234.56", "1 234,5" → cents; refuses more than two decimals. */
export function parseEuroToCents(input: string): number | null {
  const compact = input.replace(/[\s€]/g, '')
  if (!compact) return null
  const normalised = /,\d{1,2}$/.test(compact) ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '')
  if (!/^-?\d{1,9}(\.\d{1,2})?$/.test(normalised)) return null
  const [whole, fraction = ''] = normalised.replace('-', '').split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return normalised.startsWith('-') ? -cents : cents
}

/** "2,5" or "2.5" → "2.5" (up to three decimals); null otherwise. */
export function parseQuantity(input: string): string | null {
  const normalised = input.trim().replace(',', '.')
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(normalised) || Number(normalised) === 0) return null
  return normalised.replace(/^0+(?=\d)/, '')
}
