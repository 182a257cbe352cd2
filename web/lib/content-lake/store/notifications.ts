import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Database } from '../../db/client'
import { CONTENT_CHANNEL } from './commit'

/**
 * Where an instance hears that a transaction was committed (`NOTIFY content_lake, '<seq>'`):
 * `onNotify` for each notification, `onReconnect` after a lost connection came back (notifications in
 * between are lost, so everything not yet delivered is read then). Returns the function that stops.
 */
export type NotificationSource = {
  listen: (onNotify: () => void, onReconnect: () => void) => Promise<() => Promise<void>>
}

/** PGlite lives in this process: its own LISTEN hears every commit, right at the commit. */
export function pgliteNotifications(client: PGlite): NotificationSource {
  return {
    listen: async (onNotify) => {
      const unlisten = await client.listen(CONTENT_CHANNEL, onNotify)
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
  }
}

const MAX_RECONNECT_DELAY_MS = 10_000

/**
 * A PostgreSQL server: one dedicated connection (outside the pool, which would hand it to queries)
 * that LISTENs, reconnecting with backoff while the pool is open.
 */
export function postgresNotifications(pool: pg.Pool): NotificationSource {
  return {
    listen: async (onNotify, onReconnect) => {
      let client: pg.Client | null = null
      let stopped = false
      let delay = 250
      let timer: NodeJS.Timeout | undefined
      const poolClosed = () => (pool as pg.Pool & { ending?: boolean; ended?: boolean }).ending === true

      const { Client } = (await import('pg')).default
      // A connection being given up may still report its end as an error; nobody needs to hear it.
      const retire = (connection: pg.Client) => {
        connection.removeAllListeners()
        connection.on('error', () => {})
        return connection.end().catch(() => {})
      }
      const connect = async (): Promise<void> => {
        const next = new Client(pool.options)
        next.on('notification', (message) => {
          if (message.channel === CONTENT_CHANNEL) onNotify()
        })
        next.on('error', () => reconnect())
        next.on('end', () => reconnect())
        await next.connect()
        await next.query(`LISTEN ${CONTENT_CHANNEL}`)
        client = next
        delay = 250
      }

      const reconnect = () => {
        if (stopped || timer || poolClosed()) return
        const lost = client
        client = null
        if (lost) retire(lost)
        timer = setTimeout(() => {
          timer = undefined
          connect().then(onReconnect, () => {
            delay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS)
            reconnect()
          })
        }, delay)
        // A process that is otherwise done must not stay alive for a reconnect.
        timer.unref()
      }

      await connect()
      return async () => {
        stopped = true
        if (timer) clearTimeout(timer)
        const current = client as pg.Client | null
        client = null
        if (current) await retire(current)
      }
    },
  }
}

/** The notification source for the project's database (PGlite or a PostgreSQL pool). */
export function notificationsFor(db: Database, driver: 'postgres' | 'pglite'): NotificationSource {
  const client = (db as unknown as { $client: unknown }).$client
  return driver === 'pglite' ? pgliteNotifications(client as PGlite) : postgresNotifications(client as pg.Pool)
}
