import { invoiceTotals, type Totals, type VatRate } from '@/lib/invoices/money'

/*
 * A quote's sums, kept apart by how they are billed: what the customer pays every month (the services
 * that become contracts) and what once (an invoice after acceptance). Same arithmetic as invoices.
 */

export interface QuoteLine {
  billing: 'monthly' | 'once'
  quantity: string
  unitPriceCents: number
}

export function quoteTotals(lines: QuoteLine[], vatRate: VatRate): { monthly: Totals; once: Totals } {
  const of = (billing: QuoteLine['billing']) => invoiceTotals(lines.filter((line) => line.billing === billing), vatRate)
  return { monthly: of('monthly'), once: of('once') }
}
