import type { Locale } from '@/i18n/routing'
import type { AuditRequestData, ContactData, MeetingRequestData, ReviewData } from '@/lib/forms/schemas'
import { formatDateTime, formatDay } from '@/lib/dates'
import { agencyInbox } from './config'
import { senderDetails } from './sender-details'
import { ConfirmationMail } from './templates/confirmation-mail'
import { NotificationMail } from './templates/notification-mail'
import { footerLines, renderBoth } from './render'
import { translator } from '@/i18n/translator'

/** A message ready for the outbox. */
export interface ComposedMail {
  purpose: 'agency_notification' | 'sender_confirmation' | 'account'
  to: string
  replyTo: string | null
  locale: Locale
  subject: string
  text: string
  html: string
}

export type LeadFields =
  | { kind: 'audit'; data: AuditRequestData }
  | { kind: 'contact'; data: ContactData }
  | { kind: 'meeting'; data: MeetingRequestData }

export interface Origin {
  locale: Locale
  page: string
  receivedAt: Date
}

/** The agency always gets German mail; the sender gets mail in the language of the page they used. */
const AGENCY_LOCALE: Locale = 'de'

function displayName(lead: LeadFields): string {
  return lead.kind === 'meeting' ? lead.data.name : `${lead.data.firstName} ${lead.data.lastName}`
}

/** The fields a person entered, as label/value rows in `locale`. Empty optional fields are left out. */
function leadRows(lead: LeadFields, locale: Locale): [string, string][] {
  const t = translator(locale, 'mail')
  const rows: [string, string][] = [[t('fields.name'), displayName(lead)], [t('fields.email'), lead.data.email]]
  if (lead.kind !== 'audit' && lead.data.phone) rows.push([t('fields.phone'), lead.data.phone])
  if (lead.kind === 'audit') {
    rows.push([t('fields.website'), lead.data.website])
    if (lead.data.subject) rows.push([t('fields.subject'), lead.data.subject])
  }
  if (lead.kind === 'meeting') {
    rows.push([t('fields.preferredDate'), formatDay(lead.data.preferredDate, locale, 'full')])
    rows.push([t('fields.timeSlot'), t(`timeSlots.${lead.data.timeSlot}`)])
  }
  if (lead.data.message) rows.push([t('fields.message'), lead.data.message])
  return rows
}

function originRows(origin: Origin): [string, string][] {
  const t = translator(AGENCY_LOCALE, 'mail')
  return [
    [t('fields.language'), t(`languages.${origin.locale}`)],
    [t('fields.page'), origin.page],
    [t('fields.receivedAt'), formatDateTime(origin.receivedAt, AGENCY_LOCALE)],
  ]
}

export async function composeLeadMails(lead: LeadFields, origin: Origin): Promise<ComposedMail[]> {
  const [agencySender, personSender] = await Promise.all([senderDetails(AGENCY_LOCALE), senderDetails(origin.locale)])
  const name = displayName(lead)

  const ta = translator(AGENCY_LOCALE, 'mail')
  const kind = ta(`kinds.${lead.kind}`)
  const notification = await renderBoth(
    <NotificationMail
      heading={ta('notification.subject', { kind, name })}
      intro={ta('notification.intro', { kind })}
      replyHint={ta('notification.replyHint', { name })}
      rows={[...leadRows(lead, AGENCY_LOCALE), ...originRows(origin)]}
      sender={agencySender}
      footer={footerLines(AGENCY_LOCALE, agencySender)}
    />,
  )

  const tp = translator(origin.locale, 'mail')
  const received =
    lead.kind === 'audit'
      ? tp('confirmation.received.audit', { website: lead.data.website })
      : lead.kind === 'meeting'
        ? tp('confirmation.received.meeting', {
            date: formatDay(lead.data.preferredDate, origin.locale, 'full'),
            slot: tp(`timeSlots.${lead.data.timeSlot}`),
          })
        : tp('confirmation.received.contact')
  const confirmation = await renderBoth(
    <ConfirmationMail
      lang={origin.locale}
      greeting={tp('confirmation.greeting', { name })}
      received={received}
      summary={tp('confirmation.summary')}
      rows={leadRows(lead, origin.locale)}
      questions={tp('confirmation.questions', { phone: personSender.phone ?? '', email: personSender.email ?? '' })}
      signOff={tp('confirmation.signOff')}
      team={tp('confirmation.team', { company: personSender.companyName ?? '' })}
      notYou={tp('confirmation.notYou')}
      sender={personSender}
      footer={footerLines(origin.locale, personSender)}
    />,
  )

  return [
    {
      purpose: 'agency_notification',
      to: agencyInbox(),
      replyTo: lead.data.email,
      locale: AGENCY_LOCALE,
      subject: ta('notification.subject', { kind, name }),
      ...notification,
    },
    {
      purpose: 'sender_confirmation',
      to: lead.data.email,
      replyTo: personSender.email,
      locale: origin.locale,
      subject: tp(`confirmation.subject.${lead.kind}`),
      ...confirmation,
    },
  ]
}

/** A review has no e-mail address: only the agency is told, so that it can check and approve it. */
export async function composeReviewMails(review: ReviewData, origin: Origin): Promise<ComposedMail[]> {
  const sender = await senderDetails(AGENCY_LOCALE)
  const t = translator(AGENCY_LOCALE, 'mail')
  const kind = t('kinds.review')
  const subject = t('notification.subject', { kind, name: review.name })
  const rendered = await renderBoth(
    <NotificationMail
      heading={subject}
      intro={t('notification.reviewIntro')}
      replyHint={null}
      rows={[
        [t('fields.name'), review.name],
        [t('fields.rating'), `${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)} (${review.rating}/5)`],
        [t('fields.comment'), review.comment],
        ...originRows(origin),
      ]}
      sender={sender}
      footer={footerLines(AGENCY_LOCALE, sender)}
    />,
  )
  return [{ purpose: 'agency_notification', to: agencyInbox(), replyTo: null, locale: AGENCY_LOCALE, subject, ...rendered }]
}
