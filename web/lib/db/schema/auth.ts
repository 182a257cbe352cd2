import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt, localeEnum, updatedAt } from './columns'

// ---------------------------------------------------------------------------------------------------
// Accounts: the tables better-auth reads and writes (web/lib/auth/auth.ts), with its field names.
// Passwords live hashed in `accounts.password` (provider "credential"); sessions are rows, so that
// signing out, a password change or an admin can revoke them.
// ---------------------------------------------------------------------------------------------------

export const userRoleEnum = pgEnum('user_role', ['customer', 'admin', 'editor'])

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased (better-auth normalises it; the check makes sure nothing else slips in). */
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: userRoleEnum('role').notNull().default('customer'),
    /** Language of the portal and of the e-mails the account receives. */
    locale: localeEnum('locale').notNull().default('de'),
    /** The seed's demo accounts: they sign in only while demo mode is on. */
    demo: boolean('demo').notNull().default(false),
    // better-auth's admin plugin: a banned (disabled) user cannot sign in.
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_email_shape', sql`${table.email} ~ '^[^@\\s]+@[^@\\s]+$' and length(${table.email}) <= 254`),
    check('users_name_not_blank', sql`length(trim(${table.name})) between 1 and 200`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: uuid('impersonated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
)

/** Single-use tokens (password reset, e-mail change), deleted when used. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

// ---------------------------------------------------------------------------------------------------
// Sign-in audit log and throttling. Addresses and e-mail addresses of failed attempts are kept only as
// HMACs: the log shows patterns (one account, one client) without storing who typed what.
// ---------------------------------------------------------------------------------------------------

export const authEventKindEnum = pgEnum('auth_event_kind', [
  'registered',
  'sign_in',
  'sign_in_failed',
  'sign_in_throttled',
  'sign_out',
  'password_reset_requested',
  'password_reset',
  'password_reset_failed',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'email_confirmed',
  'session_revoked',
  'account_deleted',
])

export const authEvents = pgTable(
  'auth_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: authEventKindEnum('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    emailHash: text('email_hash'),
    clientHash: text('client_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_events_user_idx').on(table.userId, table.createdAt),
    index('auth_events_created_at_idx').on(table.createdAt),
  ],
)

/**
 * Failed attempts per bucket (`account:<hmac>` or `client:<hmac>`). From the fifth failure on, the
 * bucket is locked for a delay that doubles with each further failure; a success clears the account.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    bucket: text('bucket').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('auth_throttles_failures_non_negative', sql`${table.failures} >= 0`)],
)

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Session = typeof sessions.$inferSelect
export type UserRole = (typeof userRoleEnum.enumValues)[number]
export type AuthEventKind = (typeof authEventKindEnum.enumValues)[number]
