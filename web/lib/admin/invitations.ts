import 'server-only'
import { randomBytes } from 'node:crypto'
import type { Executor } from '@/lib/db/client'
import { verifications } from '@/lib/db/schema'
import { enqueueAccountMail } from '@/lib/mail/account-mails'
import { pathFor } from '@/lib/routing/paths'
import { siteUrl } from '@/lib/site-url'

/** Invitations stay valid for a week (a reset link asked for by the person: 60 minutes). */
export const INVITATION_DAYS = 7

/**
 * Invites a person whose login the office created (a customer, or another admin) to set their own
 * password: a single-use token in better-auth's reset format, valid for a week, sent through the outbox.
 * The reset page then works as for a forgotten password.
 */
export async function sendInvitation(
  db: Executor,
  user: { id: string; email: string; name: string; locale: 'de' | 'en' },
): Promise<void> {
  const token = randomBytes(18).toString('base64url')
  await db.insert(verifications).values({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  })
  await enqueueAccountMail(db, {
    kind: 'invitation',
    userId: user.id,
    to: user.email,
    name: user.name,
    locale: user.locale,
    url: `${siteUrl()}${pathFor(user.locale, '/reset-password')}?token=${encodeURIComponent(token)}&welcome=1`,
  })
}
