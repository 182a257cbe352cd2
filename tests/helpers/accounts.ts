import { and, asc, eq } from 'drizzle-orm'
import { getAuth } from '../../web/lib/auth/auth'
import { confirmRegistration, registerCustomer } from '../../web/lib/auth/registration'
import type { RegisterData } from '../../web/lib/auth/schemas'
import { userFromHeaders } from '../../web/lib/auth/session'
import { getDb } from '../../web/lib/db/client'
import { emailOutbox } from '../../web/lib/db/schema'
import { PEER_ADDRESS_HEADER } from '../../web/lib/http/client-address'

/**
 * Request headers as a browser at `address` would send them (optionally with a session cookie), with
 * the socket address as our patched Next server adds it (web/lib/http/client-address.ts).
 */
export function browserHeaders(address = '203.0.113.7', cookie?: string): Headers {
  const headers = new Headers({
    [PEER_ADDRESS_HEADER]: address,
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  })
  if (cookie) headers.set('cookie', cookie)
  return headers
}

let counter = 0
/** A valid registration with a unique e-mail address. */
export function registration(overrides: Partial<RegisterData> = {}): RegisterData {
  counter += 1
  return {
    name: 'Erika Mustermann',
    email: `erika.${Date.now()}.${counter}@example.de`,
    password: 'Bergwiese-am-Morgen-7',
    confirmPassword: 'Bergwiese-am-Morgen-7',
    company: 'Mustermann Malerbetrieb GmbH',
    phone: '+49 30 1234567',
    address: 'Lindenstraße 5',
    city: 'Berlin',
    postalCode: '10969',
    agreeToTerms: 'on',
    ...overrides,
  }
}

/** The account e-mails to `email` in the outbox, the oldest first. */
export async function accountMails(email: string) {
  const db = await getDb()
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.purpose, 'account')))
    .orderBy(asc(emailOutbox.createdAt))
}

/** The token of the newest link in an account e-mail to `email` (reset, confirmation, invitation). */
export async function accountMailToken(email: string): Promise<string> {
  const body = (await accountMails(email)).at(-1)?.textBody ?? ''
  const token = /[?&]token=([^\s&)\]]+)/.exec(body)?.[1]
  if (!token) throw new Error(`no link with a token in: ${body}`)
  return decodeURIComponent(token)
}

/** Registers a customer from `address` and confirms the address with the link from the mail. */
export async function registerAt(address: string, overrides: Partial<RegisterData> = {}) {
  const data = registration(overrides)
  const result = await registerCustomer(data, 'de', browserHeaders(address))
  if (result.outcome !== 'checkMail') throw new Error(`registration failed: ${result.outcome}`)
  const confirmed = await confirmRegistration(await accountMailToken(data.email.toLowerCase()), browserHeaders(address))
  if (confirmed.outcome !== 'confirmed') throw new Error(`confirmation failed: ${confirmed.outcome}`)
  return { ...data, userId: confirmed.userId }
}

/** Signs in through better-auth directly and returns the session cookie a browser would keep. */
export async function sessionCookie(email: string, password: string, address = '203.0.113.7'): Promise<string> {
  const auth = await getAuth()
  const { headers } = await auth.api.signInEmail({ body: { email, password, rememberMe: true }, headers: browserHeaders(address), returnHeaders: true })
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** The CurrentUser of a session cookie, as pages see it. */
export async function currentUser(cookie: string, address = '203.0.113.7') {
  const user = await userFromHeaders(browserHeaders(address, cookie))
  if (!user) throw new Error('no session for this cookie')
  return user
}
