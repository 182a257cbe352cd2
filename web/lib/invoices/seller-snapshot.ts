import type { BillingDetailsQueryResult } from '@/lib/content/sanity.types'
import type { SellerSnapshot } from '@/lib/db/schema'

/** The seller block of an invoice from the CMS site settings; fails loudly when § 14 UStG details are missing. */
export function sellerFromSettings(details: BillingDetailsQueryResult): SellerSnapshot {
  const bank = details?.bankAccount
  const address = details?.address
  if (!details?.legalName || !details.vatId || !address?.street || !address.postalCode || !address.city) {
    throw new Error('The site settings lack the company name, VAT ID or address that an invoice must show.')
  }
  if (!bank?.accountHolder || !bank.iban || !bank.bic || !bank.bankName) {
    throw new Error('The site settings lack the bank account that an invoice must show.')
  }
  return {
    legalName: details.legalName,
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
    country: 'DE',
    vatId: details.vatId,
    taxNumber: details.taxNumber ?? null,
    registerCourt: details.registerCourt ?? null,
    registerNumber: details.registerNumber ?? null,
    managingDirectors: details.managingDirectors ?? [],
    email: details.email ?? null,
    phone: details.phone ?? null,
    bank: { accountHolder: bank.accountHolder, iban: bank.iban.replace(/\s+/g, ''), bic: bank.bic, bankName: bank.bankName },
    sepaCreditorId: details.sepaCreditorId?.replace(/\s+/g, '').toUpperCase() ?? null,
  }
}
