import 'server-only'
import type { Database } from '@/lib/db/client'
import { type AuthEventKind, authEvents } from '@/lib/db/schema'
import { pseudonym } from '@/lib/http/pseudonym'

/**
 * The sign-in audit log: every sign-in, failure and account change with the time, the user (or an HMAC
 * of the e-mail address typed when no account matched) and an HMAC of the client address.
 */
export async function recordAuthEvent(
  db: Pick<Database, 'insert'>,
  event: { kind: AuthEventKind; userId?: string | null; email?: string | null; clientAddress: string },
): Promise<void> {
  await db.insert(authEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    emailHash: event.email ? pseudonym('email', event.email) : null,
    clientHash: pseudonym('client', event.clientAddress),
  })
}
