'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { formLocale } from '@/lib/auth/action-helpers'
import { getCurrentUser } from '@/lib/auth/session'
import { signOut } from '@/lib/auth/sign-in'
import { pathFor } from '@/lib/routing/paths'

/** Sign out: the session ends on the server, the cookie is cleared, and the person lands on the home page. */
export async function signOutAction(formData: FormData): Promise<void> {
  const locale = formLocale(formData)
  const user = await getCurrentUser()
  if (user) await signOut(await headers(), user.id)
  redirect(pathFor(locale, '/'))
}
