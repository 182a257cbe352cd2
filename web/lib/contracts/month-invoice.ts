import { and, eq } from 'drizzle-orm'
import { translator } from '@/i18n/translator'
import type { Database, Transaction } from '@/lib/db/client'
import { type Contract, contractBillings, contracts, type Customer, customers, type Invoice, invoices, type SellerSnapshot } from '@/lib/db/schema'
import { addDays, formatDay } from '@/lib/dates'
import { activeMandate } from '@/lib/sepa/mandates'
import { createDraft, type DraftLine, issueInvoice } from '@/lib/invoices/lifecycle'
import type { VatRate } from '@/lib/invoices/money'
import type { BillingMonth } from './terms'

/*
 * One month of a contract billed: the invoice written and issued like one the office writes (draft,
 * number, buyer and seller frozen), and the month recorded in `contract_billings`, in one transaction
 * that holds the contract's row lock. Under a SEPA mandate in force the invoice is collected by direct
 * debit on its due date. The monthly run (./billing.ts) and the demo data use it.
 */

/** The invoice of one month: a whole month at the monthly price, a part month pro rata by calendar days. */
export function contractInvoiceLines(contract: Contract, billing: BillingMonth): { description: string; line: DraftLine } {
  const t = translator(contract.locale, 'contractInvoice')
  const monthName = new Intl.DateTimeFormat(contract.locale === 'de' ? 'de-DE' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${billing.month}T00:00:00Z`))
  const whole = billing.days === billing.monthDays
  const values = {
    service: contract.description,
    month: monthName,
    from: formatDay(billing.periodStart, contract.locale, 'medium'),
    to: formatDay(billing.periodEnd, contract.locale, 'medium'),
    days: billing.days,
    monthDays: billing.monthDays,
  }
  return {
    description: t('description', values),
    line: whole
      ? { description: t('wholeMonth', values), quantity: '1', unit: 'MON', unitPriceCents: contract.monthlyNetCents }
      : { description: t('partMonth', values), quantity: '1', unit: 'LS', unitPriceCents: billing.netCents },
  }
}

export type BillingOutcome = { kind: 'invoiced'; invoiceId: string; number: string } | { kind: 'skipped' } | { kind: 'done-elsewhere' }

/**
 * Bills one month of a contract in one transaction, as of `issueDate`: its invoice issued (and
 * `alsoWrite` run in the same transaction: the run's e-mail), or the month skipped when the contract is
 * paused. Returns `done-elsewhere` when the month was dealt with already (another instance was first).
 */
export async function billContractMonth(
  db: Database,
  {
    contractId,
    billing,
    issueDate,
    seller,
    alsoWrite,
  }: { contractId: string; billing: BillingMonth; issueDate: string; seller: SellerSnapshot; alsoWrite?: (tx: Transaction, invoice: Invoice, customer: Customer) => Promise<unknown> },
): Promise<BillingOutcome> {
  return db.transaction(async (tx): Promise<BillingOutcome> => {
    const [locked] = await tx.select().from(contracts).where(eq(contracts.id, contractId)).for('update')
    const [already] = await tx
      .select({ id: contractBillings.id })
      .from(contractBillings)
      .where(and(eq(contractBillings.contractId, contractId), eq(contractBillings.month, billing.month)))
    if (!locked || already) return { kind: 'done-elsewhere' }
    if (locked.state === 'paused') {
      await tx.insert(contractBillings).values({ contractId, month: billing.month, outcome: 'skipped' })
      return { kind: 'skipped' }
    }
    const { description, line } = contractInvoiceLines(locked, billing)
    const draft = await createDraft(tx, {
      customerId: locked.customerId,
      description,
      locale: locked.locale,
      servicePeriodStart: billing.periodStart,
      servicePeriodEnd: billing.periodEnd,
      vatRate: locked.vatRate as VatRate,
      paymentTermDays: locked.paymentTermDays,
      lines: [line],
    })
    // With a SEPA mandate in force (and a creditor identifier to collect with), the invoice is collected on
    // its due date; saying so on the invoice is the pre-notification.
    const mandate = seller.sepaCreditorId ? await activeMandate(tx, locked.customerId) : null
    if (mandate) await tx.update(invoices).set({ mandateId: mandate.id, collectionDate: addDays(issueDate, locked.paymentTermDays) }).where(eq(invoices.id, draft.id))
    const invoice = await issueInvoice(tx, draft.id, { issueDate, seller })
    await tx.insert(contractBillings).values({ contractId, month: billing.month, outcome: 'invoiced', invoiceId: invoice.id })
    const [customer] = await tx.select().from(customers).where(eq(customers.id, locked.customerId))
    if (customer) await alsoWrite?.(tx, invoice, customer)
    return { kind: 'invoiced', invoiceId: invoice.id, number: invoice.number! }
  })
}
