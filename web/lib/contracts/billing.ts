import 'server-only'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '@/lib/db/client'
import { contractBillings, contracts, type SellerSnapshot } from '@/lib/db/schema'
import { loadIssuedInvoice } from '@/lib/invoices/documents'
import { ensureInvoiceDocuments } from '@/lib/invoices/documents-store'
import { InvoiceStateError } from '@/lib/invoices/lifecycle'
import { enqueueInvoiceMail } from '@/lib/mail/invoice-mails'
import { billContractMonth } from './month-invoice'
import { dueMonths } from './terms'

/*
 * The monthly run of the contracts: every running contract gets the invoice of each month whose billing
 * day has come and that is not billed yet, through the same path as an invoice the office writes (draft,
 * number, PDF/A-3 and XRechnung, e-mail). Exactly once per contract and month, also when several
 * instances run it at the same moment (the contract row is locked, `contract_billings` is unique per
 * month), and after downtime it catches up month by month. Runs hourly from the outbox loop.
 */

/** Stores the PDF/A-3 and XRechnung of an invoice the run issued; should this fail, the first download or the e-mail worker makes them. */
async function storeDocuments(db: Database, invoiceId: string, number: string) {
  const issued = await loadIssuedInvoice(invoiceId)
  if (issued) await ensureInvoiceDocuments(issued, db).catch((error: Error) => console.error(`[contracts] documents of ${number} not made yet:`, error.message))
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
        const outcome = await billContractMonth(db, {
          contractId: contract.id,
          billing,
          issueDate: today,
          seller,
          alsoWrite: (tx, invoice, customer) => enqueueInvoiceMail(tx, { kind: 'invoice', invoice, customer }),
        })
        if (outcome.kind === 'invoiced') {
          await storeDocuments(db, outcome.invoiceId, outcome.number)
          result.invoiced.push(outcome.number)
        }
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
