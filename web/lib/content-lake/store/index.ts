import 'server-only'

/**
 * The store of the local Content Lake: documents, transactions and their history in the project's
 * database, an in-memory snapshot for GROQ, and commit events for listeners in every app instance.
 * No HTTP here: web/lib/content-lake/server/ speaks the Content Lake's protocol on top of it.
 * The package's public entries (../index.ts, ../outside-next.ts) re-export what is public of it.
 */
export * from './api'
export type * from './public-types'
export type { PresenceEvent, PresenceSession, SharedPresence } from './shared-presence'

