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
 * Invites a person whose login the office created (a customer, an admin or an editor) to set their own
 * password: a single-use token in better-auth's reset format, valid for a week, sent through the outbox.
 * The reset page then works as for a forgotten password. The e-mail fits the role: customers hear of
 * the customer portal, editors of the content studio, admins of the back office.
 */
export async function sendInvitation(
  db: Executor,
  user: { id: string; email: string; name: string; locale: 'de' | 'en'; role?: 'customer' | 'admin' | 'editor' },
): Promise<void> {
  const token = randomBytes(18).toString('base64url')
  await db.insert(verifications).values({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  })
  await enqueueAccountMail(db, {
    kind: user.role === 'admin' ? 'adminInvitation' : user.role === 'editor' ? 'editorInvitation' : 'invitation',
    userId: user.id,
    to: user.email,
    name: user.name,
    locale: user.locale,
    url: `${siteUrl()}${pathFor(user.locale, '/reset-password')}?token=${encodeURIComponent(token)}&welcome=1`,
  })
}
