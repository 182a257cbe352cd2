import { eq } from 'drizzle-orm'
import { headers } from 'next/headers'
import { z } from 'zod'
import { confirmEmailChange } from '@/lib/auth/account-settings'
import { safeNextPath } from '@/lib/auth/next-path'
import { confirmRegistration } from '@/lib/auth/registration'
import { getCurrentUser, loginPath } from '@/lib/auth/session'
import { readVerificationToken } from '@/lib/auth/verification-token'
import { getDb } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { pathFor } from '@/lib/routing/paths'

export const dynamic = 'force-dynamic'

/** The link's query; a missing or overlong token counts as an invalid link, `next` is checked by safeNextPath. */
const linkQuery = z.object({ token: z.string().max(2000), next: z.string().nullable() })

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } })
}

/**
 * The link in the two mails that confirm an address (signed tokens, valid 60 minutes):
 * - a new customer's ("confirm your address"): confirms it, signs them in and leads to the page they
 *   registered for (`next`, a path on this site) or their dashboard;
 *   an expired or used link leads to the login, where signing in sends a new one;
 * - a change of address ("confirm your new address"): changes it (the token is bound to the old address,
 *   so it works once), then leads to the settings (or, signed out, to the login).
 * Each in the account's language.
 */
export async function GET(request: Request) {
  const searchParams = new URL(request.url).searchParams
  const query = linkQuery.safeParse({ token: searchParams.get('token'), next: searchParams.get('next') })
  const token = query.success ? query.data.token : ''
  const purpose = readVerificationToken(token)?.purpose
  if (purpose === 'registration') return confirmNewAccount(token, safeNextPath(query.data?.next))
  return confirmNewAddress(purpose === 'emailChange' ? token : '')
}

async function confirmNewAccount(token: string, next: string | null): Promise<Response> {
  const result = await confirmRegistration(token, await headers())
  if (result.outcome === 'confirmed') return seeOther(next ?? pathFor(result.locale, '/dashboard'))
  const user = await getCurrentUser()
  if (user) return seeOther(pathFor(user.locale, '/dashboard'))
  return seeOther(`${pathFor(result.locale, '/login')}?confirm=${result.outcome === 'alreadyConfirmed' ? 'done' : 'invalid'}`)
}

async function confirmNewAddress(token: string): Promise<Response> {
  const result = token ? await confirmEmailChange(token, await headers()) : ({ outcome: 'invalid' } as const)
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
  return seeOther(target)
}
