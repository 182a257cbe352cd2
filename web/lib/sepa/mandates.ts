import { randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { isValidIban } from '@schemas/fields/iban'
import type { Executor } from '@/lib/db/client'
import { type SepaMandate, sepaMandates } from '@/lib/db/schema'
import { mandateText, mandateTextHash, type SepaScheme } from './mandate-text'

/*
 * SEPA direct-debit mandates: granted by the customer in the portal (one in force at a time), revoked
 * there too. The invoices of the customer's contracts are collected under the mandate in force when they
 * are issued (web/lib/contracts/month-invoice.ts); revoked mandates stay as evidence.
 */

export class MandateError extends Error {
  constructor(readonly reason: 'iban' | 'bic' | 'exists' | 'none' | 'noCreditorId') {
    super(reason)
  }
}

export const normaliseIban = (value: string) => value.replace(/\s+/g, '').toUpperCase()

export interface MandateGrant {
  customerId: string
  scheme: SepaScheme
  accountHolder: string
  iban: string
  bic: string
  userId: string
  userName: string
  /** Pseudonym of the client address (web/lib/http/pseudonym.ts). */
  client: string
  locale: 'de' | 'en'
  creditor: { name: string; creditorId: string | null | undefined }
  today: string
  now?: Date
}

/** A new mandate reference: LS-, the day, eight random characters (35 at most, unique per creditor). */
const newReference = (today: string) => `LS-${today.replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`

export async function grantMandate(db: Executor, grant: MandateGrant): Promise<SepaMandate> {
  const iban = normaliseIban(grant.iban)
  if (!isValidIban(iban)) throw new MandateError('iban')
  const bic = grant.bic.replace(/\s+/g, '').toUpperCase()
  if (bic && !/^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) throw new MandateError('bic')
  if (!grant.creditor.creditorId) throw new MandateError('noCreditorId')
  const text = mandateText(grant.locale, grant.scheme, { name: grant.creditor.name, creditorId: grant.creditor.creditorId })
  const [mandate] = await db
    .insert(sepaMandates)
    .values({
      customerId: grant.customerId,
      reference: newReference(grant.today),
      scheme: grant.scheme,
      accountHolder: grant.accountHolder,
      iban,
      bic: bic || null,
      signedOn: grant.today,
      signedAt: grant.now ?? new Date(),
      signedBy: grant.userId,
      signedByName: grant.userName,
      signedClient: grant.client,
      textLocale: grant.locale,
      textHash: mandateTextHash(text),
    })
    .onConflictDoNothing()
    .returning()
  if (!mandate) throw new MandateError('exists')
  return mandate
}

/** The customer's mandate in force, if any. */
export async function activeMandate(db: Executor, customerId: string): Promise<SepaMandate | null> {
  const [mandate] = await db.select().from(sepaMandates).where(and(eq(sepaMandates.customerId, customerId), isNull(sepaMandates.revokedAt)))
  return mandate ?? null
}

/** Revokes the customer's mandate in force: later invoices are paid by transfer again. */
export async function revokeMandate(db: Executor, customerId: string, now = new Date()): Promise<SepaMandate> {
  const [revoked] = await db
    .update(sepaMandates)
    .set({ revokedAt: now })
    .where(and(eq(sepaMandates.customerId, customerId), isNull(sepaMandates.revokedAt)))
    .returning()
  if (!revoked) throw new MandateError('none')
  return revoked
}
