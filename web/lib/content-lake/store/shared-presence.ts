import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { studioPresenceSessions } from '../../db/schema'
import type { NotificationSource } from './notifications'

/**
 * Who is where in the studio, shared by every app instance through the database, so that two editors
 * see each other whichever instance their studio's presence socket reached: the sessions (one per
 * studio tab) in `studio_presence_sessions`, and each change announced to every instance with
 * `NOTIFY studio_presence`. The presence hub of each instance (server/presence/presence-hub.ts) hands
 * the events to the sockets it holds.
 */
export const PRESENCE_CHANNEL = 'studio_presence'

export type PresenceSession = { sessionId: string; userId: string; connectionId: string; locations: unknown[] }

/** A change, as every instance hears it; `from` is the connection that made it (it does not hear its own). */
export type PresenceEvent =
  | { type: 'state'; userId: string; sessionId: string; locations: unknown[]; from: string }
  | { type: 'rollCall'; userId: string; sessionId: string; from: string }
  | { type: 'disconnect'; userId: string; sessionId: string; from: string }

export type SharedPresence = {
  /** Stores a session's locations if it is new or this connection's (and user's); false when it is another's. */
  claim: (session: PresenceSession) => Promise<boolean>
  /** Ends a session of this connection; the user it belonged to, or null when it was not this connection's. */
  release: (sessionId: string, connectionId: string) => Promise<string | null>
  /** Ends every session of a connection (its socket closed). */
  releaseConnection: (connectionId: string) => Promise<{ sessionId: string; userId: string }[]>
  /** Every session that is alive (its instance refreshed it lately). */
  live: () => Promise<PresenceSession[]>
  /** Marks these connections' sessions as alive, and ends those of lost instances. */
  keepAlive: (connectionIds: string[]) => Promise<{ sessionId: string; userId: string }[]>
  publish: (event: PresenceEvent) => Promise<void>
  /** Hears every event published by any instance (this one's too) from when it resolves; resolves to the unsubscribe. */
  subscribe: (listener: (event: PresenceEvent) => void) => Promise<() => void>
  close: () => Promise<void>
}

/** A session not refreshed for this long belongs to an instance that is gone. Instances refresh every third of it. */
export const PRESENCE_EXPIRY_MS = 90_000
/** NOTIFY payloads are limited to 8000 bytes; the socket refuses larger location lists before they get here. */
export const MAX_PRESENCE_EVENT_BYTES = 7_500

export function databasePresence(db: Database, notifications: NotificationSource): SharedPresence {
  const listeners = new Set<(event: PresenceEvent) => void>()
  let stopListening: Promise<() => Promise<void>> | null = null
  const startListening = () =>
    (stopListening ??= notifications.listen(
      (payload) => {
        let event: PresenceEvent
        try {
          event = JSON.parse(payload) as PresenceEvent
        } catch {
          return
        }
        for (const listener of listeners) listener(event)
      },
      // Events during a lost connection are gone; the studio's own roll calls and re-announcements repair it.
      () => {},
    ))
  const expiredBefore = () => new Date(Date.now() - PRESENCE_EXPIRY_MS)
  const row = { sessionId: studioPresenceSessions.sessionId, userId: studioPresenceSessions.userId }

  return {
    claim: async ({ sessionId, userId, connectionId, locations }) => {
      const claimed = await db
        .insert(studioPresenceSessions)
        .values({ sessionId, userId, connectionId, locations })
        .onConflictDoUpdate({
          target: studioPresenceSessions.sessionId,
          set: { locations, seenAt: sql`now()` },
          // A session id belongs to the connection (and person) that announced it first.
          setWhere: and(eq(studioPresenceSessions.connectionId, connectionId), eq(studioPresenceSessions.userId, userId)),
        })
        .returning({ sessionId: studioPresenceSessions.sessionId })
      return claimed.length > 0
    },
    release: async (sessionId, connectionId) => {
      const [released] = await db
        .delete(studioPresenceSessions)
        .where(and(eq(studioPresenceSessions.sessionId, sessionId), eq(studioPresenceSessions.connectionId, connectionId)))
        .returning(row)
      return released?.userId ?? null
    },
    releaseConnection: (connectionId) => db.delete(studioPresenceSessions).where(eq(studioPresenceSessions.connectionId, connectionId)).returning(row),
    live: async () => {
      const rows = await db.select().from(studioPresenceSessions)
      const since = expiredBefore()
      return rows.filter((session) => session.seenAt >= since).map(({ seenAt: _seenAt, ...session }) => session)
    },
    keepAlive: async (connectionIds) => {
      if (connectionIds.length > 0) {
        await db.update(studioPresenceSessions).set({ seenAt: sql`now()` }).where(inArray(studioPresenceSessions.connectionId, connectionIds))
      }
      return db.delete(studioPresenceSessions).where(lt(studioPresenceSessions.seenAt, expiredBefore())).returning(row)
    },
    publish: async (event) => {
      const payload = JSON.stringify(event)
      if (Buffer.byteLength(payload) > MAX_PRESENCE_EVENT_BYTES) throw new Error('presence event too large to announce')
      await db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${payload})`)
    },
    subscribe: async (listener) => {
      listeners.add(listener)
      await startListening()
      return () => listeners.delete(listener)
    },
    close: async () => {
      listeners.clear()
      const stop = stopListening
      stopListening = null
      if (stop) await (await stop)()
    },
  }
}
