import { describe, expect, it } from 'vitest'
import { epcPayload, formatIban } from '../../web/lib/invoices/girocode'
import { isValidIban } from '../../schemas/fields/iban'

describe('GiroCode (EPC069-12, version 002)', () => {
  const transfer = { name: 'Lokalsicht GmbH', iban: 'DE09 1001 0010 1234 5678 90', bic: 'PBNKDEFFXXX', amountCents: 214_200, reference: 'INV-2026-005' }

  it('writes the eleven lines a banking app reads', () => {
    expect(epcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'PBNKDEFFXXX',
      'Lokalsicht GmbH',
      'DE09100100101234567890',
      'EUR2142.00',
      '',
      '',
      'INV-2026-005',
    ])
  })

  it('writes cents with two digits and leaves out the optional BIC', () => {
    const lines = epcPayload({ ...transfer, bic: null, amountCents: 5 }).split('\n')
    expect(lines[4]).toBe('')
    expect(lines[7]).toBe('EUR0.05')
  })

  it('refuses what no bank would accept', () => {
    expect(() => epcPayload({ ...transfer, iban: 'DE00100100101234567890' })).toThrow(/IBAN/)
    expect(() => epcPayload({ ...transfer, amountCents: 0 })).toThrow(/amount/)
    expect(() => epcPayload({ ...transfer, name: 'x'.repeat(71) })).toThrow(/name/)
    expect(() => epcPayload({ ...transfer, reference: 'x'.repeat(141) })).toThrow(/reference/)
  })

  it('checks IBANs by their check digits', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false)
    expect(isValidIban('GB82WEST12345698765432')).toBe(true)
    expect(isValidIban('not an iban')).toBe(false)
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00')
  })
})
