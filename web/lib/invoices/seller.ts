import 'server-only'
import { queryContent } from '@/lib/content/fetch'
import { billingDetailsQuery } from '@/lib/content/queries'
import type { BillingDetailsQueryResult } from '@/lib/content/sanity.types'
import type { SellerSnapshot } from '@/lib/db/schema'
import { sellerFromSettings } from './seller-snapshot'

/**
 * The agency's details as an invoice prints them, from the CMS site settings at the moment of issue
 * (the invoice keeps this copy; later edits in the studio do not change it).
 */
export async function currentSeller(): Promise<SellerSnapshot> {
  const details = await queryContent<BillingDetailsQueryResult>(billingDetailsQuery, {})
  return sellerFromSettings(details)
}

/** The payment term new invoices get by default (days). */
export async function defaultPaymentTermDays(): Promise<number> {
  const details = await queryContent<BillingDetailsQueryResult>(billingDetailsQuery, {})
  return details?.paymentTermDays ?? 14
}
