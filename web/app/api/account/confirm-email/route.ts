import { eq } from 'drizzle-orm'
import { headers } from 'next/headers'
import { confirmEmailChange } from '@/lib/auth/account-settings'
import { getCurrentUser, loginPath } from '@/lib/auth/session'
import { getDb } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { pathFor } from '@/lib/routing/paths'

export const dynamic = 'force-dynamic'

/**
 * The link in the "confirm your new e-mail address" mail. Opening it changes the address (the token is
 * signed, expires after 60 minutes and is bound to the old address, so it works once), then leads to
 * the settings (or, signed out, to the login) in the account's language.
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const result = token && token.length <= 2000 ? await confirmEmailChange(token, await headers()) : ({ outcome: 'invalid' } as const)
  const user = await getCurrentUser()
  let locale = user?.locale ?? 'de'
  if (result.outcome === 'changed') {
    const [account] = await (await getDb()).select({ locale: users.locale }).from(users).where(eq(users.id, result.userId))
    locale = account?.locale ?? locale
  }
  const settings = pathFor(locale, '/dashboard/settings')
  const target =
    user && result.outcome === 'changed'
      ? `${settings}?email=changed`
      : user
        ? `${settings}?email=invalid`
        : result.outcome === 'changed'
          ? `${pathFor(locale, '/login')}?emailChanged=1`
          : loginPath(locale, settings)
  return new Response(null, { status: 303, headers: { location: target, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
}
