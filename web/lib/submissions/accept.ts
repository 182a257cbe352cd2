import type { AuditRequestData, ContactData, MeetingRequestData, ReviewData } from '@/lib/forms/schemas'
import { composeLeadMails, composeReviewMails, type LeadFields } from '@/lib/mail/compose'
import type { AcceptContext } from './endpoint'
import { storeLead, storeReview } from './store'

/** What happens to a valid submission: its e-mails are written, then stored with it in one transaction. */
function origin({ meta, receivedAt }: AcceptContext) {
  return { locale: meta.locale, page: meta.page, receivedAt, privacyNoticeVersion: meta.privacyNoticeVersion }
}

async function acceptLead(lead: LeadFields, context: AcceptContext) {
  const mails = await composeLeadMails(lead, origin(context))
  return storeLead(context.db, lead, { origin: origin(context), idempotencyKey: context.idempotencyKey, mails })
}

export const acceptAuditRequest = (data: AuditRequestData, context: AcceptContext) => acceptLead({ kind: 'audit', data }, context)
export const acceptContact = (data: ContactData, context: AcceptContext) => acceptLead({ kind: 'contact', data }, context)
export const acceptMeetingRequest = (data: MeetingRequestData, context: AcceptContext) =>
  acceptLead({ kind: 'meeting', data }, context)

export async function acceptReview(data: ReviewData, context: AcceptContext) {
  const mails = await composeReviewMails(data, origin(context))
  return storeReview(context.db, data, { origin: origin(context), idempotencyKey: context.idempotencyKey, mails })
}
