import type { PresenceEvent, SharedPresence } from '../../store'

/**
 * Who is where in the Studio, for one dataset: each browser tab (Studio session) announces its locations
 * (document, field path); every subscribed socket hears of every change as the Studio's presence store
 * expects (`state`, `rollCall`, `disconnect` with the user id as `i`). The sessions and their changes are
 * shared by every instance (`SharedPresence`): this hub holds the sockets of one instance and hands them
 * what any instance announced.
 */
export type PresenceMessage =
  | { type: 'state'; i: string; m: { sessionId: string; locations: unknown[] } }
  | { type: 'rollCall'; i: string; session: string }
  | { type: 'disconnect'; i: string; m: { session: string } }

export type PresenceSubscriber = { id: string; connectionId: string; deliver: (message: PresenceMessage) => void }

/** How often an instance marks its sessions alive: well within the 90 s after which a session counts as lost. */
const PRESENCE_KEEP_ALIVE_MS = 30_000

/** A browser tab is one session; more per socket is someone filling the shared table. */
const MAX_SESSIONS_PER_CONNECTION = 10

function messageOf(event: PresenceEvent): PresenceMessage {
  switch (event.type) {
    case 'state':
      return { type: 'state', i: event.userId, m: { sessionId: event.sessionId, locations: event.locations } }
    case 'rollCall':
      return { type: 'rollCall', i: event.userId, session: event.sessionId }
    case 'disconnect':
      return { type: 'disconnect', i: event.userId, m: { session: event.sessionId } }
  }
}

export function createPresenceHub(shared: SharedPresence) {
  const subscribers = new Map<string, PresenceSubscriber>()
  /** Sessions announced through this instance's sockets, by session id: their connection. */
  const ownSessions = new Map<string, string>()
  const deliver = (event: PresenceEvent) => {
    const message = messageOf(event)
    for (const subscriber of subscribers.values()) if (subscriber.connectionId !== event.from) subscriber.deliver(message)
  }
  const listening = shared.subscribe(deliver)
  const announceEnded = (ended: { sessionId: string; userId: string }[], from: string) =>
    Promise.all(ended.map(({ sessionId, userId }) => shared.publish({ type: 'disconnect', userId, sessionId, from })))

  // This instance's sessions stay alive while their sockets do; sessions of a lost instance end.
  const keepAlive = setInterval(() => {
    shared
      .keepAlive([...new Set(ownSessions.values())])
      .then((expired) => announceEnded(expired, 'expired'))
      .catch((error: unknown) => console.warn('[content] presence keep-alive failed:', (error as Error).message))
  }, PRESENCE_KEEP_ALIVE_MS)
  keepAlive.unref()

  return {
    async subscribe(subscriber: PresenceSubscriber) {
      await listening
      subscribers.set(subscriber.id, subscriber)
      // A new subscriber learns at once who is already here (and where), without a roll call.
      for (const session of await shared.live()) {
        if (session.connectionId !== subscriber.connectionId) {
          subscriber.deliver({ type: 'state', i: session.userId, m: { sessionId: session.sessionId, locations: session.locations } })
        }
      }
    },
    unsubscribe(subscriptionId: string) {
      return subscribers.delete(subscriptionId)
    },
    async announce(connectionId: string, userId: string, sessionId: string, locations: unknown[]) {
      const ofConnection = [...ownSessions.values()].filter((owner) => owner === connectionId).length
      if (!ownSessions.has(sessionId) && ofConnection >= MAX_SESSIONS_PER_CONNECTION) return false
      if (!(await shared.claim({ sessionId, userId, connectionId, locations }))) return false
      ownSessions.set(sessionId, connectionId)
      await shared.publish({ type: 'state', userId, sessionId, locations, from: connectionId })
      return true
    },
    async rollCall(connectionId: string, userId: string, sessionId: string) {
      await shared.publish({ type: 'rollCall', userId, sessionId, from: connectionId })
    },
    async disconnect(connectionId: string, sessionId: string) {
      const userId = await shared.release(sessionId, connectionId)
      if (userId === null) return
      ownSessions.delete(sessionId)
      await shared.publish({ type: 'disconnect', userId, sessionId, from: connectionId })
    },
    /** A socket closed: its sessions leave, its subscriptions end. */
    async dropConnection(connectionId: string) {
      for (const [id, subscriber] of subscribers) if (subscriber.connectionId === connectionId) subscribers.delete(id)
      for (const [sessionId, owner] of ownSessions) if (owner === connectionId) ownSessions.delete(sessionId)
      await announceEnded(await shared.releaseConnection(connectionId), connectionId)
    },
    close() {
      clearInterval(keepAlive)
      subscribers.clear()
      void listening.then((unsubscribe) => unsubscribe())
    },
  }
}

export type PresenceHub = ReturnType<typeof createPresenceHub>
