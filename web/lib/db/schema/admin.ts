import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { bytea, createdAt } from './columns'
import { invoices } from './invoices'
import { leads } from './site'

// ---------------------------------------------------------------------------------------------------
// Admin audit log: every change an admin makes, who, when, what, before and after. Append-only: a
// database trigger refuses updates and deletes (migration 0003), so not even a bug can rewrite it.
// ---------------------------------------------------------------------------------------------------

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** The admin (no foreign key: the entry outlives the account); null for the system (e.g. the seed). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. `invoice.issue`, `customer.update`, `lead.status`, `review.approve`, `user.disable` */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The record before and after, only the fields that changed (null when created or deleted). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('admin_audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt),
    index('admin_audit_log_created_at_idx').on(table.createdAt),
  ],
)

// ---------------------------------------------------------------------------------------------------
// Notes on leads, by the office
// ---------------------------------------------------------------------------------------------------

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('lead_notes_lead_idx').on(table.leadId, table.createdAt)],
)

// ---------------------------------------------------------------------------------------------------
// The documents of an issued invoice, stored when it is issued and never changed (GoBD): the
// ZUGFeRD/Factur-X PDF/A-3 and the XRechnung (CII) XML.
// ---------------------------------------------------------------------------------------------------

export const invoiceDocumentKindEnum = pgEnum('invoice_document_kind', ['pdf', 'xrechnung'])

export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    kind: invoiceDocumentKindEnum('kind').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteLength: integer('byte_length').notNull(),
    /** Hex SHA-256 of the bytes, to show that a document is the one that was issued. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.kind] })],
)

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect
export type LeadNote = typeof leadNotes.$inferSelect
export type InvoiceDocument = typeof invoiceDocuments.$inferSelect
