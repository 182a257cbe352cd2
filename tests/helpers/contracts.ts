import type { ContractInput } from '../../web/lib/contracts/lifecycle'
import { firstOfMonth } from '../../web/lib/contracts/terms'
import { todayInBerlin } from '../../web/lib/dates'

/** A monthly Local SEO contract of this customer from this month on (6 months minimum, 1 month notice). */
export const localSeoContract = (customerId: string, overrides: Partial<ContractInput> = {}): ContractInput => ({
  customerId,
  serviceId: 'service-local-seo',
  description: 'Local SEO',
  locale: 'de',
  monthlyNetCents: 59_900,
  vatRate: 19,
  paymentTermDays: 14,
  startDate: firstOfMonth(todayInBerlin()),
  minimumTermMonths: 6,
  noticePeriodMonths: 1,
  billingDay: 1,
  ...overrides,
})
