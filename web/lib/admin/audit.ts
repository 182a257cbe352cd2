import 'server-only'
import type { Executor } from '@/lib/db/client'
import { adminAuditLog } from '@/lib/db/schema'
import type { Admin } from './access'

type Fields = Record<string, unknown>

function comparable(value: unknown): string {
  return JSON.stringify(value instanceof Date ? value.toISOString() : value ?? null)
}

/** Only what changed: `before` and `after` keep the fields whose values differ. */
export function changedFields(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before, after }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'updatedAt' && comparable(before[key]) !== comparable(after[key]),
  )
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  }
}

/**
 * Writes one entry of the append-only admin audit log, in the same transaction as the change it
 * describes (pass the transaction), so there is never a change without its entry. `actor` null: the
 * system (the command line, the server's start), shown as such in the history.
 */
export async function recordAdminChange(
  db: Executor,
  actor: Admin | null,
  change: { action: string; entityType: string; entityId: string; before?: Fields | null; after?: Fields | null },
): Promise<void> {
  const { before, after } = changedFields(change.before ?? null, change.after ?? null)
  await db.insert(adminAuditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: before ? JSON.parse(JSON.stringify(before)) : null,
    after: after ? JSON.parse(JSON.stringify(after)) : null,
  })
}
