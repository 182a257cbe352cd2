import { describe, expect, it } from 'vitest'
import { addMonths, billingMonth, dueMonths, earliestEndDate, minimumTermEnd, nextBilling, proRata } from '../../web/lib/contracts/terms'

const localSeo = { startDate: '2027-01-01', minimumTermMonths: 6, noticePeriodMonths: 1, billingDay: 1, monthlyNetCents: 59_900, endDate: null }

describe('contract terms (terms of business § 5.2 and § 6)', () => {
  it('adds months the way § 188 BGB counts them: the 31st becomes the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-11-29', 1)).toBe('2026-12-29')
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15')
    expect(addMonths('2027-03-01', -3)).toBe('2026-12-01')
  })

  it('ends the minimum term the day before the same day N months later', () => {
    expect(minimumTermEnd(localSeo)).toBe('2027-06-30')
    expect(minimumTermEnd({ startDate: '2027-01-15', minimumTermMonths: 6 })).toBe('2027-07-14')
    expect(minimumTermEnd({ startDate: '2026-11-01', minimumTermMonths: 3 })).toBe('2027-01-31')
  })

  it('ends a contract on notice one month to the end of a month, never inside the minimum term', () => {
    const running = { ...localSeo, startDate: '2025-01-01' }
    expect(earliestEndDate(running, '2026-11-29')).toBe('2026-12-31')
    expect(earliestEndDate(running, '2026-11-30')).toBe('2026-12-31')
    expect(earliestEndDate(running, '2026-12-01')).toBe('2027-01-31')
    // During the minimum term: its end, or the month end after the notice period if that is later.
    expect(earliestEndDate(localSeo, '2027-02-10')).toBe('2027-06-30')
    expect(earliestEndDate(localSeo, '2027-05-31')).toBe('2027-06-30')
    expect(earliestEndDate(localSeo, '2027-06-01')).toBe('2027-07-31')
    expect(earliestEndDate({ ...running, noticePeriodMonths: 0 }, '2026-11-29')).toBe('2026-11-30')
    expect(earliestEndDate({ ...running, noticePeriodMonths: 3 }, '2026-11-29')).toBe('2027-02-28')
  })

  it('bills a part month by calendar days, rounded to the cent, and a whole month at the monthly price', () => {
    expect(proRata(59_900, 17, 31)).toBe(32_848)
    expect(proRata(59_900, 10, 30)).toBe(19_967)
    expect(proRata(59_900, 28, 28)).toBe(59_900)
    const midMonth = { ...localSeo, startDate: '2026-12-15', billingDay: 5 }
    expect(billingMonth(midMonth, '2026-12-01')).toEqual({ month: '2026-12-01', periodStart: '2026-12-15', periodEnd: '2026-12-31', issueOn: '2026-12-15', days: 17, monthDays: 31, netCents: 32_848 })
    expect(billingMonth(midMonth, '2027-01-20')).toMatchObject({ month: '2027-01-01', periodStart: '2027-01-01', periodEnd: '2027-01-31', issueOn: '2027-01-05', netCents: 59_900 })
    const ending = { ...midMonth, endDate: '2027-06-10' }
    expect(billingMonth(ending, '2027-06-01')).toMatchObject({ periodEnd: '2027-06-10', days: 10, monthDays: 30, netCents: 19_967 })
    expect(billingMonth(ending, '2027-07-01')).toBeNull()
    expect(billingMonth(midMonth, '2026-11-01')).toBeNull()
  })

  it('lists the months due by a day, oldest first, leaving out those already dealt with', () => {
    const since = { ...localSeo, startDate: '2026-09-01' }
    expect(dueMonths(since, '2026-12-01').map((month) => month.month)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01', '2026-12-01'])
    expect(dueMonths(since, '2026-12-01', new Set(['2026-09-01', '2026-11-01'])).map((month) => month.month)).toEqual(['2026-10-01', '2026-12-01'])
    // The billing day of December has not come on the 10th.
    expect(dueMonths({ ...since, billingDay: 15 }, '2026-12-10').map((month) => month.month)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01'])
    // Nothing after the end, however late the run.
    expect(dueMonths({ ...since, endDate: '2026-10-31' }, '2027-02-01').map((month) => month.month)).toEqual(['2026-09-01', '2026-10-01'])
    expect(dueMonths({ ...since, startDate: '2027-01-01' }, '2026-12-01')).toEqual([])
  })

  it('names the next invoice after the last month billed, and none after the end', () => {
    expect(nextBilling(localSeo, null)).toMatchObject({ month: '2027-01-01', issueOn: '2027-01-01', netCents: 59_900 })
    expect(nextBilling(localSeo, '2027-03-01')).toMatchObject({ month: '2027-04-01' })
    expect(nextBilling({ ...localSeo, endDate: '2027-06-30' }, '2027-06-01')).toBeNull()
  })
})
