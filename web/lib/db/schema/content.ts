import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bytea, createdAt } from './columns'
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
