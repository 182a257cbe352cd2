import type { PresenceEvent, PresenceSession, SharedPresence } from '../../store'

/**
 * Presence kept in this process only: for a Content API server without a database (tests of the socket
 * protocol). The app shares presence between its instances through the database (store/shared-presence.ts).
 */
export function memoryPresence(): SharedPresence {
  const sessions = new Map<string, PresenceSession>()
  const listeners = new Set<(event: PresenceEvent) => void>()
  const releaseWhere = (matches: (session: PresenceSession) => boolean) => {
    const released = [...sessions.values()].filter(matches)
    for (const session of released) sessions.delete(session.sessionId)
    return released.map(({ sessionId, userId }) => ({ sessionId, userId }))
  }
  return {
    claim: async (session) => {
      const known = sessions.get(session.sessionId)
      if (known && (known.connectionId !== session.connectionId || known.userId !== session.userId)) return false
      sessions.set(session.sessionId, session)
      return true
    },
    release: async (sessionId, connectionId) => releaseWhere((session) => session.sessionId === sessionId && session.connectionId === connectionId)[0]?.userId ?? null,
    releaseConnection: async (connectionId) => releaseWhere((session) => session.connectionId === connectionId),
    live: async () => [...sessions.values()],
    keepAlive: async () => [],
    // Delivered after the caller's turn, as a notification would be.
    publish: async (event) => {
      await Promise.resolve()
      for (const listener of listeners) listener(event)
    },
    subscribe: async (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: async () => listeners.clear(),
  }
}
