/**
 * Who is where in the Studio, for one dataset on this server: each browser tab (Studio session)
 * announces its locations (document, field path); every subscribed socket hears of every change as
 * the Studio's presence store expects (`state`, `rollCall`, `disconnect` with the user id as `i`).
 */
export type PresenceMessage =
  | { type: 'state'; i: string; m: { sessionId: string; locations: unknown[] } }
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'disconnect'; i: string; m: { session: string } }

export type PresenceSubscriber = { id: string; connectionId: string; deliver: (message: PresenceMessage) => void }

type SessionState = { userId: string; connectionId: string; locations: unknown[] }

/** A browser tab is one session; more per socket is someone filling the hub's memory. */
const MAX_SESSIONS_PER_CONNECTION = 10

export function createPresenceHub() {
  const sessions = new Map<string, SessionState>()
  const subscribers = new Map<string, PresenceSubscriber>()

  const broadcast = (message: PresenceMessage, exceptConnection?: string) => {
    for (const subscriber of subscribers.values()) {
      if (subscriber.connectionId !== exceptConnection) subscriber.deliver(message)
    }
  }

  return {
    subscribe(subscriber: PresenceSubscriber) {
      subscribers.set(subscriber.id, subscriber)
      // A new subscriber learns at once who is already here (and where), without a roll call.
      for (const [sessionId, state] of sessions) {
        if (state.connectionId !== subscriber.connectionId) {
          subscriber.deliver({ type: 'state', i: state.userId, m: { sessionId, locations: state.locations } })
        }
      }
    },
    unsubscribe(subscriptionId: string) {
      return subscribers.delete(subscriptionId)
    },
    announce(connectionId: string, userId: string, sessionId: string, locations: unknown[]) {
      const known = sessions.get(sessionId)
      // A session id belongs to the connection (and user) that announced it first.
      if (known && (known.connectionId !== connectionId || known.userId !== userId)) return false
      if (!known && [...sessions.values()].filter((state) => state.connectionId === connectionId).length >= MAX_SESSIONS_PER_CONNECTION) {
        return false
      }
      sessions.set(sessionId, { userId, connectionId, locations })
      broadcast({ type: 'state', i: userId, m: { sessionId, locations } }, connectionId)
      return true
    },
    rollCall(connectionId: string, userId: string, sessionId: string) {
      broadcast({ type: 'rollCall', i: userId, session: sessionId }, connectionId)
    },
    disconnect(connectionId: string, sessionId: string) {
      const known = sessions.get(sessionId)
      if (!known || known.connectionId !== connectionId) return
      sessions.delete(sessionId)
      broadcast({ type: 'disconnect', i: known.userId, m: { session: sessionId } }, connectionId)
    },
    /** A socket closed: its sessions leave, its subscriptions end. */
    dropConnection(connectionId: string) {
      for (const [sessionId, state] of sessions) if (state.connectionId === connectionId) this.disconnect(connectionId, sessionId)
      for (const [id, subscriber] of subscribers) if (subscriber.connectionId === connectionId) subscribers.delete(id)
    },
    sessionCount: () => sessions.size,
  }
}

export type PresenceHub = ReturnType<typeof createPresenceHub>
