import { sql } from 'drizzle-orm'
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bytea, createdAt, updatedAt } from './columns'
import { sessions, users } from './auth'

/** A Sanity document as stored: `_id`, `_type`, `_rev`, `_createdAt`, `_updatedAt` and its fields. */
export type StoredContentDocument = { _id: string; _type: string; _rev: string; [field: string]: unknown }

// ---------------------------------------------------------------------------------------------------
// The local Content Lake (web/lib/content-lake): the documents the studio edits and the site reads,
// every transaction that changed them, and each document as it was after each transaction (history,
// restore, "document at a revision"). `_rev` of a document is the id of the transaction that wrote it.
// ---------------------------------------------------------------------------------------------------

/** The current state: one row per document id (published `x`, draft `drafts.x`, version `versions.r.x`). */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    rev: text('rev').notNull(),
    document: jsonb('document').$type<StoredContentDocument>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('content_documents_type_idx').on(table.type)],
)

/** Every committed transaction, in commit order (`seq`); its id is the `_rev` it gave the documents. */
export const contentTransactions = pgTable(
  'content_transactions',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    createdAt: createdAt(),
    /** The user who made it (no foreign key: history outlives accounts); null for the seed and scripts. */
    authorId: text('author_id'),
    /** Their role then (`ContentIdentity['role']`); names and e-mail addresses are not kept in the history. */
    authorRole: text('author_role').notNull(),
    /** The request as received: `{actions}` from the Actions API or `{mutations}` from the Mutate API. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    documentIds: text('document_ids').array().notNull(),
  },
  (table) => [index('content_transactions_created_at_idx').on(table.createdAt)],
)

/** Each document after each transaction that touched it (`document` null: deleted by it). */
export const contentDocumentRevisions = pgTable(
  'content_document_revisions',
  {
    transactionSeq: bigint('transaction_seq', { mode: 'number' })
      .notNull()
      .references(() => contentTransactions.seq, { onDelete: 'cascade' }),
    documentId: text('document_id').notNull(),
    previousRev: text('previous_rev'),
    resultRev: text('result_rev'),
    document: jsonb('document').$type<StoredContentDocument>(),
    /** Mendoza patches between the previous and the resulting document (`apply`, `revert`). */
    effects: jsonb('effects').$type<{ apply: unknown[]; revert: unknown[] }>().notNull(),
    /** What the transaction did to this document in the Mutate API's form (listener events, history). */
    mutations: jsonb('mutations').$type<Record<string, unknown>[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.transactionSeq, table.documentId] }),
    index('content_document_revisions_document_idx').on(table.documentId, table.transactionSeq),
  ],
)

/** The bytes of uploaded images and files; their `sanity.imageAsset` documents live in content_documents. */
export const contentAssetFiles = pgTable('content_asset_files', {
  /** The asset document's id, e.g. `image-<sha1>-1200x630-png` or `file-<sha1>-pdf`. */
  assetId: text('asset_id').primaryKey(),
  sha1: text('sha1').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
})

// ---------------------------------------------------------------------------------------------------
// Studio sign-in: the studio exchanges a one-time code (`#sid=`) for a bearer token. Both belong to a
// site session, so signing out, a revoked session or a disabled account ends the studio access too.
// Only SHA-256 hashes of the secrets are stored.
// ---------------------------------------------------------------------------------------------------

export const studioTokens = pgTable(
  'studio_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** `code` = the one-time login code (valid a minute), `token` = the studio's bearer token. */
    kind: text('kind', { enum: ['code', 'token'] }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('studio_tokens_session_idx').on(table.sessionId)],
)

// ---------------------------------------------------------------------------------------------------
// What the studio keeps per person and per open tab, shared by every app instance, so that any instance
// serves any editor (no sticky sessions behind the proxy).
// ---------------------------------------------------------------------------------------------------

/** Who is where in the studio: one row per studio tab (presence session), refreshed while its socket lives. */
export const studioPresenceSessions = pgTable(
  'studio_presence_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    /** The person's id (the studio shows their avatar); no foreign key: a row lives seconds to minutes. */
    userId: text('user_id').notNull(),
    /** The WebSocket connection (on whichever instance) that announced it: only it may change or end it. */
    connectionId: text('connection_id').notNull(),
    /** Where in which document: the studio's own location objects. */
    locations: jsonb('locations').$type<unknown[]>().notNull(),
    /** Refreshed by the connection's instance; a row not refreshed for a while belongs to a lost instance. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studio_presence_sessions_seen_idx').on(table.seenAt)],
)

/** The studio's per-person preferences (`/users/me/keyvalue`: list layouts, sort orders, seen notices). */
export const studioUserSettings = pgTable(
  'studio_user_settings',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value'),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)

// ---------------------------------------------------------------------------------------------------
// API tokens: scripts, migrations and CI use the Content API with `Authorization: Bearer <token>`, as
// with a hosted Sanity project. Admins create, name and revoke them in the back office; only a SHA-256
// hash of the secret is kept, the secret is shown once.
// ---------------------------------------------------------------------------------------------------

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    /** `viewer`: reads published documents and drafts; `editor`: reads and writes. */
    role: text('role', { enum: ['viewer', 'editor'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The secret's first characters, to recognise a token in the list. */
    hint: text('hint').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** null: does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [check('api_tokens_label_not_blank', sql`length(trim(${table.label})) between 1 and 100`)],
)
