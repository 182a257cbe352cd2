/** ISO 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35), as IBANs and creditor identifiers use it. */
function mod97(text: string): number {
  const digits = text.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  let remainder = 0
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  return remainder
}

/** ISO 13616 IBAN check (country code, check digits mod 97 = 1); spaces are ignored. */
export function isValidIban(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1
}

/**
 * The SEPA creditor identifier (Gläubiger-Identifikationsnummer), e.g. DE98ZZZ09999999999: country, check
 * digits, a three-character business code that the check leaves out, then the national identifier.
 */
export function isValidCreditorId(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(compact)) return false
  return mod97(compact.slice(7) + compact.slice(0, 4)) === 1
}
