import 'server-only'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { nextCookies } from 'better-auth/next-js'
import { admin } from 'better-auth/plugins'
import { adminAc, defaultAc } from 'better-auth/plugins/admin/access'
import { eq } from 'drizzle-orm'
import type { Locale } from '@/i18n/routing'
import { type Database, getDb } from '@/lib/db/client'
import { accounts, customers, sessions, users, verifications } from '@/lib/db/schema'
import { enqueueAccountMail } from '@/lib/mail/account-mails'
import { pathFor } from '@/lib/routing/paths'
import { serverSecret } from '@/lib/secrets'
import { siteUrl } from '@/lib/site-url'
import { safeNextPath } from './next-path'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-policy'
import { readVerificationToken } from './verification-token'

/**
 * Accounts through better-auth on our own database (users, sessions, accounts, verifications in
 * web/lib/db/schema/auth.ts). Sessions are database rows (revocable) with an HttpOnly, SameSite=Lax
 * cookie that is Secure when the site is served over HTTPS. better-auth's HTTP handler is not mounted:
 * every flow is a server action (Next checks the Origin of each) or, for the sign-in, the route handler
 * /api/account/sign-in (which checks it too), and goes through web/lib/auth/*.ts, where throttling, the
 * audit log and the password policy live.
 */
export const SESSION_DAYS = 30
const DAY_SECONDS = 24 * 60 * 60
export const RESET_TOKEN_MINUTES = 60

/** The path of a localized page inside an e-mail link (absolute, from SITE_URL). */
function absolute(path: string): string {
  return `${siteUrl()}${path}`
}

/** `/en/reset-password` → 'en'. better-auth passes our redirect path back in the reset URL. */
function localeOfCallback(url: string): Locale {
  const callback = new URL(url).searchParams.get('callbackURL') ?? ''
  return callback.startsWith('/en/') || callback === '/en' ? 'en' : 'de'
}

async function localeOf(db: Database, userId: string): Promise<Locale> {
  const [account] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId))
  return account?.locale ?? 'de'
}

function createAuth(db: Database) {
  return betterAuth({
    appName: 'Lokalsicht',
    baseURL: siteUrl(),
    secret: serverSecret('AUTH_SECRET'),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
      transaction: true,
    }),
    user: {
      additionalFields: {
        locale: { type: ['de', 'en'], required: false, input: true, defaultValue: 'de' },
        demo: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
      changeEmail: { enabled: true },
      deleteUser: { enabled: true },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // A new account signs in once its address is confirmed (the link in the mail signs it in). Until
      // then sign-in is refused with a new link; registering an address that has an account answers the
      // same as a new one, and that account's owner gets a mail instead (./registration.ts).
      requireEmailVerification: true,
      onExistingUserSignUp: async ({ user }) => {
        const locale = await localeOf(db, user.id)
        await enqueueAccountMail(db, {
          kind: 'registrationAttempt',
          userId: user.id,
          to: user.email,
          name: user.name,
          locale,
          url: absolute(pathFor(locale, '/login')),
        })
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // Our own link to the localized reset page, with the single-use token.
      sendResetPassword: async ({ user, url, token }) => {
        const locale = localeOfCallback(url)
        await enqueueAccountMail(db, {
          kind: 'passwordReset',
          userId: user.id,
          to: user.email,
          name: user.name,
          locale,
          url: absolute(`${pathFor(locale, '/reset-password')}?token=${encodeURIComponent(token)}`),
        })
      },
    },
    emailVerification: {
      // A new account's confirmation (on registering, again on signing in before it) or a change of
      // address (the link goes to the new one); both links open /api/account/confirm-email.
      sendVerificationEmail: async ({ user, url, token }) => {
        const link = new URLSearchParams({ token })
        const registration = readVerificationToken(token)?.purpose === 'registration'
        // A registration passes where to go afterwards as better-auth's callbackURL (a path, checked again
        // when the link is opened).
        const next = registration ? safeNextPath(new URL(url).searchParams.get('callbackURL')) : null
        if (next && next !== '/') link.set('next', next)
        await enqueueAccountMail(db, {
          kind: registration ? 'registrationConfirm' : 'emailChange',
          userId: user.id,
          to: user.email,
          name: user.name,
          locale: await localeOf(db, user.id),
          url: absolute(`/api/account/confirm-email?${link}`),
        })
      },
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: RESET_TOKEN_MINUTES * 60,
    },
    session: {
      expiresIn: SESSION_DAYS * DAY_SECONDS,
      updateAge: DAY_SECONDS,
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      user: {
        update: {
          // The customer's billing address follows the login's address.
          after: async (user) => {
            await db.update(customers).set({ email: user.email }).where(eq(customers.userId, user.id))
          },
        },
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'lokalsicht',
      useSecureCookies: siteUrl().startsWith('https://'),
      // No IP addresses in session rows; the audit log keeps an HMAC of the client address instead.
      ipAddress: { disableIpTracking: true },
    },
    // better-auth's limiter covers only its HTTP handler, which is not mounted; sign-in and reset are
    // throttled in web/lib/auth/throttle.ts.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      admin({
        defaultRole: 'customer',
        adminRoles: ['admin'],
        roles: { admin: adminAc, customer: defaultAc.newRole({ user: [], session: [] }), editor: defaultAc.newRole({ user: [], session: [] }) },
      }),
      nextCookies(),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>

// One instance per database connection (tests switch databases between files).
const instances = new WeakMap<Database, Auth>()

export async function getAuth(): Promise<Auth> {
  const db = await getDb()
  let auth = instances.get(db)
  if (!auth) {
    auth = createAuth(db)
    instances.set(db, auth)
  }
  return auth
}
