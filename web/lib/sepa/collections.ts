import 'server-only'
import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm'
import type { Executor } from '@/lib/db/client'
import { single } from '@/lib/db/single'
import { customers, invoices, type SellerSnapshot, sepaCollectionItems, sepaCollectionRuns, sepaMandates } from '@/lib/db/schema'
import { addDays } from '@/lib/dates'
import { isOpen } from '@/lib/invoices/status'
import { isUniqueViolation } from '@/lib/db/errors'
import { type DebitBatch, pain008Xml } from './pain008'

/*
 * Collection runs: every open invoice collected by direct debit under a mandate still in force, and not
 * in an earlier run, goes into the next run the office exports for its bank. Each invoice is in one run
 * only (a unique index), so two exports at the same moment cannot collect twice.
 */

const inAnyRun = (db: Executor) => db.select({ one: sql`1` }).from(sepaCollectionItems).where(eq(sepaCollectionItems.invoiceId, invoices.id))

/** What the next run would collect, by collection day. */
export async function pendingCollections(db: Executor) {
  return db
    .select({
      invoiceId: invoices.id,
      number: invoices.number,
      grossCents: invoices.grossCents,
      collectionDate: invoices.collectionDate,
      company: customers.company,
      mandate: sepaMandates,
    })
    .from(invoices)
    .innerJoin(sepaMandates, eq(sepaMandates.id, invoices.mandateId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(isOpen, isNotNull(invoices.mandateId), isNull(sepaMandates.revokedAt), notExists(inAnyRun(db))))
    .orderBy(asc(invoices.collectionDate), asc(invoices.number))
}

export class CollectionError extends Error {
  constructor(readonly reason: 'nothingToCollect' | 'noCreditorId' | 'concurrent') {
    super(reason)
  }
}

/**
 * Creates the next run from everything pending: collected on each invoice's collection day, or tomorrow
 * when that day has passed (a bank takes a core direct debit one business day ahead at the least). A
 * mandate's first collection is FRST, later ones RCUR.
 */
export async function createCollectionRun(db: Executor, { seller, today, now = new Date(), createdBy }: { seller: SellerSnapshot; today: string; now?: Date; createdBy: string | null }) {
  if (!seller.sepaCreditorId) throw new CollectionError('noCreditorId')
  const creditorId = seller.sepaCreditorId
  try {
    return await db.transaction(async (tx) => {
      const pending = await pendingCollections(tx)
      if (pending.length === 0) throw new CollectionError('nothingToCollect')
      const collectedBefore = new Set(
        (
          await tx
            .selectDistinct({ mandateId: invoices.mandateId })
            .from(sepaCollectionItems)
            .innerJoin(invoices, eq(invoices.id, sepaCollectionItems.invoiceId))
        ).map((row) => row.mandateId),
      )
      const earliest = addDays(today, 1)
      const batches = new Map<string, DebitBatch>()
      for (const item of pending) {
        const sequence = collectedBefore.has(item.mandate.id) ? 'RCUR' : 'FRST'
        const collectionDate = item.collectionDate! < earliest ? earliest : item.collectionDate!
        const key = `${item.mandate.scheme} ${sequence} ${collectionDate}`
        const batch = batches.get(key) ?? { scheme: item.mandate.scheme, sequence, collectionDate, transactions: [] }
        batch.transactions.push({
          endToEndId: item.number!,
          amountCents: item.grossCents,
          mandateReference: item.mandate.reference,
          mandateSignedOn: item.mandate.signedOn,
          debtorName: item.mandate.accountHolder,
          debtorIban: item.mandate.iban,
          debtorBic: item.mandate.bic,
          remittance: `${item.number} ${seller.legalName}`,
        })
        batches.set(key, batch)
      }
      const messageId = `LS-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`
      const xml = pain008Xml({ messageId, createdAt: now, creditor: { name: seller.legalName, iban: seller.bank.iban, bic: seller.bank.bic, creditorId }, batches: [...batches.values()] })
      const run = single(
        await tx
          .insert(sepaCollectionRuns)
          .values({ messageId, collectionDate: [...batches.values()].map((batch) => batch.collectionDate).sort()[0]!, count: pending.length, sumCents: pending.reduce((total, item) => total + item.grossCents, 0), xml, createdBy })
          .returning(),
      )
      await tx.insert(sepaCollectionItems).values(pending.map((item) => ({ runId: run.id, invoiceId: item.invoiceId, amountCents: item.grossCents })))
      return run
    })
  } catch (error) {
    // Another export took some of the same invoices first (the unique index): this one is refused whole.
    if (isUniqueViolation(error)) throw new CollectionError('concurrent')
    throw error
  }
}

export async function collectionRuns(db: Executor) {
  return db.select({ id: sepaCollectionRuns.id, messageId: sepaCollectionRuns.messageId, collectionDate: sepaCollectionRuns.collectionDate, count: sepaCollectionRuns.count, sumCents: sepaCollectionRuns.sumCents, createdAt: sepaCollectionRuns.createdAt }).from(sepaCollectionRuns).orderBy(desc(sepaCollectionRuns.createdAt)).limit(50)
}
