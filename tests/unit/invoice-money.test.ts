import { describe, expect, it } from 'vitest'
import { formatEuro, invoiceTotals, lineNetCents, vatCents } from '../../web/lib/invoices/money'

describe('invoice arithmetic in integer cents', () => {
  it.each([
    // quantity, unit price (cents), line net (cents)
    ['1', 250_000, 250_000],
    ['8', 40_000, 320_000],
    ['2.5', 9_999, 24_998], // 24,997.5 → half away from zero
    ['0.5', 1, 1], // 0.5 → 1
    ['0.333', 100, 33], // 33.3
    ['1.125', 333, 375], // 374.625 → 375
    ['-1', 297_500, -297_500], // credit note line
    ['-0.5', 1, -1], // -0.5 → -1 (away from zero, like PostgreSQL's round)
  ])('line %s × %i ct = %i ct', (quantity, unit, net) => {
    expect(lineNetCents(quantity, unit)).toBe(net)
  })

  it.each([
    [250_000, 19, 47_500],
    [453_529, 19, 86_171], // 86,170.51
    [50, 19, 10], // 9.5 → 10
    [-50, 19, -10],
    [150, 7, 11], // 10.5 → 11
    [99_999, 0, 0],
  ] as const)('VAT of %i ct at %i %% = %i ct', (net, rate, vat) => {
    expect(vatCents(net, rate)).toBe(vat)
  })

  it('computes VAT once on the net sum, not per line', () => {
    const totals = invoiceTotals(
      [
        { quantity: '1', unitPriceCents: 5 },
        { quantity: '1', unitPriceCents: 5 },
        { quantity: '1', unitPriceCents: 5 },
        { quantity: '1', unitPriceCents: 3 },
      ],
      19,
    )
    // 18 ct net → 3.42 → 3 ct VAT (per line it would be 1+1+1+1 = 4 ct)
    expect(totals).toEqual({ lines: [5, 5, 5, 3], netCents: 18, vatCents: 3, grossCents: 21 })
  })

  it('gives the four sample invoices of the spec', () => {
    expect(invoiceTotals([{ quantity: '1', unitPriceCents: 170_000 }, { quantity: '8', unitPriceCents: 10_000 }], 19).grossCents).toBe(297_500)
    expect(invoiceTotals([{ quantity: '4', unitPriceCents: 45_000 }], 19).grossCents).toBe(214_200)
    expect(invoiceTotals([{ quantity: '8', unitPriceCents: 40_000 }], 19).grossCents).toBe(380_800)
    expect(invoiceTotals([{ quantity: '1', unitPriceCents: 140_000 }, { quantity: '4', unitPriceCents: 20_000 }], 19).grossCents).toBe(261_800)
  })

  it('refuses quantities with more than three decimals or no number at all', () => {
    expect(() => lineNetCents('1.2345', 100)).toThrow()
    expect(() => lineNetCents('abc', 100)).toThrow()
    expect(() => lineNetCents('', 100)).toThrow()
  })

  it('formats euros the German and the English way', () => {
    expect(formatEuro(1_575_000, 'de')).toBe('15.750,00\u00a0€')
    expect(formatEuro(1_575_000, 'en')).toBe('€15,750.00')
  })
})
