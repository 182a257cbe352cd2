import 'server-only'
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { getDb } from '../../db/client'
import { studioUserSettings } from '../../db/schema'
import type { UserSettings } from './options'
import { MAX_SETTINGS_PER_USER } from './routes/user-settings'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The studio's per-person preferences (`/users/me/keyvalue`: list layouts, sort orders, notices seen) in
 * the database, so that they follow the person to whichever instance serves their studio. Only people
 * have them: an API token (not a user id) reads none and keeps nothing.
 */
export const databaseUserSettings: UserSettings = {
  get: async (userId, keys) => {
    if (!UUID.test(userId)) return keys.map(() => null)
    const db = await getDb()
    const rows = await db
      .select({ key: studioUserSettings.key, value: studioUserSettings.value })
      .from(studioUserSettings)
      .where(and(eq(studioUserSettings.userId, userId), inArray(studioUserSettings.key, keys)))
    const values = new Map(rows.map((row) => [row.key, row.value]))
    return keys.map((key) => values.get(key) ?? null)
  },
  set: async (userId, pairs) => {
    if (!UUID.test(userId) || pairs.length === 0) return
    // A key given twice in one request: the last value counts (one row may be written once per statement).
    const values = new Map(pairs.map(({ key, value }) => [key, value]))
    const db = await getDb()
    await db.transaction(async (tx) => {
      await tx
        .insert(studioUserSettings)
        .values([...values].map(([key, value]) => ({ userId, key, value })))
        .onConflictDoUpdate({
          target: [studioUserSettings.userId, studioUserSettings.key],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        })
      // Beyond the limit, the least recently written go.
      const kept = tx
        .select({ key: studioUserSettings.key })
        .from(studioUserSettings)
        .where(eq(studioUserSettings.userId, userId))
        .orderBy(sql`${studioUserSettings.updatedAt} desc`, asc(studioUserSettings.key))
        .limit(MAX_SETTINGS_PER_USER)
      await tx.delete(studioUserSettings).where(and(eq(studioUserSettings.userId, userId), notInArray(studioUserSettings.key, kept)))
    })
  },
}
