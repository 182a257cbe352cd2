import 'server-only'
import type { Locale } from '@/i18n/routing'
import type { Executor } from '@/lib/db/client'
import { emailOutbox } from '@/lib/db/schema'
import { footerLines, renderBoth } from './render'
import { senderDetails } from './sender-details'
import { ActionMail } from './templates/action-mail'
import { translator } from '@/i18n/translator'

/**
 * E-mails about a person's account (password reset, e-mail change), in the account's language. They
 * carry a secret link, so the outbox drops their bodies once delivered.
 */
export type AccountMailKind = 'passwordReset' | 'emailChange' | 'invitation'

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
  const rendered = await renderBoth(
    <ActionMail
      lang={mail.locale}
      greeting={t('confirmation.greeting', { name: mail.name })}
      intro={t(`account.${mail.kind}.intro`, { email: mail.to })}
      buttonLabel={t(`account.${mail.kind}.button`)}
      url={mail.url}
      fallback={t('account.fallback')}
      expiry={mail.kind === 'invitation' ? t('account.invitationExpiry') : t('account.expiry')}
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
