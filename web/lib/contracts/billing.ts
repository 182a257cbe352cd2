import 'server-only'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { translator } from '@/i18n/translator'
import type { Database } from '@/lib/db/client'
import { type Contract, contractBillings, contracts, customers, type SellerSnapshot } from '@/lib/db/schema'
import { formatDay } from '@/lib/dates'
import { loadIssuedInvoice } from '@/lib/invoices/documents'
import { ensureInvoiceDocuments } from '@/lib/invoices/documents-store'
import { createDraft, type DraftLine, InvoiceStateError, issueInvoice } from '@/lib/invoices/lifecycle'
import type { VatRate } from '@/lib/invoices/money'
import { enqueueInvoiceMail } from '@/lib/mail/invoice-mails'
import { type BillingMonth, dueMonths } from './terms'

/*
 * The monthly run of the contracts: every running contract gets the invoice of each month whose billing
 * day has come and that is not billed yet, through the same path as an invoice the office writes (draft,
 * number, PDF/A-3 and XRechnung, e-mail). Exactly once per contract and month, also when several
 * instances run it at the same moment (the contract row is locked, `contract_billings` is unique per
 * month), and after downtime it catches up month by month. Runs hourly from the outbox loop.
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

/** Bills one month of a contract in one transaction; `done-elsewhere` when another run was first. */
async function billMonth(db: Database, contractId: string, billing: BillingMonth, today: string, seller: SellerSnapshot): Promise<BillingOutcome> {
  const outcome = await db.transaction(async (tx): Promise<BillingOutcome> => {
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
    const [customer] = await tx.select().from(customers).where(eq(customers.id, locked.customerId))
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
    const invoice = await issueInvoice(tx, draft.id, { issueDate: today, seller })
    await tx.insert(contractBillings).values({ contractId, month: billing.month, outcome: 'invoiced', invoiceId: invoice.id })
    if (customer) await enqueueInvoiceMail(tx, { kind: 'invoice', invoice, customer })
    return { kind: 'invoiced', invoiceId: invoice.id, number: invoice.number! }
  })
  if (outcome.kind === 'invoiced') {
    // The documents are stored now so that the e-mail and the portal find them; should this fail, the
    // first download or the e-mail worker makes them.
    const issued = await loadIssuedInvoice(outcome.invoiceId)
    if (issued) await ensureInvoiceDocuments(issued, db).catch((error: Error) => console.error(`[contracts] documents of ${outcome.number} not made yet:`, error.message))
  }
  return outcome
}

/**
 * The run for `today` (injectable for tests and `npm run contracts:bill`): bills every month that is due
 * of every running contract, oldest first. A contract whose invoice cannot be issued (the customer's
 * address is incomplete) is logged and tried again by the next run. An agency has hundreds of contracts,
 * not millions: the run reads them all with the months they have had, and works out in code what is due.
 */
export async function billDueContracts(db: Database, today: string, seller: SellerSnapshot): Promise<{ invoiced: string[]; skipped: number; failed: number }> {
  const running = await db
    .select({ contract: contracts, done: sql<string[]>`coalesce((select array_agg(${contractBillings.month}::text) from ${contractBillings} where ${contractBillings.contractId} = ${contracts.id}), '{}')` })
    .from(contracts)
    .where(and(eq(contracts.state, 'running'), lte(contracts.startDate, today)))
    .orderBy(asc(contracts.startDate), asc(contracts.id))
  const result = { invoiced: [] as string[], skipped: 0, failed: 0 }
  for (const { contract, done } of running) {
    for (const billing of dueMonths(contract, today, new Set(done))) {
      try {
        const outcome = await billMonth(db, contract.id, billing, today, seller)
        if (outcome.kind === 'invoiced') result.invoiced.push(outcome.number)
        if (outcome.kind === 'skipped') result.skipped++
      } catch (error) {
        if (!(error instanceof InvoiceStateError)) throw error
        console.warn(`[contracts] contract ${contract.id}, ${billing.month}: not billed (${error.reason})`)
        result.failed++
        break
      }
    }
  }
  return result
}
