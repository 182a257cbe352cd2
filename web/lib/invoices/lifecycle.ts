import { and, asc, eq } from 'drizzle-orm'
import type { Executor, Transaction } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { customers, type Invoice, invoiceItems, invoices, type InvoiceUnit, type SellerSnapshot } from '@/lib/db/schema'
import { addDays } from '@/lib/dates'
import { invoiceTotals, type VatRate } from './money'
import { type NumberSeries, nextInvoiceNumber } from './numbering'

/**
 * An invoice's life: a draft (editable, deletable, never shown to the customer) → issued (numbered,
 * dated, buyer and seller copied in, from then on immutable — the database enforces it) → paid, or
 * cancelled by a credit note of its own number. Totals are always computed here, in integer cents,
 * never taken from a form. Used by the admin area, the seed and the tests.
 */

export interface DraftLine {
  description: string
  /** Up to three decimals, e.g. "2.5". */
  quantity: string
  unit: InvoiceUnit
  unitPriceCents: number
}

export interface DraftInput {
  customerId: string
  description: string
  locale: 'de' | 'en'
  servicePeriodStart: string | null
  servicePeriodEnd: string | null
  vatRate: VatRate
  paymentTermDays: number
  lines: DraftLine[]
}

function draftRow(input: DraftInput) {
  const totals = invoiceTotals(input.lines, input.vatRate)
  return {
    totals,
    row: {
      customerId: input.customerId,
      description: input.description,
      locale: input.locale,
      servicePeriodStart: input.servicePeriodStart,
      servicePeriodEnd: input.servicePeriodEnd,
      vatRate: input.vatRate,
      paymentTermDays: input.paymentTermDays,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      grossCents: totals.grossCents,
    },
  }
}

async function writeLines(tx: Executor, invoiceId: string, lines: DraftLine[], nets: number[]) {
  if (lines.length === 0) return
  await tx.insert(invoiceItems).values(
    lines.map((line, position) => ({
      invoiceId,
      position,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
      netCents: nets[position]!,
    })),
  )
}

export async function createDraft(db: Executor, input: DraftInput): Promise<Invoice> {
  const { row, totals } = draftRow(input)
  return db.transaction(async (tx) => {
    const invoice = single(await tx.insert(invoices).values({ ...row, status: 'draft' }).returning())
    await writeLines(tx, invoice.id, input.lines, totals.lines)
    return invoice
  })
}

/** Replaces a draft's content; null when the invoice is no draft (any more). */
export async function updateDraft(db: Executor, invoiceId: string, input: DraftInput): Promise<Invoice | null> {
  const { row, totals } = draftRow(input)
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .update(invoices)
      .set(row)
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'draft')))
      .returning()
    if (!invoice) return null
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId))
    await writeLines(tx, invoiceId, input.lines, totals.lines)
    return invoice
  })
}

export async function deleteDraft(db: Executor, invoiceId: string): Promise<boolean> {
  const deleted = await db
    .delete(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'draft')))
    .returning({ id: invoices.id })
  return deleted.length > 0
}

export class InvoiceStateError extends Error {
  constructor(readonly reason: 'notFound' | 'notDraft' | 'noLines' | 'buyerAddress' | 'notPayable' | 'notCancellable') {
    super(reason)
  }
}

/** Numbers, dates and freezes a draft inside an open transaction (the caller commits). */
async function issueWithin(tx: Transaction, invoiceId: string, series: NumberSeries, issueDate: string, seller: SellerSnapshot, issuedAt: Date) {
  const [draft] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update')
  if (!draft) throw new InvoiceStateError('notFound')
  if (draft.status !== 'draft') throw new InvoiceStateError('notDraft')
  const lines = await tx.select({ id: invoiceItems.id }).from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).limit(1)
  if (lines.length === 0) throw new InvoiceStateError('noLines')
  const [buyer] = await tx.select().from(customers).where(eq(customers.id, draft.customerId))
  if (!buyer) throw new InvoiceStateError('notFound')
  // § 14 Abs. 4 UStG: an invoice names the buyer with their full address.
  if (!buyer.street || !buyer.postalCode || !buyer.city) throw new InvoiceStateError('buyerAddress')
  const number = await nextInvoiceNumber(tx, series, Number(issueDate.slice(0, 4)))
  return single(
    await tx
      .update(invoices)
      .set({
        status: 'issued',
        number,
        issueDate,
        dueDate: addDays(issueDate, draft.paymentTermDays),
        seller,
        buyerName: buyer.name,
        buyerCompany: buyer.company,
        buyerStreet: buyer.street,
        buyerPostalCode: buyer.postalCode,
        buyerCity: buyer.city,
        buyerCountry: buyer.country,
        buyerVatId: buyer.vatId,
        buyerEmail: buyer.email,
        issuedAt,
      })
      .where(eq(invoices.id, invoiceId))
      .returning(),
  )
}

/**
 * Issues a draft: the next INV-YYYY-NNN of the issue year, in one transaction with the freeze, so two
 * admins (or two instances) issuing at the same moment get consecutive numbers and a failed issue
 * leaves no gap.
 */
export async function issueInvoice(
  db: Executor,
  invoiceId: string,
  { issueDate, seller, issuedAt = new Date() }: { issueDate: string; seller: SellerSnapshot; issuedAt?: Date },
): Promise<Invoice> {
  return db.transaction((tx) => issueWithin(tx, invoiceId, 'INV', issueDate, seller, issuedAt))
}

export async function markPaid(db: Executor, invoiceId: string, paidOn: string): Promise<Invoice> {
  const [paid] = await db
    .update(invoices)
    .set({ status: 'paid', paidOn })
    .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'issued'), eq(invoices.kind, 'invoice')))
    .returning()
  if (!paid) throw new InvoiceStateError('notPayable')
  return paid
}

/**
 * Cancels an issued (or paid) invoice the only lawful way: a credit note (Stornorechnung) GS-YYYY-NNN
 * with the same lines at negative quantities, referring to it; the invoice becomes `cancelled`.
 */
export async function issueCreditNote(
  db: Executor,
  invoiceId: string,
  { issueDate, seller, issuedAt = new Date() }: { issueDate: string; seller: SellerSnapshot; issuedAt?: Date },
): Promise<{ creditNote: Invoice; cancelled: Invoice }> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update')
    if (!original) throw new InvoiceStateError('notFound')
    if (original.kind !== 'invoice' || (original.status !== 'issued' && original.status !== 'paid')) throw new InvoiceStateError('notCancellable')
    const lines = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.position))
    const negated: DraftLine[] = lines.map((line) => ({
      description: line.description,
      quantity: line.quantity.startsWith('-') ? line.quantity.slice(1) : `-${line.quantity}`,
      unit: line.unit,
      unitPriceCents: line.unitPriceCents,
    }))
    const { row, totals } = draftRow({
      customerId: original.customerId,
      description: original.description,
      locale: original.locale,
      servicePeriodStart: original.servicePeriodStart,
      servicePeriodEnd: original.servicePeriodEnd,
      vatRate: original.vatRate as VatRate,
      paymentTermDays: 0,
      lines: negated,
    })
    const draft = single(
      await tx.insert(invoices).values({ ...row, kind: 'credit_note', status: 'draft', creditedInvoiceId: original.id }).returning(),
    )
    await writeLines(tx, draft.id, negated, totals.lines)
    const creditNote = await issueWithin(tx, draft.id, 'GS', issueDate, seller, issuedAt)
    const cancelled = single(await tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, original.id)).returning())
    return { creditNote, cancelled }
  })
}
