import { isValidIban } from '@schemas/fields/iban'

/**
 * The EPC QR code ("GiroCode", EPC069-12 v3.0, version 002) for a SEPA credit transfer: banking apps
 * scan it and fill in recipient, IBAN, amount and reference. Lines are separated by LF; version 002
 * makes the BIC optional, character set 1 is UTF-8; the whole payload may not exceed 331 bytes.
 */
export interface CreditTransfer {
  /** Recipient name, at most 70 characters. */
  name: string
  iban: string
  bic?: string | null
  amountCents: number
  /** Unstructured remittance information (the invoice number), at most 140 characters. */
  reference: string
}

const MAX_PAYLOAD_BYTES = 331

export function normaliseIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase()
}

/** "DE89 3704 0044 0532 0130 00" */
export function formatIban(iban: string): string {
  return normaliseIban(iban).replace(/(.{4})(?=.)/g, '$1 ')
}

export function epcPayload(transfer: CreditTransfer): string {
  const iban = normaliseIban(transfer.iban)
  if (!isValidIban(iban)) throw new Error('GiroCode: invalid IBAN')
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > 99_999_999_999) {
    throw new Error('GiroCode: the amount must be between 0.01 and 999,999,999.99 EUR')
  }
  const name = transfer.name.trim()
  const reference = transfer.reference.trim()
  if (!name || name.length > 70) throw new Error('GiroCode: the name must have 1 to 70 characters')
  if (reference.length > 140) throw new Error('GiroCode: the reference may have at most 140 characters')
  const amount = `EUR${Math.floor(transfer.amountCents / 100)}.${String(transfer.amountCents % 100).padStart(2, '0')}`
  const lines = [
    'BCD', // service tag
    '002', // version
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    transfer.bic?.replace(/\s+/g, '').toUpperCase() ?? '',
    name,
    iban,
    amount,
    '', // purpose code
    '', // structured creditor reference (ISO 11649); we use the unstructured line below
    reference,
  ]
  const payload = lines.join('\n')
  if (Buffer.byteLength(payload, 'utf8') > MAX_PAYLOAD_BYTES) throw new Error('GiroCode: payload longer than 331 bytes')
  return payload
}

/** DE89 3704 0044 0532 0130 00 → DE89 **** **** **** **30 00: enough for the customer to know the account. */
export const maskedIban = (iban: string) => formatIban(`${iban.slice(0, 4)}${'*'.repeat(iban.length - 8)}${iban.slice(-4)}`)
