import 'server-only'
import type { Locale } from '@/i18n/routing'
import type { Executor } from '@/lib/db/client'
import { emailOutbox } from '@/lib/db/schema'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'
import { STUDIO_BASE_PATH } from '@studio/env'
import { footerLines, renderBoth } from './render'
import { senderDetails } from './sender-details'
import { ActionMail } from './templates/action-mail'
import { translator } from '@/i18n/translator'

/**
 * E-mails about a person's account (password reset, e-mail change, a new account's confirmation, a
 * registration for an address that has an account, invitations), in the account's language. Most carry
 * a secret link, so the outbox drops their bodies once delivered. An invitation says what the account
 * is for: the customer portal (`invitation`), the content studio for an editor (`editorInvitation`),
 * the back office for an admin (`adminInvitation`).
 */
export type AccountMailKind =
  | 'passwordReset'
  | 'emailChange'
  | 'registrationConfirm'
  | 'registrationAttempt'
  | 'invitation'
  | 'editorInvitation'
  | 'adminInvitation'

const INVITATIONS: readonly AccountMailKind[] = ['invitation', 'editorInvitation', 'adminInvitation']

/** How long the mail's link works, as its text says. */
function expiryKey(kind: AccountMailKind): 'account.expiry' | 'account.invitationExpiry' | null {
  if (kind === 'registrationAttempt') return null // a link to the sign-in page
  return INVITATIONS.includes(kind) ? 'account.invitationExpiry' : 'account.expiry'
}

export interface AccountMail {
  kind: AccountMailKind
  userId: string
  to: string
  name: string
  locale: Locale
  url: string
}

export async function enqueueAccountMail(db: Executor, mail: AccountMail): Promise<void> {
  const sender = await senderDetails(mail.locale)
  const t = translator(mail.locale, 'mail')
  const subject = t(`account.${mail.kind}.subject`)
  // Staff invitations say where to go once the password is set.
  const addresses = { studioUrl: `${siteUrl()}${STUDIO_BASE_PATH}`, adminUrl: `${siteUrl()}${pathFor(mail.locale, '/admin/dashboard')}` }
  const expiry = expiryKey(mail.kind)
  const next = mail.kind === 'editorInvitation' || mail.kind === 'adminInvitation' ? t(`account.${mail.kind}.next`, addresses) : undefined
  const rendered = await renderBoth(
    <ActionMail
      lang={mail.locale}
      greeting={t('confirmation.greeting', { name: mail.name })}
      intro={t(`account.${mail.kind}.intro`, { email: mail.to })}
      buttonLabel={t(`account.${mail.kind}.button`)}
      url={mail.url}
      fallback={t('account.fallback')}
      expiry={expiry ? t(expiry) : undefined}
      next={next}
      ignore={t(`account.${mail.kind}.ignore`)}
      signOff={t('confirmation.signOff')}
      team={t('confirmation.team', { company: sender.companyName ?? '' })}
      sender={sender}
      footer={footerLines(mail.locale, sender)}
    />,
  )
  await db.insert(emailOutbox).values({
    purpose: 'account',
    userId: mail.userId,
    toAddress: mail.to,
    replyTo: sender.email,
    locale: mail.locale,
    subject,
    textBody: rendered.text,
    htmlBody: rendered.html,
    redactAfterSend: true,
  })
}
