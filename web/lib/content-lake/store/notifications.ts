import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import type { Database } from '../../db/client'
import { CONTENT_CHANNEL } from './commit'

/**
 * Where an instance hears what another one announced on a channel (`NOTIFY content_lake, '<seq>'` when
 * a transaction was committed): `onNotify` with each notification's payload, `onReconnect` after a lost
 * connection came back (notifications in between are lost, so whatever they were about is read then).
 * Returns the function that stops.
 */
export type NotificationSource = {
  listen: (onNotify: (payload: string) => void, onReconnect: () => void) => Promise<() => Promise<void>>
}

/** PGlite lives in this process: its own LISTEN hears every notification, right at the commit. */
export function pgliteNotifications(client: PGlite, channel: string): NotificationSource {
  return {
    listen: async (onNotify) => {
      const unlisten = await client.listen(channel, onNotify)
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
export function postgresNotifications(pool: pg.Pool, channel: string): NotificationSource {
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
          if (message.channel === channel) onNotify(message.payload ?? '')
        })
        next.on('error', () => reconnect())
        next.on('end', () => reconnect())
        await next.connect()
        await next.query(`LISTEN ${channel}`)
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

/** The notification source of a channel (a plain SQL name) on the project's database (PGlite or a PostgreSQL pool). */
export function notificationsFor(db: Database, driver: 'postgres' | 'pglite', channel: string = CONTENT_CHANNEL): NotificationSource {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Unexpected channel name ${channel}`)
  const client = (db as unknown as { $client: unknown }).$client
  return driver === 'pglite' ? pgliteNotifications(client as PGlite, channel) : postgresNotifications(client as pg.Pool, channel)
}
