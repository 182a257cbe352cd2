import { addDays } from '@/lib/dates'

/*
 * A contract's calendar, as the terms of business say (§ 5.2, § 6): monthly prices are billed in advance
 * for each calendar month; the minimum term runs N months from the start; notice runs one month (the
 * contract's notice period) and always to the end of a month, and never ends the contract before its
 * minimum term. A first or last month that is not whole is billed pro rata by calendar days. Plain
 * functions over YYYY-MM-DD days, the same on the server, in the portal and in the tests.
 */

export interface ContractTerms {
  startDate: string
  minimumTermMonths: number
  noticePeriodMonths: number
  billingDay: number
  monthlyNetCents: number
  endDate: string | null
}

const parts = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) })
const iso = (year: number, month: number, date: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`

export function daysInMonth(day: string): number {
  const { year, month } = parts(day)
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`
export const endOfMonth = (day: string) => `${day.slice(0, 8)}${String(daysInMonth(day)).padStart(2, '0')}`

/** The same day `months` later (or earlier); the 31st becomes the month's last day where it has none (§ 188 Abs. 3 BGB). */
export function addMonths(day: string, months: number): string {
  const { year, month, date } = parts(day)
  const index = year * 12 + (month - 1) + months
  const target = iso(Math.floor(index / 12), (index % 12) + 1, 1)
  return iso(Math.floor(index / 12), (index % 12) + 1, Math.min(date, daysInMonth(target)))
}

/** The last day of the minimum term: a contract from 1 January for 6 months runs to 30 June. */
export const minimumTermEnd = (terms: Pick<ContractTerms, 'startDate' | 'minimumTermMonths'>) => addDays(addMonths(terms.startDate, terms.minimumTermMonths), -1)

/**
 * The earliest day a notice given on `noticeDay` ends the contract: the end of the month in which the
 * notice period is over, and not before the minimum term is. Notice on 29 November with one month ends
 * on 31 December; during a six-month term from 1 January, on 30 June at the earliest.
 */
export function earliestEndDate(terms: Pick<ContractTerms, 'startDate' | 'minimumTermMonths' | 'noticePeriodMonths'>, noticeDay: string): string {
  const byNotice = addMonths(noticeDay, terms.noticePeriodMonths)
  const termEnd = minimumTermEnd(terms)
  return endOfMonth(byNotice > termEnd ? byNotice : termEnd)
}

export interface BillingMonth {
  /** The first day of the calendar month. */
  month: string
  /** The days billed, inside the month and the contract. */
  periodStart: string
  periodEnd: string
  /** The day its invoice is issued: the billing day, or the contract's first day if that is later. */
  issueOn: string
  /** Whole month, or the part of it the contract runs. */
  days: number
  monthDays: number
  netCents: number
}

/**
 * The month's share of the price: whole months at the monthly price, a part month by calendar days,
 * rounded to the cent (half up): 17 of 31 days of 599.00 € are 328.48 €.
 */
export const proRata = (monthlyNetCents: number, days: number, monthDays: number) =>
  days === monthDays ? monthlyNetCents : Math.round((monthlyNetCents * days) / monthDays)

/** The billing of one calendar month of a contract; null when the contract does not run in it. */
export function billingMonth(terms: ContractTerms, anyDayOfMonth: string): BillingMonth | null {
  const month = firstOfMonth(anyDayOfMonth)
  const last = endOfMonth(month)
  const periodStart = terms.startDate > month ? terms.startDate : month
  const periodEnd = terms.endDate && terms.endDate < last ? terms.endDate : last
  if (periodStart > periodEnd) return null
  const billingDay = iso(parts(month).year, parts(month).month, terms.billingDay)
  const days = parts(periodEnd).date - parts(periodStart).date + 1
  const monthDays = daysInMonth(month)
  return {
    month,
    periodStart,
    periodEnd,
    issueOn: billingDay > periodStart ? billingDay : periodStart,
    days,
    monthDays,
    netCents: proRata(terms.monthlyNetCents, days, monthDays),
  }
}

/** Every month whose invoice is due by `today` and that is not in `done` (months already dealt with), oldest first. */
export function dueMonths(terms: ContractTerms, today: string, done: ReadonlySet<string> = new Set()): BillingMonth[] {
  const due: BillingMonth[] = []
  for (let month = firstOfMonth(terms.startDate); month <= today; month = addMonths(month, 1)) {
    const billing = billingMonth(terms, month)
    if (!billing) break
    if (billing.issueOn <= today && !done.has(month)) due.push(billing)
  }
  return due
}

/** The month billed next after `lastMonth` (the first month when none is billed yet); null once the contract has ended. */
export const nextBilling = (terms: ContractTerms, lastMonth: string | null): BillingMonth | null =>
  billingMonth(terms, lastMonth ? addMonths(lastMonth, 1) : firstOfMonth(terms.startDate))
