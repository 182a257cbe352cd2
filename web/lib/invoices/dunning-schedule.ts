/**
 * The dunning schedule's shape and defaults (web/lib/invoices/dunning.ts runs it; the studio's site
 * settings set it under "Rechnungen"). Kept apart from the server code so that the seed can use it too.
 */
export interface DunningSchedule {
  /** Whether the server sends reminders by itself (the hourly housekeeping); by hand always works. */
  automatic: boolean
  /** Days after the due date until the payment reminder. */
  firstReminderDays: number
  /** Days after the payment reminder until the dunning letter. */
  secondReminderDays: number
  /** Days after the dunning letter until the invoice is on the follow-up list. */
  followUpDays: number
}

export const DEFAULT_DUNNING_SCHEDULE: DunningSchedule = { automatic: true, firstReminderDays: 7, secondReminderDays: 14, followUpDays: 14 }

/** Days the customer gets after a dunning letter (the date the letter names). */
export const DUNNING_LETTER_TERM_DAYS = 7
